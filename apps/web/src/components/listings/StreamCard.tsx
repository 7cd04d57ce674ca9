import { Paper, Text } from '@mantine/core';
import type { StreamListItem } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../app/hooks';
import { hrefTo } from '../../app/routes';
import { formatEventDate } from '../../lib/dates';
import { CalendarIcon, VideoIcon } from '../icons';
import { CardImage } from './CardImage';
import { type CardHeadingOrder, CardTitle } from './CardTitle';
import classes from './listings.module.css';

const CHANNEL_KEY = {
  Free: 'LISTINGS.STREAM_FREE',
  Paid: 'LISTINGS.STREAM_PAID',
  Donate: 'LISTINGS.STREAM_DONATE',
} as const;

export function StreamCard({
  stream,
  headingOrder,
}: {
  stream: StreamListItem;
  headingOrder?: CardHeadingOrder;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Paper component="article" withBorder radius="md" className={classes.card} data-testid="stream-card">
      <CardImage src={stream.ProfilePicture} />
      <div className={classes.body}>
        <CardTitle
          to={hrefTo('stream-detail', language, { id: stream.Nickname ?? stream._id })}
          order={headingOrder}
        >
          {stream.Title}
        </CardTitle>
        {stream.ShowAuthor && (
          <Text size="sm" lineClamp={1}>
            {t('LISTINGS.BY_AUTHOR', { name: stream.Author.ProfileName })}
          </Text>
        )}
        <Text size="sm" c="dimmed" className={classes.meta}>
          <CalendarIcon size={16} />
          <time dateTime={stream.Begin}>{formatEventDate(stream.Begin, language, stream.TimeZone)}</time>
        </Text>
        <Text size="sm" c="dimmed" className={classes.meta}>
          <VideoIcon size={16} />
          <span>
            {t(CHANNEL_KEY[stream.StreamSellingChannel])}
            {stream.VodCount > 0 && ` · ${t('LISTINGS.RECORDINGS', { count: stream.VodCount })}`}
          </span>
        </Text>
      </div>
    </Paper>
  );
}
