// The feature's route pages as app/router.tsx loads them: each page is its own chunk, fetched on navigation.
export const loadProfileDetailPage = () =>
  import('./routes/ProfileDetailPage').then((m) => ({ Component: m.ProfileDetailPage }));
