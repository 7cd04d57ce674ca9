import { escapeHtml, type FirstScreen } from './head';

/*
 * The event page's first screen (its picture, name, date and place), written into index.html by the server
 * so a phone paints it as soon as the HTML and CSS are in, instead of after the app's JavaScript ran: the
 * page's largest paint no longer waits for the bundle (Lighthouse mobile, docs/decisions.md). It is an
 * overlay with the page's own geometry (60 px header, 248 px sidebar from 62em, a 960 px container with
 * 32/16 px padding, a 2:1 picture), hidden from assistive tech, and the web app removes it in the same frame
 * it paints its own top section (apps/web/src/components/prerender.ts), so nothing shifts or flashes.
 */

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

/**
 * The stylesheets the page links, loaded without holding the first paint: they style the app, not the first
 * screen (its own inline style does), so the phone paints the picture and name as soon as the HTML is in.
 * `media="print"` makes the browser fetch them at once but not wait for them; onload switches them on. The
 * app waits for them (`data-first-screen` marks them, apps/web/src/components/prerender.ts) before it
 * renders, so nothing shows unstyled. A `<noscript>` keeps the page styled without JavaScript.
 */
function deferStylesheets(html: string): string {
  return html.replace(
    /<link\b([^>]*)\brel=(["'])stylesheet\2([^>]*)>/gi,
    (tag, before: string, _q, after: string) => {
      if (/\bmedia=/i.test(tag)) return tag;
      return `<link${before}rel="stylesheet"${after} media="print" data-first-screen onload="this.media='all'"><noscript>${tag}</noscript>`;
    },
  );
}

/**
 * Starts the app once the first screen's picture has painted (or failed, or after a second at most), not as
 * soon as its script is in: evaluating the bundle takes the phone's main thread for a while, and the picture
 * would paint only after it (the page's largest paint, Lighthouse's "render delay"). The script still
 * downloads at once (a modulepreload where its tag was); a second is the most the start waits.
 */
function startAfterPaint(src: string, waitForPicture: boolean): string {
  const url = JSON.stringify(src).replace(/</g, '\\u003c');
  return [
    '<script>(function(){var done=0;function start(){if(done++)return;',
    `var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=${url};document.head.appendChild(s)}`,
    // A hidden tab runs no animation frames: the timeout starts the app there.
    'function later(){requestAnimationFrame(function(){setTimeout(start,0)})}setTimeout(start,1000);',
    waitForPicture
      ? 'var img=document.querySelector("#prerender img");if(!img||img.complete)later();else{img.addEventListener("load",later);img.addEventListener("error",later)}'
      : 'later()',
    '})()</script>',
  ].join('');
}

/**
 * Puts the first screen before the app's root (and its style into the head); unchanged without a root. The
 * picture is asked for first thing in the head (a preload before the app's scripts and styles), so it does not
 * queue behind them.
 */
export function injectFirstScreen(html: string, screen: FirstScreen): string {
  const root = /<div id="root"><\/div>/i;
  if (!root.test(html) || !/<\/head>/i.test(html)) return html;
  // The app's entry script becomes a preload; an inline script after the first screen starts it.
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/i;
  let start = '';
  const withEntry = html.replace(entry, (_tag, src: string) => {
    start = startAfterPaint(src, screen.picture !== null);
    return `<link rel="modulepreload" crossorigin href="${src}">`;
  });
  // Function replacers: a `$&` inside an event name must stay literal text.
  const out = deferStylesheets(withEntry)
    .replace(/<\/head>/i, () => `  <style>${STYLE}</style>\n  </head>`)
    .replace(root, (tag) => `${renderFirstScreen(screen)}${tag}${start}`);
  return screen.picture ? injectImagePreloads(out, [screen.picture]) : out;
}

/**
 * `<link rel=preload as=image fetchpriority=high>` for each picture, first thing in the head (right after
 * the charset): the browser asks for them before the app's scripts and styles, and without waiting for the
 * main thread, which is busy evaluating the app when index.html's own early call could add them.
 */
export function injectImagePreloads(html: string, pictures: readonly string[]): string {
  if (pictures.length === 0) return html;
  const preloads = pictures
    .map((picture) => `<link rel="preload" as="image" href="${escapeHtml(picture)}" fetchpriority="high">`)
    .join('\n    ');
  const charset = /<meta\s+charset=[^>]*>/i;
  return charset.test(html)
    ? html.replace(charset, (tag) => `${tag}\n    ${preloads}`)
    : html.replace(/<head>/i, (tag) => `${tag}${preloads}`);
}
