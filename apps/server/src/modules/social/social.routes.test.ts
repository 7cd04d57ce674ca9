import { SocialLoginResponseSchema, UserInfoSchema } from '@marquee/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app';
import { bearer, signUp } from '../accounts/testing';
import { startOidcProvider } from './oidc-test-provider';

const PUBLIC_URL = 'http://marquee.test';
let t: TestApp;
let idp: Awaited<ReturnType<typeof startOidcProvider>>;

beforeAll(async () => {
  idp = await startOidcProvider({
    clientId: 'marquee',
    clientSecret: 'marquee-test-secret',
    redirectUri: `${PUBLIC_URL}/api/externalaccount/oidc/callback`,
  });
  t = await buildTestApp({
    env: {
      PUBLIC_URL,
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: 'marquee',
      OIDC_CLIENT_SECRET: 'marquee-test-secret',
      OIDC_PROVIDER_NAME: 'Google',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

/** Runs the browser part: start → provider login → callback; returns where the callback sent the browser. */
async function browserLogin(accountId: string, query = 'returnUrl=%2Fen%2Fevents&lang=sk'): Promise<URL> {
  const start = await t.app.inject({ method: 'GET', url: `/api/externalaccount/oidc/start?${query}` });
  expect(start.statusCode).toBe(302);
  const cookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
  expect(cookie).toMatch(/^marquee_oidc=/);
  const authorize = new URL(String(start.headers.location));
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const callback = await idp.signIn(authorize.toString(), accountId);
  expect(callback.pathname).toBe('/api/externalaccount/oidc/callback');
  const done = await t.app.inject({
    method: 'GET',
    url: callback.pathname + callback.search,
    headers: { cookie },
  });
  expect(done.statusCode).toBe(302);
  return new URL(String(done.headers.location));
}

async function redeem(code: string) {
  return t.app.inject({ method: 'POST', url: '/api/externalaccount/facebooklogin', payload: { Code: code } });
}

describe('social login over OpenID Connect (end to end against oidc-provider)', () => {
  it('lists the configured provider', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/externalaccount/providers' });
    expect(response.json()).toEqual([
      { Id: 'google', Name: 'Google', StartUrl: '/api/externalaccount/oidc/start' },
    ]);
  });

  it('registers on first login, logs in afterwards; the code works once', async () => {
    idp.accounts.set('alice-sub', { email: 'alice@mail.sk', email_verified: true, name: 'Alice' });
    const landing = await browserLogin('alice-sub');
    expect(landing.origin + landing.pathname).toBe(`${PUBLIC_URL}/sk/signin`);
    expect(landing.searchParams.get('returnUrl')).toBe('/en/events');
    const code = landing.searchParams.get('oidcCode') ?? '';

    const first = await redeem(code);
    expect(first.statusCode).toBe(200);
    const body = SocialLoginResponseSchema.parse(first.json());
    expect(body.Action).toBe('Register');
    expect(body.UserInfo).toMatchObject({
      Email: 'alice@mail.sk',
      Confirmed: true,
      G_id: 'alice-sub',
      HasPassword: false,
    });
    // No consent was given yet: the terms dialog will ask.
    expect(body.UserInfo.Gdpr.TermsOfUse.Approved).toBe(false);

    const reused = await redeem(code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ Code: 'SOCIAL_LOGIN.FAIL' });

    const again = SocialLoginResponseSchema.parse(
      (await redeem((await browserLogin('alice-sub')).searchParams.get('oidcCode') ?? '')).json(),
    );
    expect(again.Action).toBe('Login');
    expect(again.UserInfo.Id).toBe(body.UserInfo.Id);
  });

  it('links to an existing password account by verified e-mail', async () => {
    const existing = await signUp(t.app, { email: 'bob@mail.sk' });
    idp.accounts.set('bob-sub', { email: 'bob@mail.sk', email_verified: true, name: 'Bob' });
    const response = await redeem((await browserLogin('bob-sub')).searchParams.get('oidcCode') ?? '');
    const body = SocialLoginResponseSchema.parse(response.json());
    expect(body.Action).toBe('Login');
    expect(body.UserInfo.Id).toBe(existing.UserInfo.Id);
    expect(body.UserInfo.Confirmed).toBe(true);
  });

  it('generates an e-mail when the provider gives none, which the user can then replace', async () => {
    idp.accounts.set('carol-sub', { name: 'Carol' });
    const body = SocialLoginResponseSchema.parse(
      (await redeem((await browserLogin('carol-sub')).searchParams.get('oidcCode') ?? '')).json(),
    );
    expect(body.Action).toBe('Register');
    expect(body.UserInfo.EmailGenerated).toBe(true);
    expect(body.UserInfo.Email).toMatch(/@social\.marquee\.invalid$/);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/account/changeFacebookGeneratedMail?Email=carol%40mail.sk',
      headers: bearer(body.AccessToken.Access_token),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ Email: 'carol@mail.sk', EmailGenerated: false, Confirmed: false });
  });

  it('links an identity to the signed-in account (mode=link), and refuses one linked elsewhere', async () => {
    const me = await signUp(t.app);
    idp.accounts.set('dave-sub', { email: 'dave-other@mail.sk', email_verified: true });
    const landing = await browserLogin('dave-sub', 'mode=link&lang=en');
    expect(landing.searchParams.get('oidcMode')).toBe('link');
    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/externalaccount/addfacebooklogin',
      payload: { Token: landing.searchParams.get('oidcCode') },
      headers: bearer(me.AccessToken.Access_token),
    });
    expect(linked.statusCode).toBe(200);
    expect(UserInfoSchema.parse(linked.json()).G_id).toBe('dave-sub');

    const other = await signUp(t.app);
    const second = await browserLogin('dave-sub', 'mode=link');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/externalaccount/addfacebooklogin',
      payload: { Token: second.searchParams.get('oidcCode') },
      headers: bearer(other.AccessToken.Access_token),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ Code: 'SOCIAL_LOGIN.ALREADY_LINKED' });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/externalaccount/addfacebooklogin',
      payload: { Token: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a callback without the signed state cookie, and ignores foreign return URLs', async () => {
    const start = await t.app.inject({
      method: 'GET',
      url: '/api/externalaccount/oidc/start?returnUrl=https%3A%2F%2Fevil.example%2F',
    });
    idp.accounts.set('eve-sub', { email: 'eve@mail.sk', email_verified: true });
    const callback = await idp.signIn(String(start.headers.location), 'eve-sub');
    const noCookie = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search });
    const landing = new URL(String(noCookie.headers.location));
    expect(landing.searchParams.get('oidcError')).toBe('state');
    expect(landing.searchParams.get('oidcCode')).toBeNull();
    const cookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
    const ok = new URL(
      String(
        (await t.app.inject({ method: 'GET', url: callback.pathname + callback.search, headers: { cookie } }))
          .headers.location,
      ),
    );
    expect(ok.searchParams.get('oidcCode')).toBeTruthy();
    expect(ok.searchParams.get('returnUrl')).toBeNull();
  });

  it('answers SOCIAL_LOGIN.FAIL for an unknown code', async () => {
    const response = await redeem('not-a-real-code');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ Code: 'SOCIAL_LOGIN.FAIL' });
  });
});

describe('without OIDC configuration', () => {
  it('lists no providers and refuses to start', async () => {
    const bare = await buildTestApp();
    try {
      expect(
        (await bare.app.inject({ method: 'GET', url: '/api/externalaccount/providers' })).json(),
      ).toEqual([]);
      const start = await bare.app.inject({ method: 'GET', url: '/api/externalaccount/oidc/start' });
      expect(start.statusCode).toBe(404);
      expect(start.json()).toMatchObject({ Code: 'SOCIAL_LOGIN.NOT_CONFIGURED' });
    } finally {
      await bare.close();
    }
  });
});
