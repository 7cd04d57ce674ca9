import { Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { eventQuery } from '../../events';
import { EmbedFrame } from '../components/EmbedFrame';
import { EmbedPurchase } from '../components/EmbedPurchase';
import { EmbedUnavailable } from '../components/EmbedUnavailable';
import { useEmbed } from '../model/use-embed';

/**
 * `/{lang}/embed/event/{id or nickname}` (issue 22): an event's buy-tickets form for other sites. A draft is
 * unavailable here even to its author (the generator's preview is an embed too): an embed is public.
 */
export function EmbedEventPage() {
  const { t } = useTranslation();
  const { id } = useEmbed();
  const event = useQuery({ ...eventQuery(id), retry: false });
  if (event.isPending)
    return (
      <EmbedFrame kind="event" title={null}>
        <Loader size="sm" aria-label={t('COMMON.LOADING')} />
      </EmbedFrame>
    );
  if (event.isError || event.data.Status !== 'PUBLISHED') return <EmbedUnavailable kind="event" />;
  return (
    <EmbedFrame kind="event" title={event.data.ProfileName} full={{ route: 'event-detail', id }}>
      <EmbedPurchase kind="event" event={event.data} />
    </EmbedFrame>
  );
}
