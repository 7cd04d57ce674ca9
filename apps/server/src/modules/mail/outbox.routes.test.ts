import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app';
import { signUp } from '../accounts/testing';

describe('development outbox (no SMTP_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: 'http://localhost:3000' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes mails as .eml files and lists them as JSON and HTML', async () => {
    const { email, UserInfo } = await signUp(t.app);
    const list = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(list.statusCode).toBe(200);
    const [entry] = list.json() as Array<{ File: string; To: string; Kind: string; Link: string }>;
    expect(entry).toMatchObject({ To: email, Kind: 'confirmation' });
    expect(entry?.Link).toContain(`http://localhost:3000/en/confirm?id=${UserInfo.Id}&token=`);

    const html = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      headers: { accept: 'text/html' },
    });
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain(email);

    const raw = await t.app.inject({ method: 'GET', url: `/api/dev/outbox/${entry?.File}` });
    expect(raw.statusCode).toBe(200);
    expect(raw.body).toContain(`To: ${email}`);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/dev/outbox/..%2F..%2Fetc%2Fpasswd' })).statusCode,
    ).toBe(404);
  });
});

describe('outbox in production', () => {
  it('is not registered', async () => {
    const t = await buildTestApp({ env: { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) } });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
