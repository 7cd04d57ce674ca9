import type { ArticleDetail } from '@marquee/contract';
// The index, as the other listings: importing its leaves apart would split the shared listing chunks finer.
import { ListingGrid, ProfileCard } from '../../../components/listings';

/** The profiles an article is about, as cards (the last section of the article page). */
export function ArticleProfiles({ profiles }: { profiles: ArticleDetail['Profiles'] }) {
  return (
    <ListingGrid
      items={profiles}
      getKey={(profile) => profile.Id}
      renderItem={(profile) => <ProfileCard profile={profile} />}
      emptyText=""
      minItemWidth={180}
    />
  );
}
