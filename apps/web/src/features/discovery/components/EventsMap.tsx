import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { EventListItem } from '@marquee/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ClusterMap } from '../../../components/map';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { eventPoints } from '../model/event-points';

interface EventsMapProps {
  /** The loaded pages of the current filter; undefined while the first one loads. */
  items: readonly EventListItem[] | undefined;
  error: boolean;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/**
 * The filter's loaded events on a clustered map (spec 1 §2). Online events have no place, so the page
 * says how many are left out rather than silently showing fewer; more pages load on request.
 */
export function EventsMap({ items, error, onRetry, hasMore, loadingMore, onLoadMore }: EventsMapProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  // ClusterMap re-renders its pins whenever the array changes: build it only when the events do.
  const { points, withoutPlace } = useMemo(
    () =>
      eventPoints(items ?? [], (event) =>
        hrefTo('event-detail', language, { id: event.Nickname ?? event.Id }),
      ),
    [items, language],
  );

  if (error && !items) {
    return (
      <Stack align="flex-start" gap="xs">
        <Text role="alert">{t('LISTINGS.LOAD_ERROR')}</Text>
        <Button variant="light" onClick={onRetry}>
          {t('LISTINGS.RETRY')}
        </Button>
      </Stack>
    );
  }
  if (!items) return <Loader aria-label={t('DISCOVERY.MAP_LOADING')} />;
  if (items.length === 0) return <Text>{t('LISTINGS.NO_EVENTS')}</Text>;

  return (
    <Stack gap="sm" data-testid="events-map">
      <Group gap="md" justify="space-between" wrap="wrap">
        <Text size="sm" role="status">
          {t('DISCOVERY.ON_MAP', { count: points.length })}
          {withoutPlace > 0 && ` · ${t('DISCOVERY.ONLINE_NOT_SHOWN', { count: withoutPlace })}`}
        </Text>
        {hasMore && (
          <Button variant="light" size="xs" onClick={onLoadMore} loading={loadingMore}>
            {t('LISTINGS.LOAD_MORE')}
          </Button>
        )}
      </Group>
      <ClusterMap points={points} aria-label={t('DISCOVERY.MAP_LABEL')} />
    </Stack>
  );
}
