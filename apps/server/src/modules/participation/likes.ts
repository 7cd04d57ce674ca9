import { MAX_LIKES_READ } from '@marquee/contract';
import { AppError } from '../../plugins/errors';

/** One liked item as a Graph-style provider answers it (`{ data: [{ id, name, category }], paging: { next } }`). */
export interface Like {
  name: string;
  category: string | null;
}

/** Pages followed at most, whatever the provider's page size (bounds the time a 10,000-like fan costs). */
const MAX_PAGES = 40;
const PAGE_TIMEOUT_MS = 10_000;
const MAX_NAME_LENGTH = 200;

/**
 * Reads the likes the provider answers for `token`, page by page (paging.next, only on the likes URL's own
 * origin), stopping at MAX_LIKES_READ items or MAX_PAGES pages. Throws SOCIAL_LOGIN.FAIL when the provider
 * refuses the token, SERVICE_UNAVAILABLE when it cannot be reached or answers nonsense.
 */
export async function readLikes(
  likesUrl: string,
  token: string,
  fetchImpl: typeof fetch = fetch,
): Promise<{ likes: Like[]; truncated: boolean }> {
  const origin = new URL(likesUrl).origin;
  const likes: Like[] = [];
  let next: string | null = likesUrl;
  for (let page = 0; next && page < MAX_PAGES; page++) {
    const response: Response = await fetchImpl(next, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(PAGE_TIMEOUT_MS),
    }).catch(() => {
      throw new AppError('SERVICE_UNAVAILABLE', 'The provider is not reachable.');
    });
    if (response.status === 400 || response.status === 401 || response.status === 403)
      throw new AppError('SOCIAL_LOGIN.FAIL', 'The provider refused the token.');
    if (!response.ok) throw new AppError('SERVICE_UNAVAILABLE', `The provider answered ${response.status}.`);
    const body = (await response.json().catch(() => null)) as {
      data?: unknown;
      paging?: { next?: unknown };
    } | null;
    if (!body || !Array.isArray(body.data))
      throw new AppError('SERVICE_UNAVAILABLE', 'The provider answered no likes list.');
    for (const item of body.data) {
      if (likes.length >= MAX_LIKES_READ) return { likes, truncated: true };
      const { name, category } = (item ?? {}) as { name?: unknown; category?: unknown };
      if (typeof name !== 'string' || name.length === 0 || name.length > MAX_NAME_LENGTH) continue;
      likes.push({ name, category: typeof category === 'string' ? category : null });
    }
    const candidate = typeof body.paging?.next === 'string' ? body.paging.next : null;
    next = null;
    if (candidate) {
      const url = URL.canParse(candidate) ? new URL(candidate) : null;
      // Never follow the provider's answer to another host (it would receive the fan's token).
      if (url?.origin === origin) next = url.toString();
    }
    if (next && likes.length >= MAX_LIKES_READ) return { likes, truncated: true };
  }
  return { likes, truncated: next !== null };
}
