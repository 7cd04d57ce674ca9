import '@mantine/core/styles/Avatar.css';
import { Avatar, Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import type { MyEvent } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatEventDate } from '../../../../lib/dates';
import { useLanguage } from '../../../../lib/routing/hooks';
import { hrefTo } from '../../../../lib/routing/routes';
import { isLongTerm } from '../../model/event-dates';
import { StatusBadge } from '../StatusBadge';

interface MyEventRowProps {
  event: MyEvent;
  busy: boolean;
  onToggleStatus: (event: MyEvent) => void;
  onAddDate: (event: MyEvent) => void;
}

/** One of my events with its quick actions: edit, view, publish or unpublish, add another date, block seats, check-in, statistics, orders, ticket registration. */
export function MyEventRow({ event, busy, onToggleStatus, onAddDate }: MyEventRowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const published = event.Status === 'PUBLISHED';
  const place = event.IsOnline
    ? t('ORGANIZER.DASHBOARD.ONLINE')
    : [event.VenueName, event.City].filter(Boolean).join(', ');
  return (
    <Paper withBorder radius="md" p="md" component="li" data-testid="my-event" data-status={event.Status}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group wrap="nowrap" gap="sm" style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Avatar src={event.ProfilePicture} radius="sm" size={56} alt="">
            {event.ProfileName.slice(0, 1)}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} truncate="end" component="h2" fz="md" m={0}>
              {event.ProfileName}
              {event.PerformanceLabel ? ` · ${event.PerformanceLabel}` : ''}
            </Text>
            <Text size="sm" c="dimmed">
              {formatEventDate(event.Begin, language, event.TimeZone)}
              {isLongTerm(event.End) ? ` · ${t('ORGANIZER.DATES.LONG_TERM')}` : ''}
            </Text>
            {place && (
              <Text size="sm" c="dimmed" truncate="end">
                {place}
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap="xs" wrap="wrap">
          <StatusBadge status={event.Status} />
          <Text size="sm" c="dimmed">
            {t('ORGANIZER.DASHBOARD.SOLD', { count: event.TicketsSold })}
          </Text>
          <Button
            size="xs"
            component={Link}
            to={hrefTo('event-edit', language, { id: event.Id })}
            aria-label={t('ORGANIZER.DASHBOARD.EDIT_NAMED', { name: event.ProfileName })}
          >
            {t('ORGANIZER.DASHBOARD.EDIT')}
          </Button>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                size="xs"
                variant="default"
                aria-label={t('ORGANIZER.DASHBOARD.MORE_NAMED', { name: event.ProfileName })}
                loading={busy}
              >
                {t('ORGANIZER.DASHBOARD.MORE')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {/* A draft has no public page yet. */}
              {published && (
                <Menu.Item
                  component={Link}
                  to={hrefTo('event-detail', language, { id: event.Nickname ?? event.Id })}
                >
                  {t('ORGANIZER.DASHBOARD.VIEW')}
                </Menu.Item>
              )}
              <Menu.Item onClick={() => onToggleStatus(event)} data-testid="toggle-status">
                {published ? t('ORGANIZER.DASHBOARD.UNPUBLISH') : t('ORGANIZER.DASHBOARD.PUBLISH')}
              </Menu.Item>
              <Menu.Item onClick={() => onAddDate(event)}>{t('ORGANIZER.DASHBOARD.ADD_DATE')}</Menu.Item>
              {/* Events at a venue may have seats; the screen itself says when there are none. */}
              {!event.IsOnline && event.VenueName && (
                <Menu.Item
                  component={Link}
                  to={hrefTo('event-seat-blocks', language, { id: event.Id })}
                  aria-label={t('ORGANIZER.DASHBOARD.BLOCK_SEATS_NAMED', { name: event.ProfileName })}
                  data-testid="block-seats"
                >
                  {t('ORGANIZER.DASHBOARD.BLOCK_SEATS')}
                </Menu.Item>
              )}
              {/* Door check-in (issue 17): only events with a place have doors. */}
              {!event.IsOnline && (
                <Menu.Item
                  component={Link}
                  to={hrefTo('event-checkin', language, { id: event.Id })}
                  aria-label={t('ORGANIZER.DASHBOARD.CHECKIN_NAMED', { name: event.ProfileName })}
                  data-testid="event-checkin"
                >
                  {t('ORGANIZER.DASHBOARD.CHECKIN')}
                </Menu.Item>
              )}
              {/* Statistics and orders (issue 18): StatisticsViewer reads both; the pages hide what it may not do. */}
              <Menu.Item
                component={Link}
                to={hrefTo('event-statistics', language, { id: event.Id })}
                aria-label={t('ORGANIZER.DASHBOARD.STATISTICS_NAMED', { name: event.ProfileName })}
                data-testid="event-statistics"
              >
                {t('ORGANIZER.DASHBOARD.STATISTICS')}
              </Menu.Item>
              <Menu.Item
                component={Link}
                to={hrefTo('event-orders', language, { id: event.Id })}
                aria-label={t('ORGANIZER.DASHBOARD.ORDERS_NAMED', { name: event.ProfileName })}
                data-testid="event-orders"
              >
                {t('ORGANIZER.DASHBOARD.ORDERS')}
              </Menu.Item>
              {/* Ticket registration (issue 19): the questionnaire buyers fill in; StatisticsViewer reads it. */}
              <Menu.Item
                component={Link}
                to={hrefTo('event-registration', language, { id: event.Id })}
                aria-label={t('ORGANIZER.DASHBOARD.REGISTRATION_NAMED', { name: event.ProfileName })}
                data-testid="event-registration"
              >
                {t('ORGANIZER.DASHBOARD.REGISTRATION')}
              </Menu.Item>
              {/* The stream of the event (issue 20): opens its stream when it has one, else a new one linked. */}
              <Menu.Item
                component={Link}
                to={hrefTo('stream-create', language, {}, { event: event.Id })}
                aria-label={t('ORGANIZER.DASHBOARD.STREAM_NAMED', { name: event.ProfileName })}
                data-testid="event-stream"
              >
                {t('ORGANIZER.DASHBOARD.STREAM')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
    </Paper>
  );
}
