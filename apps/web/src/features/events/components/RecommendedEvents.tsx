import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EventCard, ListingGrid } from '../../../components/listings';
import { useNearViewport } from '../../../components/use-near-viewport';
import { useRecommendedEvents } from '../api/get-recommended-events';
import { recommendedToShow } from '../model/section-rules';

/** Spec 1 §2 / §9: up to 9 recommended events (13 fetched, this event and duplicates removed). */
export function RecommendedEvents({ currentId }: { currentId: string }) {
  const { t } = useTranslation();
  // Loads when the section comes near: the page's own content gets the network first.
  const [ref, near] = useNearViewport<HTMLElement>(600);
  const query = useRecommendedEvents(near);
  const events = query.data ? recommendedToShow(query.data, currentId) : undefined;
  if (query.isSuccess && events?.length === 0) return null;
  return (
    <section ref={ref} aria-labelledby="recommended-title" data-testid="recommended-events">
      <Title order={2} size="h3" id="recommended-title" mb="sm">
        {t('EVENT_DETAIL.RECOMMENDED.TITLE')}
      </Title>
      <ListingGrid
        items={events}
        getKey={(event) => event.Id}
        renderItem={(event) => <EventCard event={event} />}
        loading={!query.isSuccess && !query.isError}
        skeletons={3}
        error={query.isError}
        onRetry={() => void query.refetch()}
        emptyText={t('LISTINGS.NO_EVENTS')}
        aria-labelledby="recommended-title"
      />
    </section>
  );
}
