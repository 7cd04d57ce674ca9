import { Container, Stack, Text } from '@mantine/core';
import type { Profile } from '@marquee/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadFailed, NotFoundState, PageLoading, SafeHtml } from '../../../components/content';
import { loadSanitizer } from '../../../components/content/use-sanitizer';
import { EventCard } from '../../../components/listings';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useStagedReveal } from '../../../components/use-staged-reveal';
import { isApiRequestError } from '../../../lib/api/errors';
import { useLanguage } from '../../../lib/routing/hooks';
import { GoingButton } from '../../events';
import { useVisit } from '../../tracking';
import { useProfile, useReferralRead } from '../api/get-profile';
import { useProfileArticles } from '../api/get-profile-articles';
import { useProfileEventPages } from '../api/get-profile-event-pages';
import { useProfileFollows } from '../api/get-profile-follows';
import { useProfileStreams } from '../api/get-profile-streams';
import { useSupportedEvents } from '../api/get-supported-events';
import { PagedListSection } from '../components/PagedListSection';
import { ProfileHeader } from '../components/ProfileHeader';
import { ProfileRequestPanel } from '../components/ProfileRequestPanel';
import { ProfileSection } from '../components/ProfileSection';

// The profile's rich text needs the sanitizer: fetched with the page's data, not in its first load.
void loadSanitizer();

// Below the first screen (stages 2 and 3): a chunk requested when this module runs, with the profile.
const later = import('../components/ProfileLaterSections');
const ProfileLaterSections = lazy(() => later.then((m) => ({ default: m.ProfileLaterSections })));
const ExternalProviders = lazy(() => later.then((m) => ({ default: m.ExternalProviders })));

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

  if (profile.isPending) return <PageLoading />;
  if (campaign && profile.data && profile.data.Type !== 'CampaignProfile')
    return <NotFoundState title={t('PROFILE_PAGE.NOT_FOUND_TITLE')} message={t('PROFILE.NOT_FOUND')} />;
  if (profile.isError) {
    if (isApiRequestError(profile.error) && profile.error.status < 500)
      return <NotFoundState title={t('PROFILE_PAGE.NOT_FOUND_TITLE')} message={t('PROFILE.NOT_FOUND')} />;
    return <LoadFailed onRetry={() => void profile.refetch()} />;
  }
  // Keyed by id: a link from one profile to another starts the lists afresh.
  return <ProfileContent key={profile.data.Id} profile={profile.data} />;
}

function ProfileContent({ profile }: { profile: Profile }) {
  // Issue 22: the visit and the `?ref=` it came with belong to this profile.
  useVisit({ profileId: profile.Id });
  const { t } = useTranslation();
  const language = useLanguage();
  const upcoming = useProfileEventPages(profile, 'future');
  const past = useProfileEventPages(profile, 'past');
  const isMedia = profile.Type === 'MediaProfile';
  const supported = useSupportedEvents(profile.Id, false, isMedia);
  const streams = useProfileStreams(profile.Id);
  const articles = useProfileArticles(profile.Id);
  // Whom a fan follows is their own business; organizers' follows are part of their public face.
  const showFollows = profile.Type !== 'VisitorProfile' && profile.FollowingCount > 0;
  const follows = useProfileFollows(profile, showFollows);
  // Header, about and upcoming events first; the rest a paint later each (one commit of the whole page was
  // the profile's long task on a phone: Lighthouse mobile TBT ~550 ms).
  const stage = useStagedReveal(3);

  return (
    <Container size="lg" py="xl" data-testid="profile-detail" data-profile-id={profile.Id}>
      <Stack gap="xl">
        <ProfileHeader profile={profile} language={language} />
        <ProfileRequestPanel profile={profile} />
        {/* Issue 26: connected external accounts, a paint later (not part of the first screen's work). */}
        {stage >= 2 && profile.Type !== 'VisitorProfile' && (
          <Suspense fallback={null}>
            <ExternalProviders profile={profile} />
          </Suspense>
        )}

        {(profile.AboutRichText || profile.About) && (
          <ProfileSection id="profile-about" title={t('PROFILE.ABOUT')}>
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
          title={t('PROFILE.UPCOMING_EVENTS')}
          query={upcoming}
          getKey={(event) => event.Id}
          renderItem={(event, index) => (
            <Stack gap={6} h="100%" data-testid="profile-event">
              {/* The first card is on a phone's first screen under a short header: its picture is the largest paint. */}
              <EventCard event={event} priority={index === 0} />
              <GoingButton eventId={event.Id} eventName={event.ProfileName} size="xs" />
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
            <ProfileLaterSections
              profile={profile}
              stage={stage}
              streams={streams}
              past={past}
              articles={articles}
              follows={showFollows ? follows : null}
            />
          </Suspense>
        )}
      </Stack>
    </Container>
  );
}
