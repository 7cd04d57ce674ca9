/**
 * The server paints an event page's first screen into index.html (#prerender, apps/server
 * modules/sharing/first-screen.ts) so a phone shows it before this app's JavaScript has run. It is an
 * overlay above #root; the page removes it in the same frame it paints its own top section (a layout
 * effect), and the shell removes it on any navigation or failure, so it never covers a live page.
 */
export function dismissPrerender(): void {
  if (typeof document === 'undefined') return;
  document.getElementById('prerender')?.remove();
}
