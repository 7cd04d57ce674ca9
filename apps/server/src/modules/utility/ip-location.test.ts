import { describe, expect, it } from 'vitest';
import { isPrivateIp, LruCache, lookupIp, normalizeIp } from './ip-location';

describe('isPrivateIp', () => {
  it('recognizes loopback, private, link-local and CGNAT addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.1',
      '192.168.1.1',
      '169.254.1.1',
      '100.64.0.1',
      '::1',
      'fd00::1',
      'fe80::1',
    ]) {
      expect(isPrivateIp(ip), ip).toBe(true);
    }
    for (const ip of ['8.8.8.8', '172.32.0.1', '100.128.0.1', '2a00:1450:4001::1']) {
      expect(isPrivateIp(ip), ip).toBe(false);
    }
    expect(isPrivateIp('not-an-ip')).toBe(true);
  });

  it('unwraps IPv4-mapped IPv6 addresses', () => {
    expect(normalizeIp('::ffff:87.244.192.1')).toBe('87.244.192.1');
    expect(normalizeIp(' 8.8.8.8 ')).toBe('8.8.8.8');
  });
});

describe('lookupIp (DB-IP Lite, offline)', () => {
  it('places public addresses in a city', async () => {
    const place = await lookupIp('87.244.192.1');
    expect(place).toMatchObject({ countryCode: 'SK' });
    expect(place?.city).toBeTruthy();
    expect(Math.abs((place?.lat ?? 0) - 48.9)).toBeLessThan(2);
    expect(await lookupIp('::ffff:8.8.8.8')).toMatchObject({ countryCode: 'US' });
  });

  it('answers null for private addresses and garbage', async () => {
    expect(await lookupIp('127.0.0.1')).toBeNull();
    expect(await lookupIp('192.168.0.10')).toBeNull();
    expect(await lookupIp('garbage')).toBeNull();
  });

  it('looks up IPv6 addresses', async () => {
    // Google's public DNS over IPv6 (DB-IP places it in North America; the exact city may change).
    const place = await lookupIp('2001:4860:4860::8888');
    expect(place?.countryCode).toMatch(/^(US|CA)$/);
  });
});

describe('LruCache', () => {
  it('evicts the least recently used entry beyond its bound', () => {
    const cache = new LruCache<string, number>(2, 60_000);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('forgets expired entries', () => {
    const cache = new LruCache<string, number>(2, -1);
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
  });
});
