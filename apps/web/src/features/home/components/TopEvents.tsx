import { useTranslation } from 'react-i18next';
import { EventCard } from '../../../components/listings/EventCard';
import { useNearViewport } from '../../../components/use-near-viewport';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { useTopEvents } from '../api/get-top-events';
import { HomeListSection } from './HomeListSection';

/** Top events (spec 1 §1, §9: 9 on home): the first page of upcoming published events. */
export function TopEvents() {
  const { t } = useTranslation();
  // Rendered and fetched once it is near the screen (see useNearViewport).
  const [sectionRef, near] = useNearViewport<HTMLElement>();
  const language = useLanguage();
  const { data, isPending, isError, refetch } = useTopEvents(near);
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
