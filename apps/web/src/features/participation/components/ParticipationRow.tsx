import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ParticipationItem } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatEventDate } from '../../../lib/dates';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';

const STATE_COLOR = { Pending: 'violet.9', Confirmed: 'teal.9', Cancelled: 'gray.7' } as const;

interface Props {
  item: ParticipationItem;
  busy: boolean;
  onAnswer: (item: ParticipationItem, confirmed: boolean) => void;
  onBlock: (item: ParticipationItem) => void;
}

/** One listing: the event, when, as what, by whom, its state, and the answers the profile can give. */
export function ParticipationRow({ item, busy, onAnswer, onBlock }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const nameId = `participation-${item.EventId}-${item.Role}`;
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="participation-item">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Anchor
            component={Link}
            to={hrefTo('event-detail', language, { id: item.Nickname ?? item.EventId })}
            fw={700}
            id={nameId}
          >
            {item.EventName}
          </Anchor>
          <Badge color={STATE_COLOR[item.State]} variant="filled" data-testid="participation-state">
            {t(`PARTICIPATION.STATE.${item.State}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {formatEventDate(item.Begin, language, item.TimeZone)} ·{' '}
          {t(item.Role === 'Venue' ? 'PARTICIPATION.ROLE_VENUE' : 'PARTICIPATION.ROLE_LINEUP')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('PARTICIPATION.LISTED_BY', { name: item.Organizer.ProfileName })}
        </Text>
        <Group gap="xs">
          {item.State !== 'Confirmed' && (
            <Button size="xs" disabled={busy} onClick={() => onAnswer(item, true)} aria-describedby={nameId}>
              {t(item.Role === 'Venue' ? 'PARTICIPATION.CONFIRM_VENUE' : 'PARTICIPATION.CONFIRM_LINEUP')}
            </Button>
          )}
          {item.State !== 'Cancelled' && (
            <Button
              size="xs"
              variant="default"
              disabled={busy}
              onClick={() => onAnswer(item, false)}
              aria-describedby={nameId}
            >
              {t('PARTICIPATION.CANCEL')}
            </Button>
          )}
          {!item.OrganizerBlocked && (
            <Button size="xs" variant="default" disabled={busy} onClick={() => onBlock(item)}>
              {t('PARTICIPATION.BLOCK', { name: item.Organizer.ProfileName })}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
