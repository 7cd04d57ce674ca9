import '@mantine/core/styles/Skeleton.css';
import { Button, Skeleton, Text } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../EmptyState';
import classes from './listings.module.css';

export interface ListingGridProps<T> {
  items: readonly T[] | undefined;
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** First load: skeleton cards instead of the list. */
  loading?: boolean;
  /** How many skeleton cards (default 3). */
  skeletons?: number;
  /** Card shape of the skeletons: a wide picture (events, articles, streams) or a round one (profiles). */
  skeletonShape?: 'wide' | 'round';
  emptyText: string;
  /** The list failed to load: a short message, with a retry button when onRetry is given. */
  error?: boolean;
  onRetry?: () => void;
  /** A "load more" / "show more" button under the list, shown while hasMore. */
  hasMore?: boolean;
  onLoadMore?: () => void;
  loadingMore?: boolean;
  /** Default LISTINGS.LOAD_MORE. */
  loadMoreLabel?: string;
  /** Narrowest column in px (default 240); columns fill the row responsively. */
  minItemWidth?: number;
  /** Names the list for assistive tech when no heading does. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

function CardSkeleton({ shape }: { shape: 'wide' | 'round' }) {
  return (
    <div className={classes.card} aria-hidden="true" data-testid="listing-skeleton">
      {shape === 'round' ? (
        <Skeleton circle height={96} mx="auto" mt="md" />
      ) : (
        <Skeleton radius={0} style={{ aspectRatio: '16 / 9', height: 'auto' }} />
      )}
      <div className={classes.body}>
        <Skeleton height={18} width="80%" />
        <Skeleton height={12} width="60%" mt={6} />
        <Skeleton height={12} width="40%" mt={6} />
      </div>
    </div>
  );
}

/**
 * The responsive card grid every listing uses (spec 1 §2 "Listings reused across screens"): skeletons
 * while loading, the catalogue's empty text, an error line, and an optional load-more button.
 */
export function ListingGrid<T>(props: ListingGridProps<T>) {
  const { t } = useTranslation();
  const { items = [], loading, error, skeletons = 3, skeletonShape = 'wide', minItemWidth } = props;
  const style = minItemWidth ? ({ '--listing-min': `${minItemWidth}px` } as CSSProperties) : undefined;
  const label = { 'aria-label': props['aria-label'], 'aria-labelledby': props['aria-labelledby'] };

  if (loading) {
    return (
      // A plain div may not carry a name (ARIA: naming prohibited on generic); the cards are hidden anyway.
      <div className={classes.grid} style={style} aria-busy="true">
        {Array.from({ length: skeletons }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <CardSkeleton key={index} shape={skeletonShape} />
        ))}
      </div>
    );
  }
  if (error && items.length === 0) {
    return (
      <EmptyState
        action={
          props.onRetry && (
            <Button variant="light" mt="sm" onClick={props.onRetry}>
              {t('LISTINGS.RETRY')}
            </Button>
          )
        }
      >
        {t('LISTINGS.LOAD_ERROR')}
      </EmptyState>
    );
  }
  if (items.length === 0) return <EmptyState>{props.emptyText}</EmptyState>;

  return (
    <>
      <ul className={classes.grid} style={style} {...label}>
        {items.map((item, index) => (
          <li key={props.getKey(item)}>{props.renderItem(item, index)}</li>
        ))}
      </ul>
      {props.hasMore && props.onLoadMore && (
        <div className={classes.more}>
          <Button variant="default" onClick={props.onLoadMore} loading={props.loadingMore}>
            {props.loadMoreLabel ?? t('LISTINGS.LOAD_MORE')}
          </Button>
        </div>
      )}
      {error && (
        <Text c="dimmed" ta="center" mt="sm" role="status">
          {t('LISTINGS.LOAD_ERROR')}
        </Text>
      )}
    </>
  );
}
