// The feature's route pages as app/router.tsx loads them: each page is its own chunk, fetched on navigation.
// The stream page's own texts (a lazy part) load in parallel with its chunk; app/router.tsx adds `content`.
export const loadStreamDetailPage = () =>
  Promise.all([
    import('./routes/StreamDetailPage'),
    import('./page-texts').then((m) => m.ensureStreamPageTexts()),
  ]).then(([m]) => ({ Component: m.StreamDetailPage }));
