import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema/accounts';
import { buildTestApp, type TestApp } from '../../testing/app';
import { type CaughtMail, startSmtpSink } from '../mail/smtp-sink';
import { clock } from './clock';
import { bearer, signIn, signUp, uniqueEmail } from './testing';

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await buildTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL: 'http://localhost:5173' } });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const inject = (
  method: 'POST' | 'PUT' | 'GET',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, payload: payload as object, headers });

function linkParams(mail: CaughtMail, route: string): { id: string; token: string; url: URL } {
  const link = mail.links.find((l) => l.includes(`/${route}?`));
  if (!link) throw new Error(`no ${route} link in ${mail.body}`);
  const url = new URL(link);
  return { id: url.searchParams.get('id') ?? '', token: url.searchParams.get('token') ?? '', url };
}

const resetMails = (email: string) =>
  sink.mails.filter((m) => m.to.includes(email) && m.body.includes('/new-password?'));

async function requestReset(email: string): Promise<{ id: string; token: string; url: URL }> {
  const before = resetMails(email).length;
  const response = await inject('POST', '/api/account/sendforgottenpasswordemail', { Email: email });
  expect(response.statusCode).toBe(200);
  await vi.waitFor(() => expect(resetMails(email).length).toBe(before + 1));
  return linkParams(resetMails(email)[before] as CaughtMail, 'new-password');
}

describe('password reset', () => {
  it('mails a single-use link; the new password works, the old one and old sessions end', async () => {
    const { email, password, AccessToken, UserInfo } = await signUp(t.app, { language: 'de' });
    const { id, token, url } = await requestReset(email);
    expect(url.pathname).toBe('/de/new-password');
    expect(id).toBe(UserInfo.Id);
    expect(resetMails(email)[0]?.subject).toContain('Passwort zurücksetzen');

    const changed = await inject('PUT', `/api/account/updateforgottenpassword/${id}`, {
      Token: token,
      NewPassword: 'brand-new-1',
    });
    expect(changed.statusCode).toBe(200);

    const reused = await inject('PUT', `/api/account/updateforgottenpassword/${id}`, {
      Token: token,
      NewPassword: 'another-one',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ Code: 'NEW_PASSWORD.FAIL' });

    expect(
      (await inject('GET', '/api/account/userinfo', undefined, bearer(AccessToken.Access_token))).statusCode,
    ).toBe(401);
    const oldLogin = await inject('POST', '/api/account/tokenwithuserinfo', {
      Email: email,
      Password: password,
    });
    expect(oldLogin.json()).toMatchObject({ Code: 'AUTH.WRONG_USERNAME_OR_PWD' });
    const token2 = await signIn(t.app, email, 'brand-new-1');
    const info = await inject('GET', '/api/account/userinfo', undefined, bearer(token2));
    // The mailed link proved the address.
    expect(info.json()).toMatchObject({ Confirmed: true });
  });

  it('a newer link voids the older one, and links expire after an hour', async () => {
    const { email } = await signUp(t.app);
    const first = await requestReset(email);
    const second = await requestReset(email);
    const old = await inject('PUT', `/api/account/updateforgottenpassword/${first.id}`, {
      Token: first.token,
      NewPassword: 'secret-2',
    });
    expect(old.json()).toMatchObject({ Code: 'NEW_PASSWORD.FAIL' });
    vi.spyOn(clock, 'now').mockReturnValue(new Date(Date.now() + 61 * 60 * 1000));
    const late = await inject('PUT', `/api/account/updateforgottenpassword/${second.id}`, {
      Token: second.token,
      NewPassword: 'secret-2',
    });
    expect(late.json()).toMatchObject({ Code: 'NEW_PASSWORD.FAIL' });
  });

  it('answers 200 for an unknown e-mail without sending anything', async () => {
    const email = uniqueEmail('ghost');
    const response = await inject('POST', '/api/account/sendforgottenpasswordemail', { Email: email });
    expect(response.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sink.mails.some((m) => m.to.includes(email))).toBe(false);
  });

  it('rejects bad input with the spec failure codes and field keys', async () => {
    const badEmail = await inject('POST', '/api/account/sendforgottenpasswordemail', { Email: 'nope@' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({
      Code: 'FORGOTTEN_PASSWORD.FAIL',
      FieldErrors: { Email: ['EMAIL_INVALID'] },
    });
    const short = await inject('PUT', `/api/account/updateforgottenpassword/${crypto.randomUUID()}`, {
      Token: 'x',
      NewPassword: '12345',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      Code: 'NEW_PASSWORD.FAIL',
      FieldErrors: { NewPassword: ['MIN_LENGTH'] },
    });
  });

  it('limits reset mails to 5 an hour per e-mail (429 with Retry-After)', async () => {
    const email = uniqueEmail('spam');
    for (let i = 0; i < 5; i++) {
      expect(
        (await inject('POST', '/api/account/sendforgottenpasswordemail', { Email: email })).statusCode,
      ).toBe(200);
    }
    const sixth = await inject('POST', '/api/account/sendforgottenpasswordemail', { Email: email });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ Code: 'MAXIMUM_ATTEMPTS_EXCEEDED' });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3000);
  });
});

