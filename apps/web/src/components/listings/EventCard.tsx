import type { EventListItem } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { formatEventDate } from '../../lib/dates';
import { useLanguage } from '../../lib/routing/hooks';
import { hrefTo } from '../../lib/routing/routes';
import { CalendarIcon, MapPinIcon, VideoIcon } from '../icons';
import { CardImage } from './CardImage';
import { CardText } from './CardText';
import { type CardHeadingOrder, CardTitle } from './CardTitle';
import classes from './listings.module.css';

/** Lineup names shown on a card; the rest is summed up as "+N more". */
const LINEUP_SHOWN = 3;

/** "City, Country" of a venue event, or "Online stream" (spec 1 §2, search bar and listings). */
export function useEventPlace(event: Pick<EventListItem, 'IsOnline' | 'City' | 'Country' | 'VenueName'>) {
  const { t } = useTranslation();
  if (event.IsOnline) return t('LISTINGS.ONLINE_STREAM');
  return [event.City, event.Country].filter(Boolean).join(', ') || event.VenueName || '';
}

export function EventCard({
  event,
  headingOrder,
  priority,
}: {
  event: EventListItem;
  /** Heading level of the name (default 3, for lists under a section's h2). */
  headingOrder?: CardHeadingOrder;
  /** Load the picture eagerly (only for cards visible on first paint). */
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const place = useEventPlace(event);
  const lineup = event.LineupNames.slice(0, LINEUP_SHOWN).join(', ');
  const moreLineup = event.LineupNames.length - LINEUP_SHOWN;
  return (
    <article className={classes.card} data-testid="event-card">
      <CardImage src={event.ProfilePicture} priority={priority} />
      <div className={classes.body}>
        <CardTitle
          to={hrefTo('event-detail', language, { id: event.Nickname ?? event.Id })}
          order={headingOrder}
        >
          {event.ProfileName}
        </CardTitle>
        {lineup && (
          <CardText clamp={1}>
            {lineup}
            {moreLineup > 0 && ` ${t('LISTINGS.MORE_LINEUP', { count: moreLineup })}`}
          </CardText>
        )}
        <CardText dimmed meta>
          <CalendarIcon size={16} />
          <time dateTime={event.Begin}>{formatEventDate(event.Begin, language, event.TimeZone)}</time>
        </CardText>
        {place && (
          <CardText dimmed meta>
            {event.IsOnline ? <VideoIcon size={16} /> : <MapPinIcon size={16} />}
            <span>{place}</span>
          </CardText>
        )}
      </div>
    </article>
  );
}
