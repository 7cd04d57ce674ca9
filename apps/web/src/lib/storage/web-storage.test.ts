import { afterEach, describe, expect, it, vi } from 'vitest';
import { readItem, readJson, writeItem } from './web-storage';

afterEach(() => vi.restoreAllMocks());

describe('web storage', () => {
  it('keeps values in memory for the page when the browser refuses storage (an embed on another site)', () => {
    const refuse = () => {
      throw new DOMException('The document is sandboxed', 'SecurityError');
    };
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(refuse);
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(refuse);
    writeItem('local', 'marquee.basket', JSON.stringify({ guid: 'g1', issuedAt: 1 }));
    writeItem('session', 'marquee.sessionId', 's1');
    expect(readJson('local', 'marquee.basket')).toEqual({ guid: 'g1', issuedAt: 1 });
    expect(readItem('session', 'marquee.sessionId')).toBe('s1');
    writeItem('local', 'marquee.basket', null);
    expect(readItem('local', 'marquee.basket')).toBeNull();
  });

  it('uses the real storage when there is one', () => {
    writeItem('local', 'marquee.test', 'v');
    expect(window.localStorage.getItem('marquee.test')).toBe('v');
    writeItem('local', 'marquee.test', null);
  });
});
