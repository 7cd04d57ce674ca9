import { ensureEmbedTexts } from '../../components/embed/texts';

// The buy-tickets embeds' pages (issue 22), loaded by app/embed-routes.tsx through import(): this module, the
// pages and the embed texts' loaders stay off every visitor's first load.
export const prepareEmbedTexts = ensureEmbedTexts;
export const loadEmbedEventPage = () =>
  import('./routes/EmbedEventPage').then((m) => ({ Component: m.EmbedEventPage }));
export const loadEmbedStreamPage = () =>
  import('./routes/EmbedStreamPage').then((m) => ({ Component: m.EmbedStreamPage }));
export const loadEmbedNotFoundPage = () =>
  import('./routes/EmbedNotFoundPage').then((m) => ({
    Component: m.EmbedNotFoundPage,
    ErrorBoundary: m.EmbedNotFoundPage,
  }));
