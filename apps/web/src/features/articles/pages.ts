// The feature's route pages as app/router.tsx loads them: each page is its own chunk, fetched on navigation.
export const loadArticleDetailPage = () =>
  import('./routes/ArticleDetailPage').then((m) => ({ Component: m.ArticleDetailPage }));
export const loadAllArticlesPage = () =>
  import('./routes/AllArticlesPage').then((m) => ({ Component: m.AllArticlesPage }));
