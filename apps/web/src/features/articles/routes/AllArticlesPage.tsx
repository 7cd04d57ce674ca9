import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ArticleCard, ListingGrid } from '../../../components/listings';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useArticles } from '../api/get-articles';

/** All articles (spec 1 §2): newest first, 20 per page with "load more" (§9). */
export function AllArticlesPage() {
  const { t } = useTranslation();
  const articles = useArticles();
  useDocumentTitle(t('ARTICLES.TITLE'));
  const items = articles.data?.pages.flat();
  return (
    <Container size="lg" py="xl" data-testid="all-articles">
      <Title order={1} mb="lg" id="all-articles-title">
        {t('ARTICLES.TITLE')}
      </Title>
      <ListingGrid
        items={items}
        getKey={(article) => article.Id}
        renderItem={(article) => <ArticleCard article={article} headingOrder={2} />}
        loading={articles.isPending}
        skeletons={6}
        emptyText={t('ARTICLES.EMPTY')}
        error={articles.isError}
        onRetry={() => void articles.refetch()}
        hasMore={articles.hasNextPage}
        onLoadMore={() => void articles.fetchNextPage()}
        loadingMore={articles.isFetchingNextPage}
        minItemWidth={280}
        aria-labelledby="all-articles-title"
      />
    </Container>
  );
}
