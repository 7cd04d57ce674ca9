import '@mantine/core/styles/List.css';
import { Button, List, Text } from '@mantine/core';
import type { Vod } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { formatEventDate } from '../../../lib/dates';

/** The recordings of a stream: name, length and when it was recorded (in the stream's zone); playable ones play. */
export function StreamRecordings({
  vods,
  language,
  timeZone,
  onPlay,
}: {
  vods: readonly Vod[];
  language: string;
  timeZone: string;
  onPlay?: (path: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <List listStyleType="none" spacing={6} data-testid="stream-recordings">
      {vods.map((vod) => (
        <List.Item key={vod.VodId}>
          <Text span fw={600}>
            {vod.VodName}
          </Text>
          <Text span c="dimmed" size="sm">
            {' · '}
            {t('STREAM_PAGE.MINUTES', { count: Math.max(1, Math.round(vod.Duration / 60)) })}
            {' · '}
            <time dateTime={vod.StartTime}>{formatEventDate(vod.StartTime, language, timeZone)}</time>
          </Text>
          {onPlay && vod.FilePath?.endsWith('.m3u8') && (
            <Button size="compact-xs" variant="light" ml="sm" onClick={() => onPlay(vod.FilePath as string)}>
              {t('STREAM_PAGE.PLAYER.PLAY')}
            </Button>
          )}
        </List.Item>
      ))}
    </List>
  );
}
