import type { EventListItem } from '@marquee/contract';
import type { MapPoint } from '../../../components/map';

/** Loaded events as map pins (linking to their pages) and how many had no place (online events). */
export function eventPoints(
  events: readonly EventListItem[],
  hrefOf: (event: EventListItem) => string,
): { points: MapPoint[]; withoutPlace: number } {
  const points: MapPoint[] = [];
  for (const event of events) {
    if (!event.LonLat) continue;
    points.push({
      id: event.Id,
      lat: event.LonLat.Lat,
      lon: event.LonLat.Lon,
      label: event.ProfileName,
      href: hrefOf(event),
    });
  }
  return { points, withoutPlace: events.length - points.length };
}
