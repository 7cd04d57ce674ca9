/**
 * localStorage/sessionStorage access that never throws: Safari private mode, disabled storage and
 * quota errors must not break rendering, they only lose the remembered value.
 *
 * Where the browser refuses storage altogether — a buy-tickets embed on another site in a browser that
 * blocks third-party storage (Chromium with third-party cookies blocked throws SecurityError on
 * `localStorage`), issue 22 — values live in memory for the page's life instead: the embed keeps its
 * basket and session through the purchase without any cookie or storage.
 */
type Area = 'local' | 'session';

class MemoryStorage {
  private readonly values = new Map<string, string>();
  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.values.set(key, String(value));
  }
  removeItem(key: string): void {
    this.values.delete(key);
  }
}

const memory: Record<Area, MemoryStorage> = { local: new MemoryStorage(), session: new MemoryStorage() };

function area(which: Area): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch (error) {
    // Refused by the browser (not merely missing, as outside a browser): remember in memory.
    return (error as { name?: unknown } | null)?.name === 'SecurityError' ? memory[which] : null;
  }
}

export function readItem(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(which: Area, key: string, value: string | null): void {
  try {
    const storage = area(which);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Storage full or blocked: the preference is simply not remembered.
  }
}

export function readJson<T>(which: Area, key: string): T | null {
  const raw = readItem(which, key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
