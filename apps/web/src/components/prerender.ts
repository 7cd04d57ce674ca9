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

/**
 * Resolves once the stylesheets the server let load without holding the first screen's paint
 * (`link[data-first-screen]`, first-screen.ts) are in, failed or not, so the app never paints unstyled.
 * Resolves at once on any other page.
 */
export function firstScreenStyles(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const pending = Array.from(document.querySelectorAll<HTMLLinkElement>('link[data-first-screen]')).filter(
    (link) => !link.sheet,
  );
  return Promise.all(
    pending.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}
