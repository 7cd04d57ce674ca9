import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/setup';
import { registerNavigator } from '../navigation';
import { setAccessToken, setActiveProfile, setCachedLocation, setVisitSession } from '../storage/session';
import { apiRequest, buildUrl } from './client';
import { ApiRequestError } from './errors';

type FetchMock = ReturnType<
  typeof vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>
>;

function answer(status: number, body?: unknown, type = 'application/json'): Response {
  const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'content-type': type } });
}

let fetchMock: FetchMock;
const sentHeaders = () => new Headers(fetchMock.mock.calls[0]?.[1]?.headers);

beforeEach(() => {
  fetchMock = vi.fn(async () => answer(200, { ok: true }));
  vi.stubGlobal('fetch', fetchMock);
  registerNavigator(null);
});

afterEach(() => {
  registerNavigator(null);
});

describe('apiRequest headers (spec 1 §7)', () => {
  it('sends only the always-present headers for an anonymous first visit', async () => {
    await apiRequest('/event/search');
    const headers = sentHeaders();
    expect(headers.get('accept')).toBe('application/json; version=1.0');
    expect(headers.get('accept-language')).toBe('en');
    expect(headers.get('builddate')).toBe(__BUILD_DATE__);
    for (const absent of ['authorization', 'profileid', 'profiletype', 'location', 'sessionid']) {
      expect(headers.has(absent), absent).toBe(false);
    }
  });

  it('adds token, active profile, location, session and referrer when known', async () => {
    setAccessToken('tok-123');
    setActiveProfile({ Id: 'p-9', Type: 'PromoterProfile' });
    setCachedLocation({ lon: 21.26, lat: 48.72 });
    setVisitSession({ Id: 's-42', Expires: new Date(Date.now() + 60_000).toISOString() });
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://news.example/article');
    await i18n.changeLanguage('hu');

    await apiRequest('/account/userinfo', { version: '2.2' });

    const headers = sentHeaders();
    expect(headers.get('authorization')).toBe('Bearer tok-123');
    expect(headers.get('profileid')).toBe('p-9');
    expect(headers.get('profiletype')).toBe('PromoterProfile');
    expect(headers.get('location')).toBe('21.26;48.72');
    expect(headers.get('sessionid')).toBe('s-42');
    expect(headers.get('sessionreferer')).toBe('https://news.example/article');
    expect(headers.get('accept-language')).toBe('hu');
    expect(headers.get('accept')).toBe('application/json; version=2.2');
  });
});

describe('apiRequest requests and answers', () => {
  it('builds /api URLs with repeated and skipped query values', () => {
    expect(
      buildUrl('/event/search', { page: 1, perPage: 9, cityId: undefined, categories: ['a', 'b'] }),
    ).toBe('/api/event/search?page=1&perPage=9&categories=a&categories=b');
    expect(buildUrl('utility/servertest')).toBe('/api/utility/servertest');
  });

  it('sends objects as JSON and parses JSON answers', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { Id: 'x' }));
    const result = await apiRequest<{ Id: string }>('/account/userexist', {
      method: 'POST',
      body: { Email: 'a@b.c' },
    });
    expect(result).toEqual({ Id: 'x' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"Email":"a@b.c"}');
    expect(sentHeaders().get('content-type')).toBe('application/json');
  });

  it('resolves undefined for 204 and validates with a schema when given one', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiRequest('/weblog', { method: 'POST', body: {} })).resolves.toBeUndefined();

    fetchMock.mockResolvedValueOnce(answer(200, { n: '1' }));
    const schema = { parse: (data: unknown) => Number((data as { n: string }).n) };
    await expect(apiRequest('/count', { schema })).resolves.toBe(1);
  });
});

describe('apiRequest errors', () => {
  it('throws ApiRequestError carrying the contract error body', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(400, {
        Code: 'AUTH.WRONG_USERNAME_OR_PWD',
        Message: 'bad credentials',
        FieldErrors: { 'LoginData.Email': ['EMAIL_INVALID'] },
      }),
    );
    const error = await apiRequest('/account/tokenwithuserinfo', { method: 'POST', body: {} }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      Code: 'AUTH.WRONG_USERNAME_OR_PWD',
      Message: 'bad credentials',
      FieldErrors: { 'LoginData.Email': ['EMAIL_INVALID'] },
    });
  });

  it('does not trust a body that is not the contract shape', async () => {
    fetchMock.mockResolvedValueOnce(answer(409, { error: 'nope' }));
    await expect(apiRequest('/account/register')).rejects.toMatchObject({ status: 409, Code: 'CONFLICT' });

    fetchMock.mockResolvedValueOnce(answer(502, '<html>Bad gateway</html>', 'text/html'));
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 502, Code: 'INTERNAL_ERROR' });
  });

  it('maps network failures to status 0 NETWORK_ERROR but lets aborts through', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 0, Code: 'NETWORK_ERROR' });

    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(apiRequest('/x')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends the user to the maintenance page on 503, unless already there', async () => {
    const navigate = vi.fn();
    let pathname = '/sk/events';
    registerNavigator({ navigate, pathname: () => pathname });
    await i18n.changeLanguage('sk');

    fetchMock.mockImplementation(async () =>
      answer(503, { Code: 'SERVICE_UNAVAILABLE', Message: 'maintenance' }),
    );
    await expect(apiRequest('/event/search')).rejects.toMatchObject({
      status: 503,
      Code: 'SERVICE_UNAVAILABLE',
    });
    expect(navigate).toHaveBeenCalledWith('/sk/error/503');

    navigate.mockClear();
    pathname = '/sk/error/503';
    await expect(apiRequest('/utility/servertest')).rejects.toBeInstanceOf(ApiRequestError);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not navigate for other server errors', async () => {
    const navigate = vi.fn();
    registerNavigator({ navigate, pathname: () => '/en/' });
    fetchMock.mockResolvedValueOnce(answer(500, { Code: 'INTERNAL_ERROR', Message: 'boom' }));
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 500 });
    expect(navigate).not.toHaveBeenCalled();
  });
});
