import '@mantine/core/styles/Skeleton.css';
import { Container, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiRequestError } from '../../../lib/api/errors';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { useHydrated } from '../../../lib/ssr/use-hydrated';
import { useEvent } from '../api/get-event';
import { EventTopSection } from '../components/EventTopSection';
import { scrollToPurchase } from '../model/scroll-to-purchase';

/*
 * The top section (a phone's first screen) is in this chunk, which the server renders and links with the
 * page (issue 25). The sections below the fold are a second chunk, requested when this module runs (in
 * parallel with hydration, not after it), so they never hold up the first paint.
 */
const sections = import('../components/EventDetailSections');
const EventDetailSections = lazy(() => sections.then((m) => ({ default: m.EventDetailSections })));

/**
 * The page's shape while the event loads: as tall as the screen, so the footer below does not jump when
 * the content arrives (layout shift), with the top section's outline where it will appear.
 */
function EventDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl" mih="100dvh" aria-busy="true" data-testid="event-loading">
      <VisuallyHidden role="status">{t('COMMON.LOADING')}</VisuallyHidden>
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
  // The server renders the top section (the first screen); the sections below, the buy form first, are the
  // visitor's (their basket, their session) and render once the browser has hydrated it.
  const hydrated = useHydrated();
  useDocumentTitle(event.data?.ProfileName ?? t('ROUTES.EVENT_DETAIL'));

  if (event.isPending) return <EventDetailSkeleton />;
  if (event.isError) {
    if (isApiRequestError(event.error) && event.error.status === 404)
      return <Navigate to={hrefTo('error', language, { code: 404 })} replace />;
    return (
      <Container size="md" py="xl">
        <EmptyState>{t('DEFAULT_ERROR.MESSAGE')}</EmptyState>
      </Container>
    );
  }
  return (
    // As tall as the screen: the footer stays below the fold while the sections arrive (no layout shift).
    <Container size="md" py="xl" mih="100dvh" data-testid="event-detail" data-event-id={event.data.Id}>
      <Stack gap="xl">
        <EventTopSection event={event.data} onGetTickets={scrollToPurchase} />
        {hydrated && (
          <Suspense fallback={null}>
            <EventDetailSections key={event.data.Id} event={event.data} sp={params.get('sp')} />
          </Suspense>
        )}
      </Stack>
    </Container>
  );
}
