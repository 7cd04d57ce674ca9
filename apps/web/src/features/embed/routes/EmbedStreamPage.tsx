import { Alert, Button, Loader, Text } from '@mantine/core';
import { isLanguage } from '@marquee/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hrefTo } from '../../../lib/routing/routes';
import { eventQuery } from '../../events';
import { streamQuery } from '../../streams';
import { EmbedFrame } from '../components/EmbedFrame';
import { EmbedPurchase } from '../components/EmbedPurchase';
import { EmbedUnavailable } from '../components/EmbedUnavailable';
import { useEmbed } from '../model/use-embed';

/**
 * `/{lang}/embed/stream/{id or nickname}` (issue 22): a paid or donation stream sells through its linked
 * event (issue 20), so its embed is that event's buy form under the stream's title; a free stream offers
 * the stream page (a new tab) — watching is not the embed's job.
 */
export function EmbedStreamPage() {
  const { t } = useTranslation();
  const { id, language } = useEmbed();
  const stream = useQuery({ ...streamQuery(id), retry: false });
  const eventId = stream.data?.StreamSellingChannel !== 'Free' ? (stream.data?.EventId ?? null) : null;
  const event = useQuery({ ...eventQuery(eventId ?? ''), enabled: eventId !== null, retry: false });
  if (stream.isPending || (eventId !== null && event.isPending))
    return (
      <EmbedFrame kind="stream" title={null}>
        <Loader size="sm" aria-label={t('COMMON.LOADING')} />
      </EmbedFrame>
    );
  if (stream.isError || stream.data.Status !== 'PUBLISHED') return <EmbedUnavailable kind="stream" />;
  const full = { route: 'stream-detail', id } as const;
  if (eventId === null) {
    const page = hrefTo('stream-detail', isLanguage(language) ? language : 'en', { id });
    return (
      <EmbedFrame kind="stream" title={stream.data.Title}>
        <Text size="sm">{t('EMBED.FREE_STREAM')}</Text>
        <Button component="a" href={page} target="_blank" rel="noopener" w="fit-content">
          {t('EMBED.WATCH')}
        </Button>
      </EmbedFrame>
    );
  }
  if (event.isError || event.data?.Status !== 'PUBLISHED')
    return (
      <EmbedFrame kind="stream" title={stream.data.Title} full={full}>
        <Alert variant="light">{t('EMBED.NOT_SOLD_HERE')}</Alert>
      </EmbedFrame>
    );
  return (
    <EmbedFrame kind="stream" title={stream.data.Title} full={full}>
      <EmbedPurchase kind="stream" event={event.data} />
    </EmbedFrame>
  );
}
