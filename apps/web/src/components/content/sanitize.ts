import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/*
 * The server sanitizes stored HTML on the way in and out; the browser does it once more before anything
 * reaches innerHTML (defence in depth: a proxy, an older server, a writer that forgot). The rules mirror the
 * server's (apps/server/src/modules/profiles/profile-content.ts).
 */

/**
 * The browser's DOMPurify; on the server (issue 25) one bound to a server-side DOM, given by
 * entry-server.tsx, so server-rendered pages carry their rich text sanitized by the same rules.
 */
let purify: Purifier = DOMPurify;
export function setPurifier(instance: Purifier): void {
  purify = instance;
}

const RICH_TEXT = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
};

const EMBED = {
  ADD_TAGS: ['iframe'],
  ADD_ATTR: ['allow', 'allowfullscreen', 'frameborder', 'scrolling', 'loading', 'referrerpolicy', 'target'],
  FORBID_TAGS: ['script', 'style', 'form', 'input', 'button', 'object', 'embed', 'base', 'meta', 'link'],
};

/**
 * Players embedded from other sites keep scripts and their own origin (they need both) but may not navigate
 * the product's page away or open dialogs over it.
 */
const IFRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation allow-forms';

function serialize(fragment: DocumentFragment): string {
  const box = fragment.ownerDocument.createElement('div');
  box.append(fragment);
  return box.innerHTML;
}

/** Links leave the product in a new tab without handing it a window reference. */
function hardenLinks(fragment: DocumentFragment): void {
  for (const link of fragment.querySelectorAll('a[href]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer nofollow');
  }
}

/** Formatting only: paragraphs, lists, emphasis, links. */
export function sanitizeRichText(html: string): string {
  const fragment = purify.sanitize(html, { ...RICH_TEXT, RETURN_DOM_FRAGMENT: true });
  hardenLinks(fragment);
  return serialize(fragment);
}

/**
 * An embed code (players, maps, social posts): iframes are sandboxed, load lazily and get a title when
 * they have none (every frame needs an accessible name).
 */
export function sanitizeEmbed(html: string, fallbackTitle: string): string {
  const fragment = purify.sanitize(html, { ...EMBED, RETURN_DOM_FRAGMENT: true });
  hardenLinks(fragment);
  for (const frame of fragment.querySelectorAll('iframe')) {
    frame.setAttribute('sandbox', IFRAME_SANDBOX);
    frame.setAttribute('loading', 'lazy');
    if (!frame.getAttribute('title')?.trim()) frame.setAttribute('title', fallbackTitle);
  }
  return serialize(fragment);
}
