import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { EventDetail } from '@marquee/contract';
import { lazy, memo, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loadEmbedCodeDialog } from '../../../components/embed';
import { CalendarIcon, TicketIcon } from '../../../components/icons';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { eventWhen } from '../model/event-dates';
import { showGetTickets, showTopImage } from '../model/event-rules';
import { CalendarButton } from './CalendarButton';
import { EventPlace } from './EventPlace';
import { EventPriceRange } from './EventPriceRange';
import classes from './event-detail.module.css';
import { GoingButton } from './GoingButton';

// The generator (its form CSS and texts) loads when someone asks for the embed code.
const EmbedCodeDialog = lazy(loadEmbedCodeDialog);

interface EventTopSectionProps {
  event: EventDetail;
  onGetTickets: () => void;
}

/**
 * Spec 1 §2 top section: image (not for past events), name, begin or range in the event's zone with the
 * zone's place, place, Get tickets, going, calendar export, embed code, and edit for the author. Memoized:
 * the page re-renders once hydrated (to add the sections below), and that re-render is synchronous.
 */
export const EventTopSection = memo(function EventTopSection({ event, onGetTickets }: EventTopSectionProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [embedOpen, setEmbedOpen] = useState(false);
  const when = eventWhen(event, language);
  return (
    <Stack gap="md" data-testid="event-top">
      {showTopImage(event) && event.ProfilePicture && (
        <img
          src={event.ProfilePicture}
          alt=""
          width={1200}
          height={600}
          className={classes.hero}
          fetchPriority="high"
          data-testid="event-image"
        />
      )}
      <Title order={1}>{event.ProfileName}</Title>
      {event.PerformanceLabel && <Text fw={600}>{event.PerformanceLabel}</Text>}
      <Stack gap={6}>
        <Text className={classes.meta} data-testid="event-when">
          <CalendarIcon size={18} />
          <span>
            <time dateTime={event.Begin}>
              {when.kind === 'since' ? t('EVENT_DETAIL.SINCE', { date: when.text }) : when.text}
            </time>{' '}
            <Text span c="dimmed" data-testid="event-time-zone">
              ({t('EVENT_DETAIL.TIME_ZONE', { place: event.TimeZoneLocation })})
            </Text>
          </span>
        </Text>
        <EventPlace event={event} />
        <EventPriceRange event={event} />
      </Stack>
      <Group gap="sm">
        {showGetTickets(event) && (
          <Button leftSection={<TicketIcon size={18} />} onClick={onGetTickets} data-testid="get-tickets">
            {t('EVENT_DETAIL.GET_TICKETS')}
          </Button>
        )}
        <GoingButton eventId={event.Id} eventName={event.ProfileName} />
        <CalendarButton event={event} />
        <Button variant="default" onClick={() => setEmbedOpen(true)} data-testid="embed-open">
          {t('EVENT_DETAIL.EMBED')}
        </Button>
        {event.IsAuthor && (
          <Button
            component={Link}
            variant="light"
            to={hrefTo('event-edit', language, { id: event.Id })}
            data-testid="edit-event"
          >
            {t('EVENT_DETAIL.EDIT')}
          </Button>
        )}
      </Group>
      {embedOpen && (
        <Suspense fallback={null}>
          <EmbedCodeDialog
            opened={embedOpen}
            onClose={() => setEmbedOpen(false)}
            kind="event"
            id={event.Nickname ?? event.Id}
            title={event.ProfileName}
          />
        </Suspense>
      )}
    </Stack>
  );
});
