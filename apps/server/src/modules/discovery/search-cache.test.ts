import { describe, expect, it } from 'vitest';
import { createTtlCache } from './search-cache';

describe('createTtlCache', () => {
  it('answers a hit within the TTL, loads again after it', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 3000, maxEntries: 10, now: () => clock });
    const load = async () => ++loads;
    expect(await cache.get('kosice', load)).toBe(1);
    clock = 2999;
    expect(await cache.get('kosice', load)).toBe(1);
    clock = 3000;
    expect(await cache.get('kosice', load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    const loaded: string[] = [];
    const load = (key: string) => async () => {
      loaded.push(key);
      return key;
    };
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    await cache.get('c', load('c'));
    await cache.get('b', load('b'));
    await cache.get('a', load('a'));
    expect(loaded).toEqual(['a', 'b', 'c', 'a']);
  });

  it('does not keep a failed load', async () => {
    const cache = createTtlCache<number>({ ttlMs: 60_000, maxEntries: 2 });
    await expect(cache.get('x', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('x', async () => 7)).toBe(7);
  });
});

describe('createTtlCache sharing', () => {
  it('lets concurrent misses of one key share a single load', async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    const answers = await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(answers).toEqual([1, 1, 1]);
    expect(loads).toBe(1);
  });

  it('loads on every get with ttlMs 0, and forgets everything on clear', async () => {
    let loads = 0;
    const off = createTtlCache<number>({ ttlMs: 0, maxEntries: 10 });
    await off.get('k', async () => ++loads);
    await off.get('k', async () => ++loads);
    expect(loads).toBe(2);
    const on = createTtlCache<number>({ ttlMs: 60_000, maxEntries: 10 });
    await on.get('k', async () => ++loads);
    on.clear();
    expect(await on.get('k', async () => ++loads)).toBe(4);
  });
});
