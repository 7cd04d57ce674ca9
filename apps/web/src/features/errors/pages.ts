// The feature's route pages as app/router.tsx loads them: each page is its own chunk, fetched on navigation.
export const loadErrorPage = () => import('./routes/ErrorPage').then((m) => ({ Component: m.ErrorPage }));
