import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../app/hooks';
import { hrefTo } from '../../../app/routes';
import { EventCard } from '../../../components/listings/EventCard';
import { useNearViewport } from '../../../components/use-near-viewport';
import { useUpcomingEvents } from '../api/search-events';
import { HomeListSection } from './HomeListSection';

/** Top events (spec 1 §1, §9: 9 on home): the first page of upcoming published events. */
export function TopEvents() {
  const { t } = useTranslation();
  // Rendered and fetched once it is near the screen (see useNearViewport).
  const [sectionRef, near] = useNearViewport<HTMLElement>();
  const language = useLanguage();
  const { data, isPending, isError, refetch } = useUpcomingEvents(near);
  return (
    <HomeListSection
      sectionRef={sectionRef}
      id="top-events"
      title={t('HOME.TOP_EVENTS')}
      items={data}
      loading={isPending}
      error={isError}
      onRetry={() => void refetch()}
      emptyText={t('LISTINGS.NO_EVENTS')}
      getKey={(event) => event.Id}
      renderItem={(event) => <EventCard event={event} />}
      more={{ href: hrefTo('all-events', language), label: t('HOME.SHOW_ALL_EVENTS') }}
    />
  );
}
