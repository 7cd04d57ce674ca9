import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MapFooterLink } from './MapFooterLink';
import classes from './map.module.css';
import { mapTexts } from './map-texts';
import { openAreaUrl } from './open-in-maps';
import { isValidPoint, type MapPoint } from './types';
import { useLazyMap } from './use-lazy-map';

export interface ClusterMapProps {
  points: readonly MapPoint[];
  /** Box height in px (default 420). */
  height?: number;
  /** Names the map region (default "Map"). */
  'aria-label'?: string;
}

/**
 * Many places on one map (spec 1 §2 "a map with clustered pins"): nearby pins merge into a counted bubble
 * that zooms in when chosen; a single pin is a link to its page. Points without valid coordinates are
 * left out. Leaflet loads only when the map nears the screen.
 */
export function ClusterMap({ points, height = 420, ...props }: ClusterMapProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canvas = useRef<HTMLDivElement>(null);
  const valid = useMemo(() => points.filter(isValidPoint), [points]);
  const toArray = useCallback((p: readonly MapPoint[]) => p, []);
  const texts = mapTexts(t);
  const { ready } = useLazyMap(
    canvas,
    (leaflet, element) => leaflet.mountClusterMap(element, valid, texts, (href) => navigate(href)),
    valid,
    toArray,
  );
  return (
    <div data-testid="cluster-map">
      <section
        className={classes.frame}
        style={{ height }}
        aria-label={props['aria-label'] ?? t('MAP.LABEL_MANY')}
        aria-busy={!ready}
      >
        <div ref={canvas} className={classes.canvas} />
      </section>
      <MapFooterLink href={openAreaUrl(valid)} />
    </div>
  );
}
