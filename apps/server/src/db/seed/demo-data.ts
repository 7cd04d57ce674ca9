import { buildContent } from './build-content';
import { buildEvents } from './build-events';
import { buildPlaces } from './build-places';

/**
 * Builds every row in memory first, so a data error throws before anything is written. Its own module (not
 * index.ts) because the seeding parts name its type, and index.ts imports those parts.
 */
export function buildDemoData(now: Date) {
  const places = buildPlaces(now);
  const events = buildEvents(now, places);
  const content = buildContent(now, places, events);
  return { places, events, content };
}
export type DemoData = ReturnType<typeof buildDemoData>;