describe('POST /account/resendActivationMail', () => {
  it('mails a fresh link to the signed-in unconfirmed user; both links work until one is used', async () => {
    const { email, AccessToken } = await signUp(t.app, { language: 'hu' });
    const response = await inject(
      'POST',
      '/api/account/resendActivationMail',
      undefined,
      bearer(AccessToken.Access_token),
    );
    expect(response.statusCode).toBe(200);
    await vi.waitFor(() => expect(sink.mails.filter((m) => m.to.includes(email)).length).toBe(2));
    const [first, second] = sink.mails.filter((m) => m.to.includes(email)) as [CaughtMail, CaughtMail];
    expect(second.subject).toContain('Erősítse meg e-mail-címét');
    const a = linkParams(first, 'confirm');
    const b = linkParams(second, 'confirm');
    expect(a.token).not.toBe(b.token);
    expect((await inject('POST', `/api/account/activation/${b.id}`, { Token: b.token })).statusCode).toBe(
      200,
    );
    const again = await inject(
      'POST',
      '/api/account/resendActivationMail',
      undefined,
      bearer(AccessToken.Access_token),
    );
    expect(again.statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    const response = await inject('POST', '/api/account/resendActivationMail');
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /account/changeFacebookGeneratedMail', () => {
  it('replaces a generated e-mail and asks to confirm the new one', async () => {
    const { AccessToken, UserInfo } = await signUp(t.app);
    await t.database.db
      .update(users)
      .set({ email: `oidc-${UserInfo.Id}@social.marquee.invalid`, emailGenerated: true, confirmed: true })
      .where(eq(users.id, UserInfo.Id));
    const email = uniqueEmail('real');
    const response = await inject(
      'PUT',
      `/api/account/changeFacebookGeneratedMail?Email=${encodeURIComponent(email)}`,
      undefined,
      bearer(AccessToken.Access_token),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ Email: email, EmailGenerated: false, Confirmed: false });
    const mail = await sink.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toContain('Your e-mail address was changed');
    const { id, token } = linkParams(mail, 'confirm');
    expect((await inject('POST', `/api/account/activation/${id}`, { Token: token })).statusCode).toBe(200);
  });

  it('refuses a real e-mail (403), a taken one (409) and anonymous callers (401)', async () => {
    const { AccessToken } = await signUp(t.app);
    const other = await signUp(t.app);
    const url = (email: string) =>
      `/api/account/changeFacebookGeneratedMail?Email=${encodeURIComponent(email)}`;
    expect(
      (await inject('PUT', url(uniqueEmail()), undefined, bearer(AccessToken.Access_token))).statusCode,
    ).toBe(403);
    expect((await inject('PUT', url(uniqueEmail()))).statusCode).toBe(401);
    const generated = await signUp(t.app);
    await t.database.db
      .update(users)
      .set({ emailGenerated: true })
      .where(eq(users.id, generated.UserInfo.Id));
    const taken = await inject(
      'PUT',
      url(other.email),
      undefined,
      bearer(generated.AccessToken.Access_token),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ Code: 'AUTH.EMAIL_ALREADY_IN_USE' });
  });
});
