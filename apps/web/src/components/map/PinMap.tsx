import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MapFooterLink } from './MapFooterLink';
import classes from './map.module.css';
import { mapTexts } from './map-texts';
import { openInMapsUrl } from './open-in-maps';
import { isValidPoint, type MapPoint } from './types';
import { useLazyMap } from './use-lazy-map';

export interface PinMapProps {
  lat: number;
  lon: number;
  /** What the pin marks (venue name, address); names the map region too. */
  label: string;
  /** Box height in px (default 280). */
  height?: number;
}

/** One place on a map, with an "open in maps" link. Leaflet loads only when the map nears the screen. */
export function PinMap({ lat, lon, label, height = 280 }: PinMapProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLDivElement>(null);
  const valid = isValidPoint({ lat, lon });
  const point = useMemo<MapPoint>(() => ({ id: 'pin', lat, lon, label, href: '' }), [lat, lon, label]);
  const toArray = useCallback((p: MapPoint) => [p], []);
  const texts = mapTexts(t);
  const { ready } = useLazyMap(
    canvas,
    (leaflet, element) => leaflet.mountPinMap(element, point, texts),
    point,
    toArray,
  );
  if (!valid) return null;
  return (
    <div data-testid="pin-map">
      <section
        className={classes.frame}
        style={{ height }}
        aria-label={t('MAP.LABEL', { place: label })}
        aria-busy={!ready}
      >
        <div ref={canvas} className={classes.canvas} />
      </section>
      <MapFooterLink href={openInMapsUrl(lat, lon)} />
    </div>
  );
}
