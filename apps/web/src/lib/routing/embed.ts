/**
 * The buy-tickets embeds (issue 22): `/{lang}/embed/event/{id}` and `/{lang}/embed/stream/{id}`, framed by
 * organizers' own sites. They live outside the `/:lang` route tree (app/router.tsx): their languages are the
 * five interface languages plus hr (spec 1 §9, spec 3 §9), they have no shell, and only they may be framed by
 * other sites (the server's EMBED_PATHS). Documented for organizers in docs/embedding.md.
 *
 * This module is on every visitor's first load (the theme and i18n setup read it): the embed's addresses and
 * the snippet an organizer pastes live in ./embed-links.ts, with the embed's and the generator's chunks.
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
