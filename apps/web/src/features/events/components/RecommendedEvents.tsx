import { Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EventCard, ListingGrid } from '../../../components/listings';
import { useRecommendedEvents } from '../api/get-recommended-events';
import { recommendedToShow } from '../model/event-rules';

/** Loads when the section comes near: the page's own content gets the network first. */
function useNearViewport() {
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '600px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/** Spec 1 §2 / §9: up to 9 recommended events (13 fetched, this event and duplicates removed). */
export function RecommendedEvents({ currentId }: { currentId: string }) {
  const { t } = useTranslation();
  const { ref, near } = useNearViewport();
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
