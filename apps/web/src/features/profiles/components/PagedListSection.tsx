import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListingGrid } from '../../../components/listings/ListingGrid';
import { ProfileSection } from './ProfileSection';

interface PagedListSectionProps<T> {
  id: string;
  title: string;
  query: UseInfiniteQueryResult<InfiniteData<T[], unknown>>;
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  emptyText: string;
  /** Optional lists (past events, articles, streams) disappear when there is nothing to show. */
  hideWhenEmpty?: boolean;
  skeletonShape?: 'wide' | 'round';
  minItemWidth?: number;
  /** A line under the title (e.g. what the list leaves out). */
  note?: ReactNode;
}

/** A section holding one paged list of the profile, with "load more" while the API has more pages. */
export function PagedListSection<T>(props: PagedListSectionProps<T>) {
  const { query } = props;
  const items = query.data?.pages.flat();
  if (props.hideWhenEmpty && (query.isPending || query.isError || items?.length === 0)) return null;
  return (
    <ProfileSection id={props.id} title={props.title}>
      {props.note}
      <ListingGrid
        items={items}
        getKey={props.getKey}
        renderItem={props.renderItem}
        loading={query.isPending}
        skeletonShape={props.skeletonShape}
        emptyText={props.emptyText}
        error={query.isError}
        onRetry={() => void query.refetch()}
        hasMore={query.hasNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        loadingMore={query.isFetchingNextPage}
        minItemWidth={props.minItemWidth}
        aria-labelledby={props.id}
      />
    </ProfileSection>
  );
}
