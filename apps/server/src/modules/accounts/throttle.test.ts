import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app';
import { clock } from './clock';
import { buildUser, uniqueEmail } from './testing';
import { LOGIN_THROTTLE } from './throttle';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const login = (email: string, password: string, ip = '203.0.113.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/tokenwithuserinfo',
    payload: { Email: email, Password: password },
    remoteAddress: ip,
  });

describe('login throttling (stored in the database)', () => {
  it('blocks an account after 5 failures in 15 min, even with the right password, from any address', async () => {
    const user = await buildUser(t.database.db, { password: 'right-password' });
    for (let i = 0; i < LOGIN_THROTTLE.perEmail; i++) {
      expect((await login(user.email, 'wrong', `198.51.100.${i}`)).statusCode).toBe(400);
    }
    const blocked = await login(user.email, 'right-password', '198.51.100.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ Code: 'MAXIMUM_ATTEMPTS_EXCEEDED' });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);

    // Once the window has passed the account may try again.
    vi.spyOn(clock, 'now').mockReturnValue(new Date(Date.now() + LOGIN_THROTTLE.windowMs + 1000));
    expect((await login(user.email, 'right-password')).statusCode).toBe(200);
  });

  it('a successful login clears the account counter', async () => {
    const user = await buildUser(t.database.db, { password: 'right-password' });
    for (let i = 0; i < LOGIN_THROTTLE.perEmail - 1; i++) await login(user.email, 'wrong', '192.0.2.7');
    expect((await login(user.email, 'right-password', '192.0.2.7')).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_THROTTLE.perEmail - 1; i++) {
      expect((await login(user.email, 'wrong', '192.0.2.7')).statusCode).toBe(400);
    }
    expect((await login(user.email, 'right-password', '192.0.2.7')).statusCode).toBe(200);
  });

  it('blocks an address after 20 failures across accounts; other addresses are not affected', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < LOGIN_THROTTLE.perIp; i++) {
      expect((await login(uniqueEmail('spray'), 'guess', ip)).statusCode).toBe(400);
    }
    const user = await buildUser(t.database.db, { password: 'right-password' });
    expect((await login(user.email, 'right-password', ip)).statusCode).toBe(429);
    expect((await login(user.email, 'right-password', '203.0.113.78')).statusCode).toBe(200);
  });
});

describe('login throttling under parallel guesses', () => {
  // Many addresses, so only the per-account limit is in play.
  const burst = (email: string, size: number, right?: number) =>
    Promise.all(
      Array.from({ length: size }, (_, i) =>
        login(email, i === right ? 'right-password' : `wrong-${i}`, `198.18.${size}.${i}`),
      ),
    );

  it('checks at most the limit of 40 parallel guesses for one account', async () => {
    const user = await buildUser(t.database.db, { password: 'right-password' });
    const answers = await burst(user.email, 40);
    const checked = answers.filter((a) => a.statusCode === 400).length;
    expect(checked).toBe(LOGIN_THROTTLE.perEmail);
    for (const answer of answers.filter((a) => a.statusCode !== 400)) {
      expect(answer.statusCode).toBe(429);
      expect(answer.json()).toMatchObject({ Code: 'MAXIMUM_ATTEMPTS_EXCEEDED' });
    }
  });

  it('refuses a right password sent among 30 parallel guesses once the limit is used up', async () => {
    const user = await buildUser(t.database.db, { password: 'right-password' });
    for (let i = 0; i < LOGIN_THROTTLE.perEmail - 1; i++) await login(user.email, 'wrong', '198.18.9.9');
    // One attempt left: whichever request takes it, no right password may be checked after it fails.
    const answers = await burst(user.email, 30, 29);
    const checked = answers.filter((a) => a.statusCode !== 429);
    expect(checked.length).toBe(1);
    if (answers[29]?.statusCode !== 200) {
      expect(answers[29]?.statusCode).toBe(429);
      expect((await login(user.email, 'right-password', '198.18.9.10')).statusCode).toBe(429);
    }
  });

  it('checks at most the per-address limit of 40 parallel guesses from one address', async () => {
    const ip = '198.18.2.2';
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => login(uniqueEmail('par'), 'guess', ip)),
    );
    expect(answers.filter((a) => a.statusCode === 400).length).toBe(LOGIN_THROTTLE.perIp);
    expect(answers.filter((a) => a.statusCode === 429).length).toBe(40 - LOGIN_THROTTLE.perIp);
  });
});
