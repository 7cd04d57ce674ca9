import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../app/hooks';
import { hrefTo } from '../../../app/routes';
import { CalendarIcon } from '../../../components/icons';
import { formatEventDate } from '../../../lib/dates';
import { type EventSummary, useUpcomingEvents } from '../api/search-events';
import { HomeListSection } from './HomeListSection';
import classes from './UpcomingEvents.module.css';

function EventCard({ event }: { event: EventSummary }) {
  const language = useLanguage();
  return (
    <Paper withBorder radius="md" p="md" className={classes.card}>
      <Link
        to={hrefTo('event-detail', language, { id: event.Nickname ?? event.Id })}
        className={classes.link}
      >
        <Text fw={700} lineClamp={2}>
          {event.Name}
        </Text>
      </Link>
      <Text size="sm" c="dimmed" mt={6} className={classes.date}>
        <CalendarIcon size={16} />
        <time dateTime={event.Begin}>{formatEventDate(event.Begin, language, event.TimeZone)}</time>
      </Text>
    </Paper>
  );
}

/**
 * First page of upcoming events. Until the discovery API exists the call fails (404); that is shown
 * as the catalogue's empty state, quietly: a home page must never open an error dialog on its own.
 */
export function UpcomingEvents() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, isPending, isError } = useUpcomingEvents();
  const events = isError ? [] : (data ?? []);
  return (
    <HomeListSection
      id="upcoming-events"
      title={t('HOME.UPCOMING_EVENTS')}
      subtitle={events.length > 0 ? t('HOME.EVENTS_COUNT', { count: events.length }) : undefined}
      items={events}
      loading={isPending}
      emptyText={t('LISTINGS.NO_EVENTS')}
      getKey={(event) => event.Id}
      renderItem={(event) => <EventCard event={event} />}
      more={{ href: hrefTo('all-events', language), label: t('HOME.SHOW_ALL_EVENTS') }}
    />
  );
}
