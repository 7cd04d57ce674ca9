import '@mantine/core/styles/Badge.css';
import { Badge, Group, Text } from '@mantine/core';
import type { StreamDetail } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { CalendarIcon, ClockIcon, VideoIcon } from '../../../components/icons';
import { formatMoney } from '../../../lib/money';
import { formatStreamRange, streamPhase, zoneLabel } from './stream-time';

const PHASE_COLOR = { upcoming: 'blue', live: 'red', ended: 'gray' } as const;
const PRICE_KEY = {
  Free: 'LISTINGS.STREAM_FREE',
  Paid: 'LISTINGS.STREAM_PAID',
  Donate: 'LISTINGS.STREAM_DONATE',
} as const;

/**
 * When (in the stream's zone), whether it is upcoming, live or over (at `now`: see useNow), and how it is
 * paid for.
 */
export function StreamFacts({
  stream,
  language,
  now,
}: {
  stream: StreamDetail;
  language: string;
  now: number;
}) {
  const { t } = useTranslation();
  const phase = streamPhase(stream, new Date(now));
  return (
    <>
      <Group gap="xs">
        <Badge
          color={PHASE_COLOR[phase]}
          variant={phase === 'live' ? 'filled' : 'light'}
          data-testid="stream-phase"
        >
          {t(`STREAM_PAGE.PHASE.${phase.toUpperCase()}`)}
        </Badge>
        <Badge variant="default" data-testid="stream-price">
          {t(PRICE_KEY[stream.StreamSellingChannel])}
          {stream.Price && (
            <span data-testid="stream-price-amount">
              {' · '}
              {formatMoney(stream.Price.Amount, stream.Price.Currency, language)}
            </span>
          )}
        </Badge>
        {stream.Status === 'DRAFT' && (
          <Badge color="yellow" variant="light">
            {t('STREAM_PAGE.DRAFT')}
          </Badge>
        )}
      </Group>
      <Text c="dimmed" style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
        <CalendarIcon size={16} />
        <time dateTime={stream.Begin} data-testid="stream-when">
          {formatStreamRange(stream.Begin, stream.End, language, stream.TimeZone)}
        </time>
      </Text>
      <Text size="sm" c="dimmed" style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
        <ClockIcon size={16} />
        <span>
          {t('STREAM_PAGE.TIME_ZONE', { zone: zoneLabel(stream.Begin, language, stream.TimeZone) })}
        </span>
      </Text>
      <Text size="sm" style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
        <VideoIcon size={16} />
        <span>{t(`STREAM_PAGE.PRICE_HINT.${stream.StreamSellingChannel.toUpperCase()}`)}</span>
      </Text>
    </>
  );
}
