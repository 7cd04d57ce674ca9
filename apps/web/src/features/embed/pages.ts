import { type LoaderFunctionArgs, redirect } from 'react-router';
import { ensureEmbedTexts } from '../../components/embed/texts';
import { ensureLanguage } from '../../i18n/setup';
import { isEmbedLanguage } from '../../lib/routing/embed';
import { embedHrefInEnglish } from '../../lib/routing/embed-links';

// The buy-tickets embeds' pages (issue 22), loaded by app/embed-routes.tsx through import(): this module, the
// pages, the language loader and the embed texts' loaders stay off every visitor's first load.

/**
 * `/{lang}/embed/…` speaks en, sk, cs, de, hu and hr (spec 1 §9); any other language is answered in English
 * with the rest of the address kept (theme, options, the id). The embed's texts load with the language.
 */
export async function embedLanguageLoader({ params, request }: LoaderFunctionArgs): Promise<null> {
  if (!isEmbedLanguage(params.lang)) {
    const url = new URL(request.url);
    throw redirect(embedHrefInEnglish(url.pathname, `${url.search}${url.hash}`));
  }
  // hr's catalogues and the embed's texts register with this chunk, then the language loads.
  await ensureEmbedTexts();
  await ensureLanguage(params.lang);
  return null;
}

export const loadEmbedEventPage = () =>
  import('./routes/EmbedEventPage').then((m) => ({ Component: m.EmbedEventPage }));
export const loadEmbedStreamPage = () =>
  import('./routes/EmbedStreamPage').then((m) => ({ Component: m.EmbedStreamPage }));
export const loadEmbedNotFoundPage = () =>
  import('./routes/EmbedNotFoundPage').then((m) => ({
    Component: m.EmbedNotFoundPage,
    ErrorBoundary: m.EmbedNotFoundPage,
  }));
