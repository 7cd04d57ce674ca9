import type { StreamListItem } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { formatEventDate } from '../../lib/dates';
import { useLanguage } from '../../lib/routing/hooks';
import { hrefTo } from '../../lib/routing/routes';
import { CalendarIcon, VideoIcon } from '../icons';
import { CardImage } from './CardImage';
import { CardText } from './CardText';
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
    <article className={classes.card} data-testid="stream-card">
      <CardImage src={stream.ProfilePicture} />
      <div className={classes.body}>
        <CardTitle
          to={hrefTo('stream-detail', language, { id: stream.Nickname ?? stream._id })}
          order={headingOrder}
        >
          {stream.Title}
        </CardTitle>
        {stream.ShowAuthor && (
          <CardText clamp={1}>{t('LISTINGS.BY_AUTHOR', { name: stream.Author.ProfileName })}</CardText>
        )}
        <CardText dimmed meta>
          <CalendarIcon size={16} />
          <time dateTime={stream.Begin}>{formatEventDate(stream.Begin, language, stream.TimeZone)}</time>
        </CardText>
        <CardText dimmed meta>
          <VideoIcon size={16} />
          <span>
            {t(CHANNEL_KEY[stream.StreamSellingChannel])}
            {stream.VodCount > 0 && ` · ${t('LISTINGS.RECORDINGS', { count: stream.VodCount })}`}
          </span>
        </CardText>
      </div>
    </article>
  );
}
