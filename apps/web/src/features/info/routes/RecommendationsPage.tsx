import { Button, Container, Stack, Text, Title } from '@mantine/core';
import type { RecommendedEvent } from '@marquee/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { EventCard, ListingGrid } from '../../../components/listings';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { getActiveProfile } from '../../../lib/storage/session';
import { useRecommendations } from '../api/get-recommendations';

function reasonText(t: TFunction, item: RecommendedEvent): string {
  if (item.Reason === 'FOLLOWED') return t('PAGES.RECOMMENDATIONS.REASON_FOLLOWED', { name: item.Via ?? '' });
  if (item.Reason === 'LIKE_GOING') return t('PAGES.RECOMMENDATIONS.REASON_LIKE_GOING');
  return t('PAGES.RECOMMENDATIONS.REASON_GENRE');
}

/**
 * dashboard.recommendations (spec 1 §2, the fan zone's "recommended events"): upcoming events for the active
 * profile from whom it follows, what it is going to and its genres, each with the reason it is here.
 */
export function RecommendationsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('ROUTES.DASHBOARD_RECOMMENDATIONS'));
  const recommendations = useRecommendations(getActiveProfile()?.Id ?? null);
  const items = recommendations.data?.pages.flat();
  const empty = !recommendations.isPending && !recommendations.isError && items?.length === 0;

  return (
    <Container size="lg" py="xl" data-testid="recommendations-page">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('ROUTES.DASHBOARD_RECOMMENDATIONS')}</Title>
          <Text c="dimmed" mt="xs">
            {t('PAGES.RECOMMENDATIONS.INTRO')}
          </Text>
        </div>
        {empty ? (
          <EmptyState
            action={
              <Button component={Link} to={hrefTo('all-events', language)} mt="sm">
                {t('PAGES.RECOMMENDATIONS.BROWSE')}
              </Button>
            }
          >
            <strong>{t('PAGES.RECOMMENDATIONS.EMPTY_TITLE')}</strong>
            <br />
            {t('PAGES.RECOMMENDATIONS.EMPTY_TEXT')}
          </EmptyState>
        ) : (
          <ListingGrid
            items={items}
            getKey={(item) => item.Event.Id}
            renderItem={(item, index) => (
              <Stack gap={4} h="100%" data-testid="recommendation" data-reason={item.Reason}>
                <EventCard event={item.Event} headingOrder={2} priority={index < 3} />
                <Text size="sm" c="dimmed">
                  {reasonText(t, item)}
                </Text>
              </Stack>
            )}
            loading={recommendations.isPending}
            error={recommendations.isError}
            onRetry={() => void recommendations.refetch()}
            emptyText={t('PAGES.RECOMMENDATIONS.EMPTY_TITLE')}
            hasMore={recommendations.hasNextPage}
            onLoadMore={() => void recommendations.fetchNextPage()}
            loadingMore={recommendations.isFetchingNextPage}
          />
        )}
      </Stack>
    </Container>
  );
}
