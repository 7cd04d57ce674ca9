// The feature's route pages as app/router.tsx loads them: each page is its own chunk, fetched on navigation.
export const loadEventDetailPage = () =>
  import('./routes/EventDetailPage').then((m) => ({ Component: m.EventDetailPage }));
