import { Text } from '@mantine/core';
import type { ProfileType } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { ProfileCard } from '../../../components/listings';
import { useProfileFollowers } from '../api/get-profile-followers';
import { PagedListSection } from './PagedListSection';

/**
 * Who follows the profile: artists, venues and organizers, newest first, paged. Fans are not listed (whom a
 * fan follows is private), which the note says so the list never looks short next to the follower count.
 */
export function ProfileFollowersSection({ profile }: { profile: { Id: string; Type: ProfileType } }) {
  const { t } = useTranslation();
  const followers = useProfileFollowers(profile);
  return (
    <PagedListSection
      id="profile-followers"
      title={t('PROFILE_PAGE.FOLLOWERS')}
      note={
        <Text size="sm" c="dimmed" mb="sm">
          {t('PROFILE_PAGE.FOLLOWERS_PRIVACY')}
        </Text>
      }
      query={followers}
      getKey={(follower) => follower.Profile.Id}
      renderItem={(follower) => <ProfileCard profile={follower.Profile} />}
      emptyText={t('PROFILE_PAGE.FOLLOWERS_EMPTY')}
      skeletonShape="round"
      minItemWidth={180}
    />
  );
}
