import type { Genre } from '@marquee/contract';
import { CATEGORY_TABS, type CategoryTab } from '@marquee/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api/errors';
import type { SsrData } from '../../lib/ssr/page-data';
import { categoriesQuery } from '../discovery';
import { categoryArticlesQuery } from './api/get-category-articles';
import { categoryEventsQuery } from './api/get-category-events';
import { categoryProfilesQuery } from './api/get-category-profiles';

/** A failed query leaves the cache: the hydrating browser starts it pending, so the server renders it so. */
function dropIfFailed(queryClient: QueryClient, queryKey: QueryKey): void {
  if (queryClient.getQueryState(queryKey)?.status === 'error')
    queryClient.removeQueries({ queryKey, exact: true });
}

async function genreTree(queryClient: QueryClient): Promise<Genre[] | undefined> {
  const categories = categoriesQuery();
  await queryClient.prefetchQuery(categories);
  dropIfFailed(queryClient, categories.queryKey);
  return queryClient.getQueryData(categories.queryKey);
}

/** The about page ends with links to the top genres' pages (CategoryLinks): in the HTML too. */
export const ssrAboutData: SsrData = async ({ queryClient }) => {
  await genreTree(queryClient);
};

const sameSlug = (genre: Genre, slug: string) => genre.Slug.toLowerCase() === slug.toLowerCase();

/**
 * A category page: the genre tree (the slug names a top genre or a sub genre) and the first page of the
 * URL's tab (events unless `tab` says otherwise), with the page's own query options (CategoryPage.tsx). A
 * slug that is no genre is the 404 page; without the tree the page renders loading, as the browser would.
 */
export const ssrCategoryData: SsrData = async ({ queryClient, params, url }) => {
  const tree = await genreTree(queryClient);
  if (!tree) return;
  const slug = params.pageName ?? '';
  const genre =
    tree.find((top) => sameSlug(top, slug)) ??
    tree.flatMap((top) => top.Subgenres).find((sub) => sameSlug(sub, slug));
  if (!genre) throw new ApiRequestError(404, { Code: 'NOT_FOUND', Message: 'No such category' });

  const requested = url.searchParams.get('tab');
  const tab: CategoryTab = CATEGORY_TABS.includes(requested as CategoryTab)
    ? (requested as CategoryTab)
    : 'events';
  const events = categoryEventsQuery(genre.Id);
  await queryClient.prefetchInfiniteQuery(events);
  dropIfFailed(queryClient, events.queryKey);
  if (tab === 'profiles') {
    const profiles = categoryProfilesQuery(genre.Slug);
    await queryClient.prefetchInfiniteQuery(profiles);
    dropIfFailed(queryClient, profiles.queryKey);
  } else if (tab === 'articles') {
    const articles = categoryArticlesQuery(genre.Slug);
    await queryClient.prefetchInfiniteQuery(articles);
    dropIfFailed(queryClient, articles.queryKey);
  }
};
