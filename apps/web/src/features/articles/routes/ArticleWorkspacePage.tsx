import { useRouteName } from '../../../lib/routing/hooks';
import { ArticleEditorPage } from './ArticleEditorPage';
import { MyArticlesPage } from './MyArticlesPage';

/**
 * The blogger's three routes share one entry in the router (each route table entry is first-load bytes of
 * every visitor): the dashboard list, or the editor for article-create and article-edit.
 */
export function ArticleWorkspacePage() {
  return useRouteName() === 'dashboard.articles' ? <MyArticlesPage /> : <ArticleEditorPage />;
}
