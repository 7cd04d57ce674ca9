import { ensureArticleEditorTexts } from './texts';

// The blogger's workspace pages, loaded through app/workspace-pages.ts: their import() calls (and the
// preload lists Vite attaches to them) stay off every visitor's first load. Code and texts arrive together.
const withTexts =
  <T>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), ensureArticleEditorTexts()]).then(([page]) => page);

/** article-create, article-edit and dashboard.articles: one page module picks by the route. */
export const loadArticleWorkspacePage = withTexts(() =>
  import('./routes/ArticleWorkspacePage').then((m) => m.ArticleWorkspacePage),
);
