/**
 * Anonymous HTML of the server-rendered pages, kept for a few seconds per address (language included, as
 * the first path segment), so an on-sale's landing crowd is served without rendering every request.
 * Personal parts (going, follow, basket) are never in it: the server renders for an anonymous visitor and
 * the browser fills them in after hydration. A write to what the pages show clears it (pages.plugin.ts);
 * with several processes each has its own, so another process's copy is at most `ttlMs` old.
 */
export interface CachedPage {
  status: number;
  html: string;
}

export class PageCache {
  private readonly pages = new Map<string, { page: CachedPage; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string, now = Date.now()): CachedPage | null {
    const hit = this.pages.get(key);
    if (!hit) return null;
    if (hit.expires <= now) {
      this.pages.delete(key);
      return null;
    }
    return hit.page;
  }

  set(key: string, page: CachedPage, now = Date.now()): void {
    if (!this.enabled) return;
    // Oldest first out: a Map iterates in insertion order.
    if (this.pages.size >= this.maxEntries) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
    this.pages.delete(key);
    this.pages.set(key, { page, expires: now + this.ttlMs });
  }

  clear(): void {
    this.pages.clear();
  }
}
