// The buy-tickets embeds' pages (issue 22) as app/embed-routes.tsx loads them: each its own chunk.
export const loadEmbedEventPage = () =>
  import('./routes/EmbedEventPage').then((m) => ({ Component: m.EmbedEventPage }));
export const loadEmbedStreamPage = () =>
  import('./routes/EmbedStreamPage').then((m) => ({ Component: m.EmbedStreamPage }));
export const loadEmbedNotFoundPage = () =>
  import('./routes/EmbedNotFoundPage').then((m) => ({
    Component: m.EmbedNotFoundPage,
    ErrorBoundary: m.EmbedNotFoundPage,
  }));
