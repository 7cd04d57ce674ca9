import { TokenWithUserInfoSchema, UserInfoSchema } from '@marquee/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app';
import { type CaughtMail, startSmtpSink } from '../mail/smtp-sink';
import { clock } from './clock';
import { bearer, GDPR_OK, signUp, uniqueEmail } from './testing';

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await buildTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL: 'https://marquee.test' } });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

function confirmLink(mail: CaughtMail): URL {
  const link = mail.links.find((l) => l.includes('/confirm?'));
  if (!link) throw new Error(`no confirmation link in ${mail.body}`);
  return new URL(link);
}

describe('POST /account/register', () => {
  it('creates the account with a visitor profile, signs in and mails a confirmation link in the language', async () => {
    const email = uniqueEmail('fan');
    const response = await post(
      '/api/account/register',
      {
        LoginData: { Email: email, Password: 'secret1', Gdpr: { ...GDPR_OK, NewsletterEnabled: true } },
        VisitorProfile: { ProfileName: 'Jana Nováková', ProfilePicture: '/demo/images/x.svg' },
      },
      { 'accept-language': 'sk-SK,sk;q=0.9' },
    );
    expect(response.statusCode).toBe(200);
    const body = TokenWithUserInfoSchema.parse(response.json());
    expect(body.UserInfo).toMatchObject({
      Email: email,
      Confirmed: false,
      Language: 'sk',
      HasPassword: true,
      Gdpr: {
        TermsOfUse: { Approved: true },
        PrivacyPolicy: { Approved: true },
        NewsletterEnabled: { Approved: true },
        MarqueeFeaturesNewsletter: { Approved: false },
      },
    });
    expect(body.UserInfo.ProfileClaims).toEqual([
      expect.objectContaining({
        EntityType: 'Profile',
        Type: 'VisitorProfile',
        Role: 'Owner',
        Name: 'Jana Nováková',
      }),
    ]);
    expect(body.UserInfo.DefaultProfileClaimId).toBe(body.UserInfo.ProfileClaims[0]?.Id);
    expect(body.UserInfo.Profile).toMatchObject({ ProfileName: 'Jana Nováková', IsOrganizer: false });
    expect(Date.parse(body.AccessToken.Expires) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

    const mail = await sink.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toContain('Potvrďte svoju e-mailovú adresu');
    expect(mail.body).toContain('Odkaz platí 24 hodín');
    const link = confirmLink(mail);
    expect(link.origin + link.pathname).toBe('https://marquee.test/sk/confirm');
    expect(link.searchParams.get('id')).toBe(body.UserInfo.Id);
  });

  it('answers 409 AUTH.EMAIL_ALREADY_IN_USE for a taken e-mail, whatever its case', async () => {
    const { email } = await signUp(t.app);
    const response = await post('/api/account/register', {
      LoginData: { Email: email.toUpperCase(), Password: 'secret1', Gdpr: GDPR_OK },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ Code: 'AUTH.EMAIL_ALREADY_IN_USE' });
  });

  it.each([
    [
      'terms not approved',
      { Email: 'a@mail.sk', Password: 'secret1', Gdpr: { ...GDPR_OK, TermsOfUse: false } },
      { 'LoginData.Gdpr.TermsOfUse': ['CHOOSE_OPTION_REQUIRED'] },
    ],
    [
      'privacy not approved',
      { Email: 'a@mail.sk', Password: 'secret1', Gdpr: { ...GDPR_OK, PrivacyPolicy: { Approved: false } } },
      { 'LoginData.Gdpr.PrivacyPolicy': ['CHOOSE_OPTION_REQUIRED'] },
    ],
    [
      'invalid e-mail',
      { Email: 'a@b.c', Password: 'secret1', Gdpr: GDPR_OK },
      { 'LoginData.Email': ['EMAIL_INVALID'] },
    ],
    [
      'domain that cannot receive mail',
      { Email: 'a@gmail.con', Password: 'secret1', Gdpr: GDPR_OK },
      { 'LoginData.Email': ['EMAIL_INVALID'] },
    ],
    [
      'short password',
      { Email: 'a@mail.sk', Password: 'five5', Gdpr: GDPR_OK },
      { 'LoginData.Password': ['MIN_LENGTH'] },
    ],
    ['missing password', { Email: 'a@mail.sk', Gdpr: GDPR_OK }, { 'LoginData.Password': ['FIELD_REQUIRED'] }],
  ])('answers 400 AUTH.INCORRECT_SIGNUP_DATA for %s', async (_name, loginData, fieldErrors) => {
    const response = await post('/api/account/register', { LoginData: loginData });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ Code: 'AUTH.INCORRECT_SIGNUP_DATA', FieldErrors: fieldErrors });
  });

  it('accepts sign-up without a visitor profile (the web app then opens create-profile)', async () => {
    const { UserInfo } = await signUp(t.app, { profileName: null });
    expect(UserInfo.ProfileClaims).toEqual([]);
    expect(UserInfo.Profile).toBeNull();
    expect(UserInfo.DefaultProfileClaimId).toBeNull();
  });
});

