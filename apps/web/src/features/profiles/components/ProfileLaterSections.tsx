import type { Profile } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { EmbeddedCodes, TagGroups } from '../../../components/content';
import { ArticleCard, EventCard, ProfileCard, StreamCard } from '../../../components/listings';
import { PinMap } from '../../../components/map';
import { useLanguage } from '../../../lib/routing/hooks';
import type { useProfileArticles } from '../api/get-profile-articles';
import type { useProfileEventPages } from '../api/get-profile-event-pages';
import type { useProfileFollows } from '../api/get-profile-follows';
import type { useProfileStreams } from '../api/get-profile-streams';
import { ContactList } from './ContactList';
import { MerchSection } from './MerchSection';
import { PagedListSection } from './PagedListSection';
import { ProfileFollowersSection } from './ProfileFollowersSection';
import { ProfileLineupSection } from './ProfileLineupSection';
import { ProfileSection } from './ProfileSection';
import { ProfileTagsSection } from './ProfileTagsSection';

export { ExternalProviders } from './ExternalProviders';

const PLACE_TYPES = new Set(['BuildingProfile', 'FestivalProfile']);

/**
 * The profile page below its first screen (stages 2 and 3 of its staged reveal): a chunk of its own, which
 * ProfileDetailPage requests when it runs (with the profile, not after it). The lists' queries start in the
 * page, so their calls do not wait for this chunk.
 */
export function ProfileLaterSections({
  profile,
  stage,
  streams,
  past,
  articles,
  follows,
}: {
  profile: Profile;
  stage: number;
  streams: ReturnType<typeof useProfileStreams>;
  past: ReturnType<typeof useProfileEventPages>;
  articles: ReturnType<typeof useProfileArticles>;
  /** Null when the profile's follows are not shown (a fan's, or none). */
  follows: ReturnType<typeof useProfileFollows> | null;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const contacts = profile.Contacts.filter((contact) => !contact.Private);
  const lonLat = PLACE_TYPES.has(profile.Type) ? profile.LonLat : null;
  return (
    <>
      <ProfileLineupSection profile={profile} />
      <PagedListSection
        id="profile-streams"
        title={t('PROFILE_PAGE.STREAMS')}
        query={streams}
        getKey={(stream) => stream._id}
        renderItem={(stream) => <StreamCard stream={stream} />}
        emptyText=""
        hideWhenEmpty
      />
      <PagedListSection
        id="profile-past-events"
        title={t('PROFILE_PAGE.PAST_EVENTS')}
        query={past}
        getKey={(event) => event.Id}
        renderItem={(event) => <EventCard event={event} />}
        emptyText=""
        hideWhenEmpty
      />
      <PagedListSection
        id="profile-articles"
        title={t('PROFILE_PAGE.ARTICLES')}
        query={articles}
        getKey={(article) => article.Id}
        renderItem={(article) => <ArticleCard article={article} />}
        emptyText=""
        hideWhenEmpty
        minItemWidth={280}
      />
      {stage >= 3 && (
        <>
          <MerchSection profileId={profile.Id} />
          {follows && (
            <PagedListSection
              id="profile-follows"
              title={t('PROFILE_PAGE.FOLLOWS')}
              query={follows}
              getKey={(follow) => follow.Id}
              renderItem={(follow) => <ProfileCard profile={follow.Reference} />}
              emptyText=""
              hideWhenEmpty
              skeletonShape="round"
              minItemWidth={180}
            />
          )}
          <ProfileFollowersSection profile={profile} />

          <TagGroups
            genres={profile.Categories}
            language={language}
            genresTitle={t('PROFILE.GENRES')}
            keywordsTitle=""
          />
          <ProfileTagsSection profile={profile} />
          {contacts.length > 0 && (
            <ProfileSection id="profile-contacts" title={t('PROFILE.CONTACTS')}>
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
