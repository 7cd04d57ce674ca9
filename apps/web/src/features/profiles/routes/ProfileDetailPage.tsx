import { Container, Stack, Text } from '@mantine/core';
import type { Profile } from '@marquee/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { SafeHtml } from '../../../components/content/SafeHtml';
import { preloadSanitizer } from '../../../components/content/use-sanitizer';
import { EventCard } from '../../../components/listings/EventCard';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useStagedReveal } from '../../../components/use-staged-reveal';
import { isApiRequestError } from '../../../lib/api/errors';
import { inOwnTask } from '../../../lib/own-task';
import { useLanguage } from '../../../lib/routing/hooks';
import { useProfile, useReferralRead } from '../api/get-profile';
import { useProfileEventPages } from '../api/get-profile-event-pages';
import { useSupportedEvents } from '../api/get-supported-events';
import { DeferredGoingButton } from '../components/DeferredGoingButton';
import { deferred } from '../components/deferred';
import { PagedListSection } from '../components/PagedListSection';
import { ProfileHeader } from '../components/ProfileHeader';
import { ProfileSection } from '../components/ProfileSection';
import { hasShowRequest } from '../components/show-request';

// The profile's rich text needs the sanitizer: fetched with the page's data, not in its first load.
preloadSanitizer();

// Below the first screen (stages 2 and 3): a chunk requested when this module runs, with the profile.
const later = import('../components/ProfileLaterSections');
const ProfileLaterSections = lazy(() => later.then((m) => ({ default: m.ProfileLaterSections })));
const ExternalProviders = lazy(() => later.then((m) => ({ default: m.ExternalProviders })));

// Issue 22: the visit (and the `?ref=` it came with) is recorded once the page has hydrated; the tracking
// code is a chunk of its own, off the first load.
const ProfileVisit = deferred(() => import('../components/ProfileVisit').then((m) => m.ProfileVisit));

// A show request's panel (`?request-in-venue&request-in-city`, a fan's link): its code loads only for such
// an address, once the page has hydrated (the server's anonymous render leaves it out).
const ProfileRequestPanel = deferred(
  () => import('../components/ProfileRequestPanel').then((m) => m.ProfileRequestPanel),
  false,
);

// What a server-rendered profile never shows (the server answers a 404 page itself): client-side loading,
// not found and failure, chunks requested when this module runs.
const pageStates = import('./page-states');
const PageLoading = lazy(() => pageStates.then((m) => ({ default: m.PageLoading })));
const NotFoundState = lazy(() => pageStates.then((m) => ({ default: m.NotFoundState })));
const LoadFailed = lazy(() => pageStates.then((m) => ({ default: m.LoadFailed })));

/**
 * The public profile (spec 1 §2 profile-detail, `/{lang}/{id or nickname}`): header with follow, a show
 * request from the URL, about, upcoming and past events (paged), performers coming up, supported events of
 * media, streams, articles, whom it follows, its followers, genres, public contacts, embeds and, for venues,
 * a map.
 */
export function ProfileDetailPage() {
  const { t } = useTranslation();
  // campaign-detail (`/campaign/:name`) shows a campaign profile's page; other profiles are not campaigns.
  const { id, name } = useParams();
  const campaign = name !== undefined;
  const key = name ?? id ?? '';
  const profile = useProfile(key);
  // Server-rendered, the profile was read without this visit's referral: read once more with it.
  useReferralRead(key, profile.isSuccess);
  const fallbackTitle = t(campaign ? 'ROUTES.CAMPAIGN_DETAIL' : 'ROUTES.PROFILE_DETAIL');
  useDocumentTitle(profile.data?.ProfileName ?? fallbackTitle);

  const notFound = (
    <Suspense fallback={null}>
      <NotFoundState title={t('PROFILE_PAGE.NOT_FOUND_TITLE')} message={t('PROFILE_PAGE.NOT_FOUND')} />
    </Suspense>
  );
  if (profile.isPending)
    return (
      <Suspense fallback={null}>
        <PageLoading />
      </Suspense>
    );
  if (campaign && profile.data && profile.data.Type !== 'CampaignProfile') return notFound;
  if (profile.isError) {
    if (isApiRequestError(profile.error) && profile.error.status < 500) return notFound;
    return (
      <Suspense fallback={null}>
        <LoadFailed onRetry={() => void profile.refetch()} />
      </Suspense>
    );
  }
  // Keyed by id: a link from one profile to another starts the lists afresh.
  return <ProfileContent key={profile.data.Id} profile={profile.data} />;
}

function ProfileContent({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [search] = useSearchParams();
  const upcoming = useProfileEventPages(profile, 'future');
  const isMedia = profile.Type === 'MediaProfile';
  const supported = useSupportedEvents(profile.Id, false, isMedia);
  // The lists below the first screen start as soon as their chunk is there (requested when this module ran).
  const queryClient = useQueryClient();
  useEffect(
    () =>
      inOwnTask(() => {
        later.then((m) => m.prefetchProfileLists(queryClient, profile)).catch(() => {});
      }),
    [queryClient, profile],
  );
  // Header, about and upcoming events first; the rest a paint later each (one commit of the whole page was
  // the profile's long task on a phone: Lighthouse mobile TBT ~550 ms).
  const stage = useStagedReveal(3);

  return (
    <Container size="lg" py="xl" data-testid="profile-detail" data-profile-id={profile.Id}>
      <Stack gap="xl">
        <ProfileVisit profileId={profile.Id} placeholder={() => null} />
        <ProfileHeader profile={profile} language={language} />
        {hasShowRequest(search) && <ProfileRequestPanel profile={profile} placeholder={() => null} />}
        {/* Issue 26: connected external accounts, a paint later (not part of the first screen's work). */}
        {stage >= 2 && profile.Type !== 'VisitorProfile' && (
          <Suspense fallback={null}>
            <ExternalProviders profile={profile} />
          </Suspense>
        )}

        {(profile.AboutRichText || profile.About) && (
          <ProfileSection id="profile-about" title={t('PROFILE_PAGE.ABOUT')}>
            {profile.AboutRichText ? (
              // Sanitized on the server too (entry-server.tsx): the about text is in the page's HTML.
              <SafeHtml html={profile.AboutRichText} data-testid="profile-about-text" />
            ) : (
              <Text style={{ whiteSpace: 'pre-line' }}>{profile.About}</Text>
            )}
          </ProfileSection>
        )}

        <PagedListSection
          id="profile-events"
          title={t('PROFILE_PAGE.UPCOMING_EVENTS')}
          query={upcoming}
          getKey={(event) => event.Id}
          renderItem={(event, index) => (
            <Stack gap={6} h="100%" data-testid="profile-event">
              {/* The first card is on a phone's first screen under a short header: its picture is the largest paint. */}
              <EventCard event={event} priority={index === 0} />
              <DeferredGoingButton eventId={event.Id} eventName={event.ProfileName} size="xs" />
            </Stack>
          )}
          emptyText={t('LISTINGS.NO_EVENTS')}
        />
        {isMedia && (
          <PagedListSection
            id="profile-supported"
            title={t('PROFILE_PAGE.SUPPORTED_EVENTS')}
            query={supported}
            getKey={(event) => event.Id}
            renderItem={(event) => <EventCard event={event} />}
            emptyText={t('LISTINGS.NO_EVENTS')}
            hideWhenEmpty
          />
        )}
        {stage >= 2 && (
          <Suspense fallback={null}>
            <ProfileLaterSections profile={profile} stage={stage} />
          </Suspense>
        )}
      </Stack>
    </Container>
  );
}