describe('POST /account/activation/{id}', () => {
  it('confirms once; a reused, wrong or foreign token fails with EMAIL_CONFIRMATION.FAIL', async () => {
    const { email, UserInfo, AccessToken } = await signUp(t.app);
    const link = confirmLink(await sink.waitFor((m) => m.to.includes(email)));
    const token = link.searchParams.get('token') ?? '';
    const other = await signUp(t.app);

    const foreign = await post(`/api/account/activation/${other.UserInfo.Id}`, { Token: token });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ Code: 'EMAIL_CONFIRMATION.FAIL' });

    const wrong = await post(`/api/account/activation/${UserInfo.Id}`, { Token: `${token}x` });
    expect(wrong.json()).toMatchObject({ Code: 'EMAIL_CONFIRMATION.FAIL' });

    const ok = await post(`/api/account/activation/${UserInfo.Id}`, { Token: token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toBe(true);
    const info = await get('/api/account/userinfo', bearer(AccessToken.Access_token));
    expect(UserInfoSchema.parse(info.json()).Confirmed).toBe(true);

    const reused = await post(`/api/account/activation/${UserInfo.Id}`, { Token: token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ Code: 'EMAIL_CONFIRMATION.FAIL' });
  });

  it('fails after the 24 h window', async () => {
    const { email, UserInfo } = await signUp(t.app);
    const token = confirmLink(await sink.waitFor((m) => m.to.includes(email))).searchParams.get('token');
    vi.spyOn(clock, 'now').mockReturnValue(new Date(Date.now() + 24 * 3600 * 1000 + 1000));
    const late = await post(`/api/account/activation/${UserInfo.Id}`, { Token: token });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ Code: 'EMAIL_CONFIRMATION.FAIL' });
  });

  it('answers EMAIL_CONFIRMATION.FAIL for a malformed id or a missing token', async () => {
    const badId = await post('/api/account/activation/not-a-uuid', { Token: 'x' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({
      Code: 'EMAIL_CONFIRMATION.FAIL',
      FieldErrors: { id: ['INVALID_VALUE'] },
    });
    const noToken = await post(`/api/account/activation/${crypto.randomUUID()}`, {});
    expect(noToken.json()).toMatchObject({
      Code: 'EMAIL_CONFIRMATION.FAIL',
      FieldErrors: { Token: ['FIELD_REQUIRED'] },
    });
  });
});

describe('POST /account/tokenwithuserinfo', () => {
  it('signs in with the right password (any e-mail case)', async () => {
    const { email, password, UserInfo } = await signUp(t.app);
    const response = await post('/api/account/tokenwithuserinfo', {
      Email: email.toUpperCase(),
      Password: password,
    });
    expect(response.statusCode).toBe(200);
    const body = TokenWithUserInfoSchema.parse(response.json());
    expect(body.UserInfo.Id).toBe(UserInfo.Id);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers the same 400 AUTH.WRONG_USERNAME_OR_PWD for a wrong password and an unknown e-mail', async () => {
    const { email } = await signUp(t.app);
    const wrong = await post('/api/account/tokenwithuserinfo', { Email: email, Password: 'wrong-password' });
    const unknown = await post('/api/account/tokenwithuserinfo', {
      Email: uniqueEmail('nobody'),
      Password: 'x',
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ Code: 'AUTH.WRONG_USERNAME_OR_PWD' });
  });

  it('rejects a missing password as a validation error', async () => {
    const response = await post('/api/account/tokenwithuserinfo', { Email: 'a@mail.sk', Password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ FieldErrors: { Password: ['FIELD_REQUIRED'] } });
  });
});

