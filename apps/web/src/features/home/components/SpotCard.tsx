import { useTranslation } from 'react-i18next';
import { CalendarIcon, MapPinIcon, VideoIcon } from '../../../components/icons';
import { CardImage } from '../../../components/listings/CardImage';
import { CardText } from '../../../components/listings/CardText';
import { CardTitle } from '../../../components/listings/CardTitle';
import { useEventPlace } from '../../../components/listings/EventCard';
import listing from '../../../components/listings/listings.module.css';
import { formatEventDate } from '../../../lib/dates';
import { useLanguage } from '../../../lib/routing/hooks';
import classes from './RecommendedSlider.module.css';
import type { SlideItem } from './slider-items';

function EventMeta({ event }: { event: NonNullable<SlideItem['event']> }) {
  const language = useLanguage();
  const place = useEventPlace(event);
  return (
    <>
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
    </>
  );
}

/** A slider card: the spot's 2:1 picture (spec 1 §9 spot image 1200×600), title, custom text. */
export function SpotCard({ item, priority }: { item: SlideItem; priority: boolean }) {
  const { t } = useTranslation();
  const profilePlace = item.profile
    ? [item.profile.City, item.profile.Country].filter(Boolean).join(', ')
    : '';
  return (
    <article className={`${listing.card} ${classes.spot}`}>
      <CardImage src={item.picture} width={1200} height={600} priority={priority} />
      <div className={listing.body}>
        {item.eyebrow && <p className={listing.eyebrow}>{item.eyebrow}</p>}
        <CardTitle to={item.href} external={item.external} externalHint={t('LISTINGS.OPENS_NEW_TAB')}>
          {item.title}
        </CardTitle>
        {item.text && <CardText clamp={2}>{item.text}</CardText>}
        {item.event && <EventMeta event={item.event} />}
        {profilePlace && (
          <CardText dimmed meta>
            <MapPinIcon size={16} />
            <span>{profilePlace}</span>
          </CardText>
        )}
      </div>
    </article>
  );
}
