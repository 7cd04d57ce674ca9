/**
 * The sanitized HTML a server-rendered page (issue 25) carries in its rich-text elements, read once before
 * the browser hydrates, by each element's React id (`data-sanitized`, the same id on both sides). The
 * browser's first render shows exactly that, so the page hydrates without waiting for DOMPurify (~12 kB
 * gzip, fetched after hydration as on a client-rendered page), which then sanitizes it once more.
 */
export const SANITIZED_MARK = 'data-sanitized';

let captured: Map<string, string> | null = null;

export function captureServerHtml(root: ParentNode): void {
  captured = new Map();
  for (const element of root.querySelectorAll(`[${SANITIZED_MARK}]`)) {
    const key = element.getAttribute(SANITIZED_MARK);
    if (key) captured.set(key, element.innerHTML);
  }
}

/** Whether this page was rendered on the server (its rich text was captured before hydration). */
export function hasServerHtml(): boolean {
  return captured !== null;
}

/**
 * The server's HTML of one element. Only elements hydrated from the server's HTML have such ids (React
 * gives elements mounted later ids of another form), and they use it only while their text is still the
 * one they were rendered with.
 */
export function takeServerHtml(key: string): string | undefined {
  return captured?.get(key);
}
