import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { EventDetail } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VideoIcon } from '../../../components/icons';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { formatDateTime } from '../model/event-dates';

const CHANNEL_KEY = {
  Free: 'LISTINGS.STREAM_FREE',
  Paid: 'LISTINGS.STREAM_PAID',
  Donate: 'LISTINGS.STREAM_DONATE',
} as const;

/** The optional stream promo card (spec 1 §2): the event's online stream, when the organizer promotes it. */
export function StreamPromoCard({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const stream = event.Stream;
  if (!stream || !event.StreamSettings?.ShowStreamPromo) return null;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="stream-promo-title"
      data-testid="stream-promo"
    >
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id="stream-promo-title">
            <Group component="span" gap={8} wrap="nowrap">
              <VideoIcon size={20} />
              {t('EVENT_DETAIL.STREAM_PROMO.TITLE')}
            </Group>
          </Title>
          <Text fw={600}>{stream.Title}</Text>
          <Text size="sm" c="dimmed">
            <time dateTime={stream.Begin}>{formatDateTime(stream.Begin, language, event.TimeZone)}</time>
          </Text>
          <Badge variant="light" w="fit-content">
            {t(CHANNEL_KEY[stream.StreamSellingChannel])}
          </Badge>
        </Stack>
        <Button component={Link} to={hrefTo('stream-detail', language, { id: stream.Nickname ?? stream.Id })}>
          {t('EVENT_DETAIL.STREAM_PROMO.OPEN')}
        </Button>
      </Group>
    </Paper>
  );
}
