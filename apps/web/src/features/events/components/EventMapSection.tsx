import { Title } from '@mantine/core';
import type { EventDetail } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { PinMap } from '../../../components/map';
import { showMap } from '../model/section-rules';

/** Spec 1 §2: a map with a pin at the place (never for streams). */
export function EventMapSection({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  if (!showMap(event) || !event.LonLat) return null;
  const label =
    [event.Building?.Name, event.AddressContact?.AddressLine, event.City?.Name].filter(Boolean).join(', ') ||
    event.ProfileName;
  return (
    <section aria-labelledby="map-title" data-testid="event-map">
      <Title order={2} size="h3" id="map-title" mb="sm">
        {t('EVENT_DETAIL.MAP.TITLE')}
      </Title>
      <PinMap lat={event.LonLat.Lat} lon={event.LonLat.Lon} label={label} />
    </section>
  );
}
