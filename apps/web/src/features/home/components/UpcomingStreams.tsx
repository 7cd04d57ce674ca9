import { PAGE_SIZE } from '@marquee/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StreamCard } from '../../../components/listings/StreamCard';
import { useNearViewport } from '../../../components/use-near-viewport';
import { useUpcomingStreams } from '../api/get-upcoming-streams';
import { HomeListSection } from './HomeListSection';

/** The API pages at most 100 rows; stop offering more before a request would ask past that. */
const MAX_SHOWN = 90;

/** Upcoming streams (spec 1 §1, §9): the first 9, and 9 more with each "show more". */
export function UpcomingStreams() {
  const { t } = useTranslation();
  // Rendered and fetched once it is near the screen (see useNearViewport).
  const [sectionRef, near] = useNearViewport<HTMLElement>();
  const [shown, setShown] = useState<number>(PAGE_SIZE.homeStreams);
  const { data, isPending, isError, isFetching, refetch } = useUpcomingStreams(shown, near);
  const streams = data?.slice(0, shown);
  return (
    <HomeListSection
      sectionRef={sectionRef}
      id="upcoming-streams"
      title={t('HOME.UPCOMING_STREAMS')}
      items={streams}
      loading={isPending}
      error={isError}
      onRetry={() => void refetch()}
      emptyText={t('HOME.NO_STREAMS')}
      getKey={(stream) => stream._id}
      renderItem={(stream) => <StreamCard stream={stream} />}
      hasMore={(data?.length ?? 0) > shown && shown < MAX_SHOWN}
      onLoadMore={() => setShown((value) => value + PAGE_SIZE.homeStreams)}
      loadingMore={isFetching}
      loadMoreLabel={t('LISTINGS.SHOW_MORE')}
    />
  );
}
