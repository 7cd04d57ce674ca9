import { useTranslation } from 'react-i18next';
import { ProfileCard } from '../../../components/listings/ProfileCard';
import { useNearViewport } from '../../../components/use-near-viewport';
import { useLastFollowed } from '../api/get-last-followed';
import { HomeListSection } from './HomeListSection';

/** Profiles people followed most recently (spec 1 §1; 5 on home, spec 1 §7). */
export function LastFollowedProfiles() {
  const { t } = useTranslation();
  // Rendered and fetched once it is near the screen (see useNearViewport).
  const [sectionRef, near] = useNearViewport<HTMLElement>();
  const { data, isPending, isError, refetch } = useLastFollowed(near);
  return (
    <HomeListSection
      sectionRef={sectionRef}
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
