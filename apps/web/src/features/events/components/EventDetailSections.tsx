import type { EventDetail } from '@marquee/contract';
import { lazy, Suspense, startTransition, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearViewport } from '../../../components/use-near-viewport';
import { useStagedReveal } from '../../../components/use-staged-reveal';
import { PurchaseSection } from '../../ticketing';
import { useEventTracking, useVisit } from '../../tracking';
import { showPurchaseSection } from '../model/event-rules';
import { PURCHASE_ANCHOR_ID } from '../model/scroll-to-purchase';
import { showPerformanceSelector } from '../model/section-rules';
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

/** Embedded players and posts: their frames (and the sanitizer) only once the section nears the screen. */
function EmbedsSection({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const [ref, near] = useNearViewport<HTMLElement>(400);
  return (
    <section ref={ref} aria-label={t('EVENT_DETAIL.EMBEDS.TITLE')} className={classes.embeds}>
      {near && (
        <Suspense fallback={null}>
          <EmbeddedCodes codes={event.EmbeddedCodes} frameTitle={t('EVENT_DETAIL.EMBEDS.FRAME')} />
        </Suspense>
      )}
    </section>
  );
}

/** The longest the sections below the buy form wait for it (a slow prices call must not hide them). */
const PURCHASE_WAIT_MS = 4000;

/**
 * Whether the sections below the buy form may render: once the form shows its first real stage (or at
 * the latest after PURCHASE_WAIT_MS). The form grows from nothing to its stage while it loads; anything
 * already painted below it would be pushed down (layout shift, CLS), so nothing is painted below it yet.
 */
function useBelowPurchaseForm(hasForm: boolean) {
  const [settled, setSettled] = useState(!hasForm);
  // A transition: the sections below are a long render (lineup, about, organizer, map), and the form
  // settles from a layout effect, whose plain updates React renders at once in one task (Lighthouse TBT).
  const onSettled = useCallback(() => startTransition(() => setSettled(true)), []);
  useEffect(() => {
    if (settled) return;
    const timer = setTimeout(onSettled, PURCHASE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [settled, onSettled]);
  return { ready: settled, onSettled };
}

/**
 * Everything below the top section, in the order of spec 1 §2. The purchase part (the target of "Get
 * tickets") renders with the top section; the rest follows in two later commits, after the first screen
 * has been painted (useStagedReveal), so no single task builds the whole page.
 */
export function EventDetailSections({ event, sp }: { event: EventDetail; sp: string | null }) {
  // Issue 22 (in this second chunk, off the first paint): the visit and its `?ref=`, the event's pixels.
  useVisit({ eventId: event.Id });
  useEventTracking(event);
  const stage = useStagedReveal(3);
  const belowForm = useBelowPurchaseForm(
    showPurchaseSection(event) && !event.VisibilitySettings.HidePurchaseForm,
  );
  return (
    <>
      <StreamPromoCard event={event} />
      {showPerformanceSelector(event, sp) && <PerformanceSelector event={event} />}
      {showPurchaseSection(event) && (
        <div id={PURCHASE_ANCHOR_ID} tabIndex={-1} className={classes.purchase}>
          <PurchaseSection event={event} onSettled={belowForm.onSettled} />
        </div>
      )}
      {stage >= 2 && belowForm.ready && (
        <>
          {event.MovieInfo && <MovieInfoSection movieInfo={event.MovieInfo} />}
          {event.Lineup.length > 0 && <LineupSection event={event} />}
          <TagsSection event={event} />
          <AboutSection event={event} />
        </>
      )}
      {stage >= 3 && belowForm.ready && (
        <>
          <OrganizerSection event={event} />
          {event.EmbeddedCodes.length > 0 && <EmbedsSection event={event} />}
          <EventMapSection event={event} />
          <RecommendedEvents currentId={event.Id} />
        </>
      )}
    </>
  );
}
