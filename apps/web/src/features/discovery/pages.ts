// The feature's route pages as app/router.tsx loads them: each page is its own chunk, fetched on navigation.
export const loadAllEventsPage = () =>
  import('./routes/AllEventsPage').then((m) => ({ Component: m.AllEventsPage }));
