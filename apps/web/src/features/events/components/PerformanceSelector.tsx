import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, Text, Title } from '@mantine/core';
import type { EventDetail, RelatedEvent } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { formatDateTime, formatDateTimeRange, spansDays } from '../model/event-dates';
import { performancesOf, venuesDiffer } from '../model/section-rules';
import classes from './event-detail.module.css';

function PerformanceCard({
  performance,
  current,
  showVenue,
}: {
  performance: RelatedEvent;
  current: boolean;
  showVenue: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const when = spansDays(performance.Begin, performance.End, performance.TimeZone)
    ? formatDateTimeRange(performance.Begin, performance.End, language, performance.TimeZone)
    : formatDateTime(performance.Begin, language, performance.TimeZone);
  const movie = performance.MovieInfo;
  const venue = performance.Venue;
  return (
    <Link
      // Switching performance: sp=0 hides the selector on the chosen one (spec 2 §2).
      to={hrefTo('event-detail', language, { id: performance.Nickname ?? performance.Id }, { sp: 0 })}
      className={classes.performance}
      aria-current={current ? 'page' : undefined}
      data-testid="performance"
    >
      <Text fw={700}>
        <time dateTime={performance.Begin}>{when}</time>
      </Text>
      {performance.PerformanceLabel && <Text size="sm">{performance.PerformanceLabel}</Text>}
      {movie?.Dabing && (
        <Text size="sm" c="dimmed">
          {t('EVENT_DETAIL.PERFORMANCES.DUBBING', { value: movie.Dabing })}
        </Text>
      )}
      {movie?.Subtitles && (
        <Text size="sm" c="dimmed">
          {t('EVENT_DETAIL.PERFORMANCES.SUBTITLES', { value: movie.Subtitles })}
        </Text>
      )}
      {showVenue && (
        <Text size="sm" c="dimmed">
          {performance.IsOnline
            ? t('EVENT_DETAIL.ONLINE')
            : venue && `${venue.Name}, ${venue.City}, ${venue.Country}`}
        </Text>
      )}
    </Link>
  );
}

/**
 * Spec 2 §2 performance selector: the event and its future related performances sorted by start; the
 * shown one is marked, choosing another navigates to it.
 */
export function PerformanceSelector({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const performances = performancesOf(event);
  const showVenue = venuesDiffer(performances);
  return (
    <section aria-labelledby="performances-title" data-testid="performance-selector">
      <Title order={2} size="h3" id="performances-title" mb="sm">
        {t('EVENT_DETAIL.PERFORMANCES.TITLE')}
      </Title>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, xs: 2, md: 3 }}
        spacing="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {performances.map((performance) => (
          <li key={performance.Id}>
            <PerformanceCard
              performance={performance}
              current={performance.Id === event.Id}
              showVenue={showVenue}
            />
          </li>
        ))}
      </SimpleGrid>
    </section>
  );
}
