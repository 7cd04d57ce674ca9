import { Anchor, Text } from '@mantine/core';
import type { EventDetail } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MapPinIcon, VideoIcon } from '../../../components/icons';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import classes from './event-detail.module.css';

/** Where: the venue (linked to its profile once confirmed), street, city and country; or "Online stream". */
export function EventPlace({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (event.IsOnline) {
    return (
      <Text className={classes.meta} data-testid="event-place">
        <VideoIcon size={18} />
        <span>{t('EVENT_DETAIL.ONLINE')}</span>
      </Text>
    );
  }
  const address = event.AddressContact;
  const city = event.City?.Name ?? address?.City ?? null;
  const street = [address?.AddressLine, [address?.Zip, city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const country = event.City?.Country ?? address?.Country ?? null;
  const rest = [street || city, country].filter(Boolean).join(', ');
  const venue = event.Building;
  return (
    <Text className={classes.meta} data-testid="event-place">
      <MapPinIcon size={18} />
      <span>
        {venue && (
          <>
            {/* Spec 1 §2/§4: another's venue is linked once it has confirmed hosting (issue 26). */}
            {venue.IsConfirmed ? (
              <Anchor component={Link} to={hrefTo('profile-detail', language, { id: venue.Id })} fw={600}>
                {venue.Name}
              </Anchor>
            ) : (
              <Text span fw={600} data-testid="event-venue-unconfirmed">
                {venue.Name}
              </Text>
            )}
            {rest && ', '}
          </>
        )}
        {rest}
      </span>
    </Text>
  );
}
