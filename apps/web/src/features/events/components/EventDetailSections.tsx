import type { EventDetail } from '@marquee/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PurchaseSection } from '../../ticketing/components/PurchaseSection';
import { showPerformanceSelector, showPurchaseSection } from '../model/event-rules';
import { PURCHASE_ANCHOR_ID } from '../model/scroll-to-purchase';
import { AboutSection } from './AboutSection';
import { EventMapSection } from './EventMapSection';
import classes from './event-detail.module.css';
import { LineupSection } from './LineupSection';
import { MovieInfoSection } from './MovieInfoSection';
import { OrganizerSection } from './OrganizerSection';
import { PerformanceSelector } from './PerformanceSelector';
import { RecommendedEvents } from './RecommendedEvents';
import { StreamPromoCard } from './StreamPromoCard';
import { TagsSection } from './TagsSection';

// The sanitizer (DOMPurify) loads only for events that embed players or posts.
const EmbeddedCodes = lazy(() =>
  import('../../../components/content/EmbeddedCodes').then((m) => ({ default: m.EmbeddedCodes })),
);

/** Everything below the top section, in the order of spec 1 §2. */
export function EventDetailSections({ event, sp }: { event: EventDetail; sp: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      <StreamPromoCard event={event} />
      {showPerformanceSelector(event, sp) && <PerformanceSelector event={event} />}
      {showPurchaseSection(event) && (
        <div id={PURCHASE_ANCHOR_ID} tabIndex={-1} className={classes.purchase}>
          <PurchaseSection event={event} />
        </div>
      )}
      {event.MovieInfo && <MovieInfoSection movieInfo={event.MovieInfo} />}
      {event.Lineup.length > 0 && <LineupSection event={event} />}
      <TagsSection event={event} />
      <AboutSection event={event} />
      <OrganizerSection event={event} />
      {event.EmbeddedCodes.length > 0 && (
        <section aria-label={t('EVENT_DETAIL.EMBEDS.TITLE')}>
          <Suspense fallback={null}>
            <EmbeddedCodes codes={event.EmbeddedCodes} frameTitle={t('EVENT_DETAIL.EMBEDS.FRAME')} />
          </Suspense>
        </section>
      )}
      <EventMapSection event={event} />
      <RecommendedEvents currentId={event.Id} />
    </>
  );
}
