import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { buildTestApp, type TestApp } from '../../testing/app';

// Issue 16 #2: with `trustProxy: true` a client chose its own address in X-Forwarded-For, so rotating the
// header escaped every per-IP limit. TRUST_PROXY is off by default; when set, only the named proxies count.
const LIMIT = { ACCOUNT_PROBE_RATE_LIMIT: '3' };

const probe = (t: TestApp, forwardedFor: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/userexist',
    payload: { Email: 'nobody@mail.sk' },
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress,
  });

describe('TRUST_PROXY unset (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: LIMIT });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('ignores X-Forwarded-For: rotating it does not escape the per-IP limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await probe(t, `203.0.113.${i}`, '192.0.2.50')).statusCode);
    expect(codes).toEqual([404, 404, 404, 429, 429, 429]);
    // Another socket address is another client.
    expect((await probe(t, '203.0.113.1', '192.0.2.51')).statusCode).toBe(404);
  });
});

describe('TRUST_PROXY=127.0.0.1', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ...LIMIT, TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes the client address from X-Forwarded-For sent by the trusted proxy', async () => {
    for (let i = 0; i < 3; i++) expect((await probe(t, '198.51.100.7')).statusCode).toBe(404);
    expect((await probe(t, '198.51.100.7')).statusCode).toBe(429);
    expect((await probe(t, '198.51.100.8')).statusCode).toBe(404);
  });

  it('ignores X-Forwarded-For from an address that is not the proxy', async () => {
    for (let i = 0; i < 3; i++)
      expect((await probe(t, `198.51.100.${20 + i}`, '192.0.2.60')).statusCode).toBe(404);
    expect((await probe(t, '198.51.100.99', '192.0.2.60')).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY=1 (one hop)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ...LIMIT, TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes the address the one proxy appended, not what the client wrote before it', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await probe(t, `10.9.9.${i}, 198.51.100.40`, '192.0.2.70')).statusCode).toBe(404);
    }
    expect((await probe(t, '10.9.9.99, 198.51.100.40', '192.0.2.71')).statusCode).toBe(429);
    expect((await probe(t, '10.9.9.1, 198.51.100.41', '192.0.2.70')).statusCode).toBe(404);
  });
});

describe('TRUST_PROXY parsing', () => {
  it('reads off, true, hop counts and address/CIDR lists, and refuses anything else', () => {
    const read = (value?: string) =>
      loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY;
    expect(read()).toBe(false);
    expect(read('')).toBe(false);
    expect(read('false')).toBe(false);
    expect(read('0')).toBe(false);
    expect(read('true')).toBe(true);
    expect(read('2')).toBe(2);
    expect(read('10.0.0.0/8, 127.0.0.1,::1,loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
    expect(() => read('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(() => read('proxy.example.com')).toThrow(/TRUST_PROXY/);
  });
});
