// The feature's route pages as app/router.tsx loads them: each page is its own chunk, fetched on navigation.
export const loadHomePage = () => import('./routes/HomePage').then((m) => ({ Component: m.HomePage }));
