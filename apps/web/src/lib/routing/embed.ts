/**
 * The buy-tickets embeds (issue 22): `/{lang}/embed/event/{id}` and `/{lang}/embed/stream/{id}`, framed by
 * organizers' own sites. They live outside the `/:lang` route tree (app/router.tsx): their languages are the
 * five interface languages plus hr (spec 1 §9, spec 3 §9), they have no shell, and only they may be framed by
 * other sites (the server's EMBED_PATHS). Documented for organizers in docs/embedding.md.
 */
/**
 * The contract's EMBED_LANGUAGES, spelled out: that module carries zod schemas, and this list is on the first
 * load (the theme and i18n setup read it). embed.test.ts keeps the two equal.
 */
export const EMBED_LANGUAGES = ['en', 'sk', 'cs', 'de', 'hu', 'hr'] as const;
export type EmbedLanguage = (typeof EMBED_LANGUAGES)[number];
export type EmbedKind = 'event' | 'stream';
export type EmbedTheme = 'light' | 'dark';

export const EMBED_ROUTE_PATHS: Record<EmbedKind, string> = {
  event: 'event/:id',
  stream: 'stream/:id',
};

export interface EmbedOptions {
  theme: EmbedTheme;
  /** The page's background stays transparent: the host page shows through. */
  transparent: boolean;
  /** The event's (stream's) name above the form. */
  showTitle: boolean;
}

export const DEFAULT_EMBED_OPTIONS: EmbedOptions = { theme: 'light', transparent: false, showTitle: true };

export function isEmbedLanguage(value: unknown): value is EmbedLanguage {
  return typeof value === 'string' && (EMBED_LANGUAGES as readonly string[]).includes(value);
}

/** `/hr/embed/event/x` (any first segment): the path of an embed, whatever language it names. */
export function isEmbedPathname(pathname: string): boolean {
  return /^\/[^/]+\/embed(?:\/|$)/.test(pathname);
}

const flag = (value: string | null, fallback: boolean) =>
  value === null ? fallback : !/^(?:false|0|no|off)$/i.test(value.trim());

/** The options of an embed's query; unknown or missing values take the defaults (a bad value never fails). */
export function readEmbedOptions(search: URLSearchParams): EmbedOptions {
  const theme = search.get('theme');
  return {
    theme: theme === 'dark' || theme === 'light' ? theme : DEFAULT_EMBED_OPTIONS.theme,
    transparent: flag(search.get('transparent'), DEFAULT_EMBED_OPTIONS.transparent),
    showTitle: flag(search.get('showTitle'), DEFAULT_EMBED_OPTIONS.showTitle),
  };
}

/** The embed's address: `/hr/embed/event/luky?theme=dark&transparent=true&showTitle=false`. */
export function embedHref(
  kind: EmbedKind,
  language: EmbedLanguage,
  id: string,
  options: EmbedOptions = DEFAULT_EMBED_OPTIONS,
): string {
  const query = new URLSearchParams({
    theme: options.theme,
    transparent: String(options.transparent),
    showTitle: String(options.showTitle),
  });
  return `/${language}/embed/${kind}/${encodeURIComponent(id)}?${query}`;
}

/** An unknown language becomes en, with the rest of the address kept (`/xx/embed/event/5?theme=dark`). */
export function embedHrefInEnglish(pathname: string, search: string): string {
  const [, , ...rest] = pathname.split('/');
  return `/en/${rest.join('/')}${search}`;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The snippet an organizer pastes into their site. With a transparent background the iframe carries the
 * theme's `color-scheme`: a browser paints an opaque canvas behind a framed page whose color scheme differs
 * from its iframe element's, which would hide the host page behind a dark embed.
 */
export function buildEmbedSnippet(args: {
  origin: string;
  kind: EmbedKind;
  id: string;
  title: string;
  language: EmbedLanguage;
  options: EmbedOptions;
}): string {
  const src = `${args.origin.replace(/\/+$/, '')}${embedHref(args.kind, args.language, args.id, args.options)}`;
  const style = ['border:0', 'width:100%', 'max-width:100%'];
  if (args.options.transparent) style.push('background:transparent', `color-scheme:${args.options.theme}`);
  return `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(args.title)}" height="640" style="${style.join(';')}" loading="lazy" allow="payment; clipboard-write"></iframe>`;
}
