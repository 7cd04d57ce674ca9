import type { Profile } from '@marquee/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmbeddedCodes, TagGroups } from '../../../components/content';
import { ArticleCard, EventCard, ProfileCard, StreamCard } from '../../../components/listings';
import { PinMap } from '../../../components/map';
import { useLanguage } from '../../../lib/routing/hooks';
import { profileArticlesQuery, useProfileArticles } from '../api/get-profile-articles';
import { profileEventPagesQuery, useProfileEventPages } from '../api/get-profile-event-pages';
import { profileFollowsQuery, useProfileFollows } from '../api/get-profile-follows';
import { profileStreamsQuery, useProfileStreams } from '../api/get-profile-streams';
import { ContactList } from './ContactList';
import { MerchSection } from './MerchSection';
import { PagedListSection } from './PagedListSection';
import { ProfileFollowersSection } from './ProfileFollowersSection';
import { ProfileLineupSection } from './ProfileLineupSection';
import { ProfileSection } from './ProfileSection';
import { ProfileTagsSection } from './ProfileTagsSection';

export { ExternalProviders } from './ExternalProviders';

const PLACE_TYPES = new Set(['BuildingProfile', 'FestivalProfile']);

// Whom a fan follows is their own business; organizers' follows are part of their public face.
const showsFollows = (profile: Profile) => profile.Type !== 'VisitorProfile' && profile.FollowingCount > 0;

/**
 * The lists below the first screen, requested as soon as this chunk is there (ProfileDetailPage calls it
 * when it mounts), not when their sections render a paint or two later.
 */
export function prefetchProfileLists(queryClient: QueryClient, profile: Profile) {
  void queryClient.prefetchInfiniteQuery(profileStreamsQuery(profile.Id));
  void queryClient.prefetchInfiniteQuery(profileEventPagesQuery(profile, 'past'));
  void queryClient.prefetchInfiniteQuery(profileArticlesQuery(profile.Id));
  if (showsFollows(profile)) void queryClient.prefetchInfiniteQuery(profileFollowsQuery(profile));
}

/*
 * Each list subscribes to its own query in its own component: a query's answer re-renders only its list.
 * (Answers re-render at once, in one task: with all four queries in the parent, each answer rebuilt every
 * section below the first screen, four long tasks on a phone.)
 */
function StreamsList({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  return (
    <PagedListSection
      id="profile-streams"
      title={t('PROFILE_PAGE.STREAMS')}
      query={useProfileStreams(profile.Id)}
      getKey={(stream) => stream._id}
      renderItem={(stream) => <StreamCard stream={stream} />}
      emptyText=""
      hideWhenEmpty
    />
  );
}

function PastEventsList({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  return (
    <PagedListSection
      id="profile-past-events"
      title={t('PROFILE_PAGE.PAST_EVENTS')}
      query={useProfileEventPages(profile, 'past')}
      getKey={(event) => event.Id}
      renderItem={(event) => <EventCard event={event} />}
      emptyText=""
      hideWhenEmpty
    />
  );
}

function ArticlesList({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  return (
    <PagedListSection
      id="profile-articles"
      title={t('PROFILE_PAGE.ARTICLES')}
      query={useProfileArticles(profile.Id)}
      getKey={(article) => article.Id}
      renderItem={(article) => <ArticleCard article={article} />}
      emptyText=""
      hideWhenEmpty
      minItemWidth={280}
    />
  );
}

function FollowsList({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  return (
    <PagedListSection
      id="profile-follows"
      title={t('PROFILE_PAGE.FOLLOWS')}
      query={useProfileFollows(profile, true)}
      getKey={(follow) => follow.Id}
      renderItem={(follow) => <ProfileCard profile={follow.Reference} />}
      emptyText=""
      hideWhenEmpty
      skeletonShape="round"
      minItemWidth={180}
    />
  );
}

/**
 * The profile page below its first screen (stages 2 and 3 of its staged reveal): a chunk of its own, which
 * ProfileDetailPage requests when it runs (with the profile, not after it), with the lists' queries (their
 * calls start when the chunk is there: prefetchProfileLists).
 */
export function ProfileLaterSections({ profile, stage }: { profile: Profile; stage: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const contacts = profile.Contacts.filter((contact) => !contact.Private);
  const lonLat = PLACE_TYPES.has(profile.Type) ? profile.LonLat : null;
  return (
    <>
      <ProfileLineupSection profile={profile} />
      <StreamsList profile={profile} />
      <PastEventsList profile={profile} />
      <ArticlesList profile={profile} />
      {stage >= 3 && (
        <>
          <MerchSection profileId={profile.Id} />
          {showsFollows(profile) && <FollowsList profile={profile} />}
          <ProfileFollowersSection profile={profile} />

          <TagGroups
            genres={profile.Categories}
            language={language}
            genresTitle={t('PROFILE_PAGE.GENRES')}
            keywordsTitle=""
          />
          <ProfileTagsSection profile={profile} />
          {contacts.length > 0 && (
            <ProfileSection id="profile-contacts" title={t('PROFILE_PAGE.CONTACTS')}>
              <ContactList contacts={contacts} />
            </ProfileSection>
          )}
          {profile.EmbeddedCodes.some((code) => !code.IsHidden) && (
            <ProfileSection id="profile-embeds" title={t('PROFILE_PAGE.EMBEDS')}>
              <EmbeddedCodes codes={profile.EmbeddedCodes} frameTitle={t('CONTENT.EMBED_FRAME')} />
            </ProfileSection>
          )}
          {lonLat && (
            <ProfileSection id="profile-map" title={t('PROFILE_PAGE.MAP')}>
              <PinMap lat={lonLat.Lat} lon={lonLat.Lon} label={profile.ProfileName} />
            </ProfileSection>
          )}
        </>
      )}
    </>
  );
}
