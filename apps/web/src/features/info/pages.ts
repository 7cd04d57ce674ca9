// The feature's route pages as app/router.tsx loads them: each page is its own chunk, fetched on navigation.
export const loadComingSoonPage = () =>
  import('./routes/ComingSoonPage').then((m) => ({ Component: m.ComingSoonPage }));
