import { Container, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import type { EventDetail } from '@marquee/contract';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useLanguage } from '../../../app/hooks';
import { hrefTo } from '../../../app/routes';
import { EmbeddedCodes } from '../../../components/content/EmbeddedCodes';
import { EmptyState } from '../../../components/EmptyState';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiRequestError } from '../../../lib/api/errors';
import { PurchaseSection } from '../../ticketing/components/PurchaseSection';
import { useEvent } from '../api/get-event';
import { AboutSection } from '../components/AboutSection';
import { EventMapSection } from '../components/EventMapSection';
import { EventTopSection } from '../components/EventTopSection';
import classes from '../components/event-detail.module.css';
import { LineupSection } from '../components/LineupSection';
import { MovieInfoSection } from '../components/MovieInfoSection';
import { OrganizerSection } from '../components/OrganizerSection';
import { PerformanceSelector } from '../components/PerformanceSelector';
import { RecommendedEvents } from '../components/RecommendedEvents';
import { StreamPromoCard } from '../components/StreamPromoCard';
import { TagsSection } from '../components/TagsSection';
import { SCROLL_OFFSET, showPerformanceSelector, showPurchaseSection } from '../model/event-rules';

/**
 * The page's shape while the event loads: as tall as the screen, so the footer below does not jump when
 * the content arrives (layout shift), with the top section's outline where it will appear.
 */
function EventDetailSkeleton({ label }: { label: string }) {
  return (
    <Container size="md" py="xl" mih="100dvh" aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <Stack gap="md" aria-hidden="true">
        <Skeleton radius="md" style={{ aspectRatio: '2 / 1', height: 'auto' }} />
        <Skeleton height={36} width="70%" />
        <Skeleton height={18} width="50%" />
        <Skeleton height={18} width="60%" />
        <Skeleton height={36} width="80%" />
      </Stack>
    </Container>
  );
}

/** The element "Get tickets" scrolls to. */
export const PURCHASE_ANCHOR_ID = 'event-purchase';

function EventDetailContent({ event, sp }: { event: EventDetail; sp: string | null }) {
  const { t } = useTranslation();
  const purchase = useRef<HTMLDivElement>(null);

  const scrollToPurchase = useCallback(() => {
    const target = purchase.current;
    if (!target) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const top = target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET;
    window.scrollTo({ top, behavior: reduceMotion ? 'auto' : 'smooth' });
    // Keyboard and screen-reader users continue from the form, not from the button.
    target.focus({ preventScroll: true });
  }, []);

  return (
    <Container size="md" py="xl" data-testid="event-detail" data-event-id={event.Id}>
      <Stack gap="xl">
        <EventTopSection event={event} onGetTickets={scrollToPurchase} />
        <StreamPromoCard event={event} />
        {showPerformanceSelector(event, sp) && <PerformanceSelector event={event} />}
        {showPurchaseSection(event) && (
          <div id={PURCHASE_ANCHOR_ID} ref={purchase} tabIndex={-1} className={classes.purchase}>
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
            <EmbeddedCodes codes={event.EmbeddedCodes} frameTitle={t('EVENT_DETAIL.EMBEDS.FRAME')} />
          </section>
        )}
        <EventMapSection event={event} />
        <RecommendedEvents currentId={event.Id} />
      </Stack>
    </Container>
  );
}

/**
 * Event detail (spec 1 §2 event-detail, `/:lang/events/:id?sp&FromIosApp`). Unknown ids (and drafts, for
 * anyone but their author) go to the 404 error page, which leads home.
 */
export function EventDetailPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const event = useEvent(id);
  useDocumentTitle(event.data?.ProfileName ?? t('ROUTES.EVENT_DETAIL'));

  if (event.isPending) return <EventDetailSkeleton label={t('COMMON.LOADING')} />;
  if (event.isError) {
    if (isApiRequestError(event.error) && event.error.status === 404)
      return <Navigate to={hrefTo('error', language, { code: 404 })} replace />;
    return (
      <Container size="md" py="xl">
        <EmptyState>{t('DEFAULT_ERROR.MESSAGE')}</EmptyState>
      </Container>
    );
  }
  return <EventDetailContent key={event.data.Id} event={event.data} sp={params.get('sp')} />;
}
