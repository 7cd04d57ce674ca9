import type { MapPoint } from './types';

const OSM = 'https://www.openstreetmap.org/';

/**
 * A link to the place on openstreetmap.org: works on every device without an app and is the keyboard and
 * screen-reader way to the map (the canvas itself is a pointer widget). Zoom 16 shows the street.
 */
export function openInMapsUrl(lat: number, lon: number, zoom = 16): string {
  const la = lat.toFixed(6);
  const lo = lon.toFixed(6);
  return `${OSM}?mlat=${la}&mlon=${lo}#map=${zoom}/${la}/${lo}`;
}

/** The area holding every point: its centre and a zoom that roughly fits it (no marker: many places). */
export function openAreaUrl(points: readonly Pick<MapPoint, 'lat' | 'lon'>[]): string | null {
  if (points.length === 0) return null;
  if (points.length === 1) {
    const [only] = points;
    return only ? openInMapsUrl(only.lat, only.lon) : null;
  }
  const lats = points.map((p) => p.lat);
  const lons = points.map((p) => p.lon);
  const span = Math.max(Math.max(...lats) - Math.min(...lats), Math.max(...lons) - Math.min(...lons));
  // Each zoom level halves the visible degrees; 360° is zoom 0. Keep a margin of one level.
  const zoom = Math.max(2, Math.min(16, Math.floor(Math.log2(360 / Math.max(span, 0.001))) - 1));
  const lat = ((Math.max(...lats) + Math.min(...lats)) / 2).toFixed(5);
  const lon = ((Math.max(...lons) + Math.min(...lons)) / 2).toFixed(5);
  return `${OSM}#map=${zoom}/${lat}/${lon}`;
}
