import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../app/hooks';
import { CalendarIcon, MapPinIcon, VideoIcon } from '../../../components/icons';
import { CardImage } from '../../../components/listings/CardImage';
import { CardTitle } from '../../../components/listings/CardTitle';
import { useEventPlace } from '../../../components/listings/EventCard';
import listing from '../../../components/listings/listings.module.css';
import { formatEventDate } from '../../../lib/dates';
import classes from './RecommendedSlider.module.css';
import type { SlideItem } from './slider-items';

function EventMeta({ event }: { event: NonNullable<SlideItem['event']> }) {
  const language = useLanguage();
  const place = useEventPlace(event);
  return (
    <>
      <Text size="sm" c="dimmed" className={listing.meta}>
        <CalendarIcon size={16} />
        <time dateTime={event.Begin}>{formatEventDate(event.Begin, language, event.TimeZone)}</time>
      </Text>
      {place && (
        <Text size="sm" c="dimmed" className={listing.meta}>
          {event.IsOnline ? <VideoIcon size={16} /> : <MapPinIcon size={16} />}
          <span>{place}</span>
        </Text>
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
    <Paper component="article" withBorder radius="md" className={`${listing.card} ${classes.spot}`}>
      <CardImage src={item.picture} width={1200} height={600} priority={priority} />
      <div className={listing.body}>
        {item.eyebrow && (
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            {item.eyebrow}
          </Text>
        )}
        <CardTitle to={item.href} external={item.external} externalHint={t('LISTINGS.OPENS_NEW_TAB')}>
          {item.title}
        </CardTitle>
        {item.text && (
          <Text size="sm" lineClamp={2}>
            {item.text}
          </Text>
        )}
        {item.event && <EventMeta event={item.event} />}
        {profilePlace && (
          <Text size="sm" c="dimmed" className={listing.meta}>
            <MapPinIcon size={16} />
            <span>{profilePlace}</span>
          </Text>
        )}
      </div>
    </Paper>
  );
}
