import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BASKET_LOCAL_LIFETIME_MS,
  BASKET_STORAGE_KEY,
  readStoredBasket,
  useStoredBasketGuid,
  writeStoredBasket,
} from './basket-storage';

afterEach(() => window.localStorage.clear());

describe('basket storage (spec 2 §4)', () => {
  it('keeps the guid with its issue time and drops it after 24 h', () => {
    writeStoredBasket({ guid: 'g-1', issuedAt: 1_000 });
    expect(readStoredBasket(1_000 + BASKET_LOCAL_LIFETIME_MS - 1)?.guid).toBe('g-1');
    expect(readStoredBasket(1_000 + BASKET_LOCAL_LIFETIME_MS)).toBeNull();
    expect(window.localStorage.getItem(BASKET_STORAGE_KEY)).toBeNull();
  });

  it('ignores a malformed entry', () => {
    window.localStorage.setItem(BASKET_STORAGE_KEY, '{"guid":5}');
    expect(readStoredBasket()).toBeNull();
  });

  it('follows writes in this tab and in other tabs (storage event)', () => {
    const { result } = renderHook(() => useStoredBasketGuid());
    expect(result.current).toBeNull();
    act(() => writeStoredBasket({ guid: 'mine', issuedAt: Date.now() }));
    expect(result.current).toBe('mine');
    act(() => {
      window.localStorage.setItem(
        BASKET_STORAGE_KEY,
        JSON.stringify({ guid: 'other-tab', issuedAt: Date.now() }),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: BASKET_STORAGE_KEY }));
    });
    expect(result.current).toBe('other-tab');
    act(() => {
      window.localStorage.removeItem(BASKET_STORAGE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: BASKET_STORAGE_KEY }));
    });
    expect(result.current).toBeNull();
  });
});
