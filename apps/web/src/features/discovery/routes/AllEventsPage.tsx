import '../../../components/form-styles';
import '@mantine/core/styles/Chip.css';
import { Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EventCard } from '../../../components/listings/EventCard';
import { ListingGrid } from '../../../components/listings/ListingGrid';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useHydrated } from '../../../lib/ssr/use-hydrated';
import { useEventSearch } from '../api/all-events-query';
import { useCategories } from '../api/get-categories';
import { useCity } from '../api/get-city';
import { EventFilterBar } from '../components/EventFilterBar';
import { useInfiniteScroll } from '../components/use-infinite-scroll';
import { ViewToggle } from '../components/ViewToggle';
import { formatCalendarDay, visitorTimeZone } from '../model/date-ranges';
import {
  categoriesOf,
  type EventFilters,
  parseFilters,
  resolveGenres,
  searchWindowOf,
  toSearchParams,
} from '../model/event-filters';
import { type EventView, readView, withView } from '../model/event-view';
import { readServerWindow } from '../model/server-window';

/*
 * The map view loads with its own chunk (the map helpers and the clustered map's code, ~2.5 kB gzip of the
 * list's first load): the server and the hydrating browser draw a placeholder of its size, the map follows.
 */
const EventsMap = lazy(() => import('../components/EventsMap').then((m) => ({ default: m.EventsMap })));

/**
 * All events (spec 1 §2): filters by city, event type, sub genre and date, all kept in the URL so a
 * filtered list survives reload, back and sharing; 18 events a page with infinite scroll and a
 * "load more" button for keyboard users; "No events found." when nothing matches. A List / Map switch
 * (`view=map`, also in the URL) shows the loaded events on a clustered map instead.
 */
export function AllEventsPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('NAV.ALL_EVENTS'));
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filters = useMemo(() => parseFilters(new URLSearchParams(query)), [query]);
  const view = readView(params);

  const categories = useCategories();
  const tree = categories.data ?? [];
  const genres = resolveGenres(filters, tree);
  // Genre keys in the URL are slugs: the tree turns them into ids. Without a tree (it failed) the
  // genre part of the URL is ignored rather than blocking the list.
  const genresPending = (filters.par !== null || filters.sub !== null) && categories.isPending;
  const city = useCity(filters.city);
  const cityId = filters.city && !city.isError ? filters.city : undefined;

  // Ranges are the visitor's calendar days at the moment the filters were set; recomputing them on
  // every render would change the query key (and refetch) each time. A server-rendered page hydrates with
  // the server's window (model/server-window.ts) and keeps it if the visitor is in the server's zone.
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const [serverWindow] = useState(() => readServerWindow(queryClient));
  const dates = useMemo(() => {
    const fromServer = serverWindow?.filters === toSearchParams(filters).toString();
    if (serverWindow && fromServer && (!hydrated || serverWindow.zone === visitorTimeZone()))
      return serverWindow.window;
    return searchWindowOf(filters, new Date(), visitorTimeZone());
  }, [filters, hydrated, serverWindow]);
  const events = useEventSearch(
    { categories: categoriesOf(genres), cityId, since: dates.since, till: dates.till },
    !genresPending,
  );
  const items = useMemo(() => events.data?.pages.flat(), [events.data]);

  const update = (patch: Partial<EventFilters>) =>
    setParams(withView(toSearchParams({ ...filters, ...patch }), view), { preventScrollReset: true });
  const showAs = (next: EventView) =>
    setParams(withView(toSearchParams(filters), next), { preventScrollReset: true });

  const end = useRef<HTMLDivElement>(null);
  useInfiniteScroll(end, {
    // The map has no end to scroll to: there, more pages load only on request.
    hasMore: view === 'list' && Boolean(events.hasNextPage) && !events.isError,
    busy: events.isFetching,
    onLoadMore: () => void events.fetchNextPage(),
  });

  const period =
    filters.range === null && (filters.from || filters.till)
      ? [filters.from, filters.till]
          .map((day) => (day ? formatCalendarDay(day, i18n.language) : '…'))
          .join(' – ')
      : null;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={1}>{t('NAV.ALL_EVENTS')}</Title>
          <ViewToggle view={view} onChange={showAs} />
        </Group>
        <EventFilterBar
          filters={filters}
          tree={tree}
          parent={genres.parent}
          sub={genres.sub}
          onChange={update}
        />
        {period && (
          <Text size="sm" c="dimmed" data-testid="period">
            {t('DISCOVERY.PERIOD', { period })}
          </Text>
        )}
        {view === 'map' ? (
          hydrated ? (
            <Suspense fallback={<MapPlaceholder />}>
              <EventsMap
                items={items}
                error={events.isError}
                onRetry={() => void events.refetch()}
                hasMore={Boolean(events.hasNextPage)}
                loadingMore={events.isFetchingNextPage}
                onLoadMore={() => void events.fetchNextPage()}
              />
            </Suspense>
          ) : (
            <MapPlaceholder />
          )
        ) : (
          <ListingGrid
            aria-label={t('DISCOVERY.RESULTS')}
            items={items}
            getKey={(event) => event.Id}
            renderItem={(event, index) => <EventCard event={event} headingOrder={2} priority={index < 3} />}
            loading={events.isPending}
            skeletons={6}
            emptyText={t('LISTINGS.NO_EVENTS')}
            error={events.isError}
            onRetry={() => void events.refetch()}
            hasMore={Boolean(events.hasNextPage)}
            onLoadMore={() => void events.fetchNextPage()}
            loadingMore={events.isFetchingNextPage}
          />
        )}
        <div ref={end} aria-hidden="true" data-testid="list-end" />
      </Stack>
    </Container>
  );
}

/** Where the map will be, about its height (its count line, the 420 px map and its footer link). */
function MapPlaceholder() {
  const { t } = useTranslation();
  return (
    <div style={{ minHeight: 480 }}>
      <Loader aria-label={t('DISCOVERY.MAP_LOADING')} />
    </div>
  );
}
