import type { Genre } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
// The index, as the other listings: importing its leaves apart would split the shared listing chunks finer.
import { ArticleCard, ListingGrid, ProfileCard } from '../../../components/listings';
import { useCategoryArticles } from '../api/get-category-articles';
import { useCategoryProfiles } from '../api/get-category-profiles';

/** The category page's profiles tab: the genre's profiles, most followed first. */
export function CategoryProfilesPanel({ genre }: { genre: Genre }) {
  const { t } = useTranslation();
  const profiles = useCategoryProfiles(genre.Slug, true);
  return (
    <ListingGrid
      items={profiles.data?.pages.flat()}
      getKey={(profile) => profile.Id}
      renderItem={(profile) => <ProfileCard profile={profile} headingOrder={2} />}
      loading={profiles.isPending}
      skeletonShape="round"
      minItemWidth={180}
      error={profiles.isError}
      onRetry={() => void profiles.refetch()}
      emptyText={t('LISTINGS.NO_PROFILES')}
      hasMore={profiles.hasNextPage}
      onLoadMore={() => void profiles.fetchNextPage()}
      loadingMore={profiles.isFetchingNextPage}
    />
  );
}

/** The category page's articles tab: the genre's published articles, newest first. */
export function CategoryArticlesPanel({ genre }: { genre: Genre }) {
  const { t } = useTranslation();
  const articles = useCategoryArticles(genre.Slug, true);
  return (
    <ListingGrid
      items={articles.data?.pages.flat()}
      getKey={(article) => article.Id}
      renderItem={(article) => <ArticleCard article={article} headingOrder={2} />}
      loading={articles.isPending}
      error={articles.isError}
      onRetry={() => void articles.refetch()}
      emptyText={t('PAGES.CATEGORY.NO_ARTICLES')}
      hasMore={articles.hasNextPage}
      onLoadMore={() => void articles.fetchNextPage()}
      loadingMore={articles.isFetchingNextPage}
    />
  );
}
