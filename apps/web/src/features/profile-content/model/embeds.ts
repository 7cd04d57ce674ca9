import type { EmbeddedCodeView } from '@marquee/contract';

/** Whether the code holds a script the server will strip (spec 3 §5), so the editor can say so. */
export function hasScript(html: string): boolean {
  return /<\s*script\b/i.test(html);
}

/** Display order: OrderNumber, then the list position (the server sorts the same way). */
export function sortByOrder(codes: readonly EmbeddedCodeView[]): EmbeddedCodeView[] {
  return codes
    .map((code, index) => ({ code, index }))
    .sort((a, b) => a.code.OrderNumber - b.code.OrderNumber || a.index - b.index)
    .map(({ code }) => code);
}

/**
 * The list after moving the code at `index` by `delta` (−1 up, +1 down), numbered 0…n−1 so the saved
 * order is exactly what the user sees. Null when the move would leave the list.
 */
export function moveCode(
  codes: readonly EmbeddedCodeView[],
  index: number,
  delta: -1 | 1,
): EmbeddedCodeView[] | null {
  const target = index + delta;
  const moving = codes[index];
  if (!moving || target < 0 || target >= codes.length) return null;
  const next = codes.filter((_, i) => i !== index);
  next.splice(target, 0, moving);
  return next.map((code, order) => ({ ...code, OrderNumber: order }));
}