describe('access tokens', () => {
  it('userinfo answers 401 without a token, with a forged one and with an expired one', async () => {
    const { AccessToken } = await signUp(t.app);
    expect((await get('/api/account/userinfo')).statusCode).toBe(401);
    const garbage = await get('/api/account/userinfo', bearer('not.a.jwt'));
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json()).toMatchObject({ Code: 'UNAUTHORIZED' });
    const [head, payload] = AccessToken.Access_token.split('.');
    const forged = await get('/api/account/userinfo', bearer(`${head}.${payload}.c2lnbmF0dXJl`));
    expect(forged.statusCode).toBe(401);
    expect((await get('/api/account/userinfo', bearer(AccessToken.Access_token))).statusCode).toBe(200);
    vi.spyOn(clock, 'now').mockReturnValue(new Date(Date.parse(AccessToken.Expires) + 1000));
    expect((await get('/api/account/userinfo', bearer(AccessToken.Access_token))).statusCode).toBe(401);
  });

  it('newtoken issues a later-expiring token that works; anonymous gets 401', async () => {
    const { AccessToken } = await signUp(t.app);
    expect((await post('/api/account/newtoken', undefined)).statusCode).toBe(401);
    // 6.5 days later: under 18 h remain, so the web app refreshes.
    vi.spyOn(clock, 'now').mockReturnValue(new Date(Date.parse(AccessToken.Expires) - 12 * 3600 * 1000));
    const response = await post('/api/account/newtoken', undefined, bearer(AccessToken.Access_token));
    expect(response.statusCode).toBe(200);
    const fresh = response.json() as { Access_token: string; Expires: string };
    expect(Date.parse(fresh.Expires)).toBeGreaterThan(Date.parse(AccessToken.Expires));
    vi.spyOn(clock, 'now').mockReturnValue(new Date(Date.parse(AccessToken.Expires) + 3600 * 1000));
    expect((await get('/api/account/userinfo', bearer(AccessToken.Access_token))).statusCode).toBe(401);
    expect((await get('/api/account/userinfo', bearer(fresh.Access_token))).statusCode).toBe(200);
  });

  it('newtoken accepts an empty JSON body; malformed JSON is still MALFORMED_JSON', async () => {
    const { AccessToken } = await signUp(t.app);
    const headers = { ...bearer(AccessToken.Access_token), 'content-type': 'application/json' };
    const empty = await t.app.inject({ method: 'POST', url: '/api/account/newtoken', headers, payload: '' });
    expect(empty.statusCode).toBe(200);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/account/newtoken',
      headers,
      payload: '{',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ Code: 'MALFORMED_JSON' });
  });

  it('a public read ignores an invalid token instead of failing', async () => {
    const response = await get('/api/utility/vatrates', bearer('garbage'));
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /account/userexist, GET /email/emailIsAvailable, GET /utility/checkEmailDomain', () => {
  it('answers 200 for an existing account, 404 for an unknown one, 400 for a malformed e-mail', async () => {
    const { email } = await signUp(t.app);
    expect((await post('/api/account/userexist', { Email: email })).statusCode).toBe(200);
    const unknown = await post('/api/account/userexist', { Email: uniqueEmail('unknown') });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ Code: 'NOT_FOUND' });
    const bad = await post('/api/account/userexist', { Email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ FieldErrors: { Email: ['EMAIL_INVALID'] } });
  });

  it('emailIsAvailable is false for a used e-mail and true otherwise', async () => {
    const { email } = await signUp(t.app);
    expect((await get(`/api/email/emailIsAvailable?Email=${encodeURIComponent(email)}`)).json()).toBe(false);
    expect((await get(`/api/email/emailIsAvailable?Email=${encodeURIComponent(uniqueEmail())}`)).json()).toBe(
      true,
    );
    expect((await get('/api/email/emailIsAvailable?Email=x')).statusCode).toBe(400);
  });

  it('checkEmailDomain answers NON_EXIST for unknown TLDs and .invalid, OK otherwise, without DNS', async () => {
    const check = async (email: string) =>
      (await get(`/api/utility/checkEmailDomain?email=${encodeURIComponent(email)}`)).json();
    expect(await check('jana@gmail.com')).toBe('OK');
    expect(await check('jana@firma.sk')).toBe('OK');
    expect(await check('jana@gmail.con')).toBe('NON_EXIST');
    expect(await check('jana@nowhere.invalid')).toBe('NON_EXIST');
    // Reserved test names are accepted outside production (demo@marquee.test).
    expect(await check('demo@marquee.test')).toBe('OK');
    expect((await get('/api/utility/checkEmailDomain?email=broken')).statusCode).toBe(400);
  });
});
