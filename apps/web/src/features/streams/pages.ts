// The feature's route pages as app/router.tsx loads them: each page is its own chunk, fetched on navigation.
export const loadStreamDetailPage = () =>
  import('./routes/StreamDetailPage').then((m) => ({ Component: m.StreamDetailPage }));
