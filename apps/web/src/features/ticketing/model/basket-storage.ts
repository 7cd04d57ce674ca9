import { useBrowserStore } from '../../../lib/ssr/use-hydrated';
import { readJson, writeItem } from '../../../lib/storage/web-storage';

/** Spec 2 §4/§9: the basket reference is kept locally with its issue time and dropped after 24 h. */
export const BASKET_STORAGE_KEY = 'marquee.basket';
export const BASKET_LOCAL_LIFETIME_MS = 86_400_000;
/** Same-tab writes; other tabs hear the browser's `storage` event. */
const BASKET_CHANGED_EVENT = 'marquee:basket-changed';

export interface StoredBasket {
  guid: string;
  /** Epoch ms when this browser got the guid. */
  issuedAt: number;
}

function isStoredBasket(value: unknown): value is StoredBasket {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<StoredBasket>;
  return typeof candidate.guid === 'string' && typeof candidate.issuedAt === 'number';
}

/** The stored basket, or null when none, malformed, or older than 24 h (then it is also forgotten). */
export function readStoredBasket(now: number = Date.now()): StoredBasket | null {
  const stored = readJson<unknown>('local', BASKET_STORAGE_KEY);
  if (!isStoredBasket(stored)) return null;
  if (now - stored.issuedAt >= BASKET_LOCAL_LIFETIME_MS) {
    writeItem('local', BASKET_STORAGE_KEY, null);
    return null;
  }
  return stored;
}

export function writeStoredBasket(basket: StoredBasket | null): void {
  writeItem('local', BASKET_STORAGE_KEY, basket ? JSON.stringify(basket) : null);
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(BASKET_CHANGED_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared all storage.
    if (event.key === null || event.key === BASKET_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(BASKET_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(BASKET_CHANGED_EVENT, onChange);
  };
}

const guidSnapshot = () => readStoredBasket()?.guid ?? null;

/** The basket guid of this browser, shared by all its tabs: a basket made in one tab appears in the others. */
export function useStoredBasketGuid(): string | null {
  return useBrowserStore(subscribe, guidSnapshot, () => null);
}
