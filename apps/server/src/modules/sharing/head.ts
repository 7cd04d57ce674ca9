import { LANGUAGES, type Language } from '@marquee/contract';

/** What a page's link preview says (spec 1 §5: share image 1200×630). */
export interface PageMeta {
  title: string;
  description: string;
  /** The path after the language segment, starting with '/' ('/' for home). */
  path: string;
  /** Absolute, or a path on this server; null → no image tags. */
  image: string | null;
  /** The image is a 1200×630 share image (dimensions are announced only then). */
  shareSized: boolean;
  type: 'website' | 'article' | 'profile' | 'video.other';
  publishedTime?: string;
  /** Pictures the app shows on its first screen (all events: the first cards): preloaded at high priority. */
  preloadImages?: string[];
}

export const SITE_NAME = 'Marquee';

const OG_LOCALE: Record<Language, string> = {
  en: 'en_GB',
  sk: 'sk_SK',
  cs: 'cs_CZ',
  de: 'de_DE',
  hu: 'hu_HU',
};

export const HOME_DESCRIPTION: Record<Language, string> = {
  en: 'Discover concerts, festivals, theatre and streams, and buy tickets in a few taps.',
  sk: 'Objavte koncerty, festivaly, divadlo a streamy a kúpte si vstupenky na pár ťuknutí.',
  cs: 'Objevte koncerty, festivaly, divadlo a streamy a kupte si vstupenky na pár klepnutí.',
  de: 'Entdecken Sie Konzerte, Festivals, Theater und Streams und kaufen Sie Tickets mit wenigen Klicks.',
  hu: 'Fedezz fel koncerteket, fesztiválokat, színházat és streameket, és vegyél jegyet pár koppintással.',
};

/** The all-events page's title (the web app's ROUTES.ALL_EVENTS). */
export const ALL_EVENTS_TITLE: Record<Language, string> = {
  en: 'All events',
  sk: 'Všetky podujatia',
  cs: 'Všechny akce',
  de: 'Alle Veranstaltungen',
  hu: 'Összes esemény',
};

/** Text and attribute values alike: nothing a name or description holds can end the tag or the head. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );
}

/** Whitespace collapsed, cut at a word near `max` characters with an ellipsis. */
export function summarize(text: string | null | undefined, max = 200): string {
  const flat = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${publicUrl.replace(/\/+$/, '')}/${pathOrUrl.replace(/^\/+/, '')}`;
}

export function pageUrl(publicUrl: string, language: Language, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/${language}${path}`;
}

/** The head tags of a page: title, description, canonical, hreflang alternates, Open Graph, Twitter card. */
export function renderHead(meta: PageMeta, language: Language, publicUrl: string): string {
  const title = meta.title === SITE_NAME ? SITE_NAME : `${meta.title} | ${SITE_NAME}`;
  const url = pageUrl(publicUrl, language, meta.path);
  const image = meta.image ? absoluteUrl(publicUrl, meta.image) : null;
  const tag = (name: string, attribute: 'name' | 'property', content: string) =>
    `<meta ${attribute}="${name}" content="${escapeHtml(content)}">`;
  const lines = [
    `<title>${escapeHtml(title)}</title>`,
    tag('description', 'name', meta.description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...LANGUAGES.map(
      (lang) =>
        `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(pageUrl(publicUrl, lang, meta.path))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(publicUrl, 'en', meta.path))}">`,
    tag('og:site_name', 'property', SITE_NAME),
    tag('og:type', 'property', meta.type),
    tag('og:title', 'property', meta.title),
    tag('og:description', 'property', meta.description),
    tag('og:url', 'property', url),
    tag('og:locale', 'property', OG_LOCALE[language]),
    ...(image ? [tag('og:image', 'property', image), tag('og:image:alt', 'property', meta.title)] : []),
    ...(image && meta.shareSized
      ? [tag('og:image:width', 'property', '1200'), tag('og:image:height', 'property', '630')]
      : []),
    ...(meta.publishedTime ? [tag('article:published_time', 'property', meta.publishedTime)] : []),
    tag('twitter:card', 'name', image && meta.shareSized ? 'summary_large_image' : 'summary'),
    tag('twitter:title', 'name', meta.title),
    tag('twitter:description', 'name', meta.description),
    ...(image ? [tag('twitter:image', 'name', image)] : []),
  ];
  return lines.join('\n    ');
}

/**
 * Puts the tags into the built index.html: its own <title> and description give way, <html lang> follows
 * the page. Works on a head-less document too (then a <head> is added).
 */
export function injectHead(html: string, head: string, language: Language): string {
  const out = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '')
    .replace(/<html([^>]*?)\slang=["'][^"']*["']/i, '<html$1')
    .replace(/<html([^>]*)>/i, `<html$1 lang="${language}">`);
  // Function replacers: a `$&` or `$1` inside an event name must stay literal text.
  if (/<\/head>/i.test(out)) return out.replace(/<\/head>/i, () => `    ${head}\n  </head>`);
  return out.replace(
    /<html([^>]*)>/i,
    (_match, attributes: string) => `<html${attributes}><head>${head}</head>`,
  );
}

/**
 * `<link rel=preload as=image fetchpriority=high>` for each picture, first thing in the head (right after
 * the charset): the browser asks for them before the app's scripts and styles.
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
