import type { EmbeddedCodeView } from '@marquee/contract';
import type { EmbeddedCode } from '../../db/schema/documents';
import { sanitizeEmbedCode, sanitizeRichText, sortEmbeds, withEmbedIds } from '../profiles/profile-content';

/*
 * Stored HTML is sanitized when written, and sanitized again on the way out (defence in depth: demo data,
 * older rows, a future writer that forgets). DOMPurify on jsdom costs around a millisecond per call, far
 * too much for every event page view, so results are memoized by input — the same text always sanitizes
 * the same way. The memo is bounded; the oldest entry goes first.
 */
const MEMO_LIMIT = 2000;

function memoize(fn: (html: string) => string): (html: string) => string {
  const memo = new Map<string, string>();
  return (html) => {
    const hit = memo.get(html);
    if (hit !== undefined) return hit;
    const clean = fn(html);
    if (memo.size >= MEMO_LIMIT) {
      const oldest = memo.keys().next().value;
      if (oldest !== undefined) memo.delete(oldest);
    }
    memo.set(html, clean);
    return clean;
  };
}

export const safeRichText = memoize(sanitizeRichText);
export const safeEmbed = memoize(sanitizeEmbedCode);

/** Embedded codes in display order, sanitized; hidden ones only for the owner (`includeHidden`). */
export function presentEmbeds(
  ownerId: string,
  codes: readonly EmbeddedCode[],
  includeHidden: boolean,
): EmbeddedCodeView[] {
  return sortEmbeds(withEmbedIds(ownerId, codes))
    .filter((code) => includeHidden || !code.IsHidden)
    .map((code) => ({
      Id: code.Id,
      HtmlCode: safeEmbed(code.HtmlCode),
      IsHidden: code.IsHidden,
      OrderNumber: code.OrderNumber,
    }))
    .filter((code) => code.HtmlCode.length > 0);
}
