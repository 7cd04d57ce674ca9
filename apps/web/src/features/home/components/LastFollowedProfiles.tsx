import { useTranslation } from 'react-i18next';
import { ProfileCard } from '../../../components/listings/ProfileCard';
import { useLastFollowed } from '../api/get-last-followed';
import { HomeListSection } from './HomeListSection';

/** Profiles people followed most recently (spec 1 §1; 5 on home, spec 1 §7). */
export function LastFollowedProfiles() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useLastFollowed();
  return (
    <HomeListSection
      id="last-followed"
      title={t('HOME.LAST_FOLLOWED')}
      items={data}
      loading={isPending}
      error={isError}
      onRetry={() => void refetch()}
      emptyText={t('LISTINGS.NO_PROFILES')}
      getKey={(profile) => profile.Id}
      renderItem={(profile) => <ProfileCard profile={profile} />}
      skeletonShape="round"
      skeletons={5}
      minItemWidth={160}
    />
  );
}
