import { escapeHtml } from './head';

/**
 * The event page's first screen (its picture, name, date and place), written into index.html by the server
 * so a phone paints it as soon as the HTML and CSS are in, instead of after the app's JavaScript ran: the
 * page's largest paint no longer waits for the bundle (Lighthouse mobile, docs/decisions.md). It is an
 * overlay with the page's own geometry (60 px header, 248 px sidebar from 62em, a 960 px container with
 * 32/16 px padding, a 2:1 picture), hidden from assistive tech, and the web app removes it in the same frame
 * it paints its own top section (apps/web/src/components/prerender.ts), so nothing shifts or flashes.
 */
export interface FirstScreen {
  title: string;
  /** Null when the page shows no picture (past events, none set). */
  picture: string | null;
  /** Date and place lines, already formatted in the page's language and the event's zone. */
  lines: string[];
}

// Mantine's body colours in each scheme; the inline script in index.html sets the attribute before <body>.
const STYLE = [
  '#prerender{position:absolute;top:0;left:0;right:0;z-index:1000;min-height:100vh;background:#fff;color:#000;',
  'font-family:Inter,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif}',
  '[data-mantine-color-scheme=dark] #prerender{background:#242424;color:#c9c9c9}',
  '#prerender *{box-sizing:border-box}',
  '#prerender .pr-body{max-width:1440px;margin:0 auto;padding-top:60px}',
  '@media (min-width:62em){#prerender .pr-body{padding-left:248px}}',
  '#prerender .pr-main{max-width:960px;margin:0 auto;padding:32px 16px;display:flex;flex-direction:column;gap:16px}',
  '#prerender img{display:block;width:100%;height:auto;aspect-ratio:2/1;object-fit:cover;border-radius:8px}',
  '#prerender h1{margin:0;font-size:34px;line-height:1.3;font-weight:750}',
  '#prerender p{margin:0;font-size:16px;line-height:1.55}',
].join('');

export function renderFirstScreen(screen: FirstScreen): string {
  const picture = screen.picture
    ? `<img src="${escapeHtml(screen.picture)}" alt="" width="1200" height="600" fetchpriority="high">`
    : '';
  const lines = screen.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  return `<div id="prerender" aria-hidden="true"><div class="pr-body"><div class="pr-main">${picture}<h1>${escapeHtml(screen.title)}</h1>${lines}</div></div></div>`;
}

/** Puts the first screen before the app's root (and its style into the head); unchanged without a root. */
export function injectFirstScreen(html: string, screen: FirstScreen): string {
  const root = /<div id="root"><\/div>/i;
  if (!root.test(html) || !/<\/head>/i.test(html)) return html;
  // Function replacers: a `$&` inside an event name must stay literal text.
  return html
    .replace(/<\/head>/i, () => `  <style>${STYLE}</style>\n  </head>`)
    .replace(root, (tag) => `${renderFirstScreen(screen)}${tag}`);
}
