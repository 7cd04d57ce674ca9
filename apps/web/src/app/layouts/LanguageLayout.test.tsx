import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getVisitSession, setVisitSession } from '../../lib/storage/session';
import { renderApp, stubFetch } from '../../test/render';

describe('LanguageLayout', () => {
  const expires = new Date(Date.now() + 30 * 86_400_000).toISOString();
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    setVisitSession(null);
    fetchMock = vi.fn(
      stubFetch({ '/api/session': { status: 200, body: { _id: 'visit-1', Expires: expires } } }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.restoreAllMocks());

  it('creates the visit session after the first paint and keeps it in local storage (spec 1 §4)', async () => {
    renderApp('/en/survey');
    await waitFor(() => expect(getVisitSession()).toEqual({ Id: 'visit-1', Expires: expires }), {
      timeout: 4000,
    });
    const posts = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/session');
    expect(posts).toHaveLength(1);
  });
});
