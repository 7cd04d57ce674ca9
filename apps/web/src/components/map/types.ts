/** One place on a map. `href` is an in-app path (or absolute URL) the pin's link opens. */
export interface MapPoint {
  id: string;
  lat: number;
  lon: number;
  label: string;
  href: string;
}

/** Texts the imperative map code needs; the React side translates them (the map chunk has no i18n). */
export interface MapTexts {
  zoomIn: string;
  zoomOut: string;
  /** "{{count}} places: zoom in" for a cluster bubble. */
  cluster: (count: number) => string;
}

/** Handle returned by the lazily loaded map code. */
export interface MountedMap {
  /** Replaces the points (cluster map) without rebuilding the map. */
  update: (points: readonly MapPoint[]) => void;
  destroy: () => void;
}

export function isValidPoint(point: Pick<MapPoint, 'lat' | 'lon'>): boolean {
  return (
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lon) &&
    Math.abs(point.lat) <= 90 &&
    Math.abs(point.lon) <= 180
  );
}
