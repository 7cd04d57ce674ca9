import { DEFAULT_EMBED_OPTIONS, type EmbedKind, type EmbedLanguage, type EmbedOptions } from './embed';

// The buy-tickets embeds' addresses and snippet (issue 22; ./embed.ts has the rest). Only the embed's language
// loader and the embed-code generator use these, so they stay off the first load that ./embed.ts is on.

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
