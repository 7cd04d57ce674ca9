import type { Genre } from '@marquee/contract';
import {
  type CalendarDay,
  DATE_RANGES,
  type DateRange,
  dayIn,
  isCalendarDay,
  rangeDays,
  type SearchWindow,
  toSearchWindow,
} from './date-ranges';

/**
 * The all-events filters as the URL keeps them (spec 1 §2: `city, par, sub, from, till, range, date`),
 * so a filtered list survives reload, back and a shared link. Anything unreadable is dropped, never
 * an error: the page falls back to the unfiltered list.
 */
export interface EventFilters {
  /** City id (GET /search/places, GET /city/{id}). */
  city: string | null;
  /** Parent (top) genre: its slug or id. */
  par: string | null;
  /** Sub genre of `par`: its slug or id. */
  sub: string | null;
  /** null = the entire period. */
  range: DateRange | null;
  /** The day of `range=DAY`. */
  date: CalendarDay | null;
  /** A period from the deprecated `/events/all-events?since` links; only without `range`. */
  from: CalendarDay | null;
  till: CalendarDay | null;
}

export const NO_FILTERS: EventFilters = {
  city: null,
  par: null,
  sub: null,
  range: null,
  date: null,
  from: null,
  till: null,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const GENRE_KEY = /^[\p{L}\p{N}_-]{1,100}$/u;

function readRange(value: string | null): DateRange | null {
  const key = value?.trim().toUpperCase().replace(/-/g, '_');
  return DATE_RANGES.find((range) => range === key) ?? null;
}

/** A day, or the day of an ISO instant written by older links (`2026-05-01T00:00:00Z`). */
function readDay(value: string | null): CalendarDay | null {
  const day = value?.trim().slice(0, 10) ?? null;
  return isCalendarDay(day) ? day : null;
}

export function parseFilters(params: URLSearchParams): EventFilters {
  const city = params.get('city')?.trim() ?? '';
  const par = params.get('par')?.trim() ?? '';
  const sub = params.get('sub')?.trim() ?? '';
  let range = readRange(params.get('range'));
  const date = readDay(params.get('date'));
  // A day alone (the deprecated path carries `date` without `range`) still means that day.
  if (date && range === null) range = 'DAY';
  if (range === 'DAY' && !date) range = null;
  let from = range === null ? readDay(params.get('from')) : null;
  let till = range === null ? readDay(params.get('till')) : null;
  if (from && till && till < from) [from, till] = [till, from];
  return {
    city: UUID.test(city) ? city.toLowerCase() : null,
    par: GENRE_KEY.test(par) ? par : null,
    sub: GENRE_KEY.test(sub) ? sub : null,
    range,
    date: range === 'DAY' ? date : null,
    from,
    till,
  };
}

/** The canonical query string of the filters, in the spec's parameter order, empty ones left out. */
export function toSearchParams(filters: EventFilters): URLSearchParams {
  const params = new URLSearchParams();
  const entries: [keyof EventFilters, string | null][] = [
    ['city', filters.city],
    ['par', filters.par],
    ['sub', filters.sub],
    ['from', filters.range === null ? filters.from : null],
    ['till', filters.range === null ? filters.till : null],
    ['range', filters.range],
    ['date', filters.range === 'DAY' ? filters.date : null],
  ];
  for (const [key, value] of entries) if (value) params.set(key, value);
  return params;
}

const matches = (genre: Genre, key: string) =>
  genre.Id.toLowerCase() === key.toLowerCase() || genre.Slug.toLowerCase() === key.toLowerCase();

/**
 * The chosen genres in the tree. A sub genre must belong to the parent; given alone, it brings its
 * parent along. Unknown keys resolve to nothing.
 */
export function resolveGenres(
  filters: Pick<EventFilters, 'par' | 'sub'>,
  tree: readonly Genre[],
): { parent: Genre | null; sub: Genre | null } {
  const { par, sub: subKey } = filters;
  let parent = par ? (tree.find((genre) => matches(genre, par)) ?? null) : null;
  let sub: Genre | null = null;
  if (subKey) {
    const owners = parent ? [parent] : tree;
    for (const owner of owners) {
      const found = owner.Subgenres.find((genre) => matches(genre, subKey));
      if (found) {
        sub = found;
        parent = owner;
        break;
      }
    }
  }
  return { parent, sub };
}

/** The `categories` of GET /event/search: the sub genre, else the parent (which includes its subs). */
export function categoriesOf(resolved: { parent: Genre | null; sub: Genre | null }): string[] | undefined {
  const genre = resolved.sub ?? resolved.parent;
  return genre ? [genre.Id] : undefined;
}

/** The date part of the filters as the API's `since`/`till`, computed in the visitor's zone. */
export function searchWindowOf(
  filters: Pick<EventFilters, 'range' | 'date' | 'from' | 'till'>,
  now: Date,
  timeZone: string,
): SearchWindow {
  if (filters.range) {
    return toSearchWindow(rangeDays(filters.range, dayIn(now, timeZone), filters.date), now, timeZone);
  }
  if (filters.from || filters.till) {
    const next = filters.till ? rangeDays('DAY', filters.till).next : null;
    return toSearchWindow({ first: filters.from, next }, now, timeZone);
  }
  return {};
}
