import {
  type EventDetail,
  type EventListItem,
  type LineupItem,
  PAGE_SIZE,
  type RelatedEvent,
} from '@marquee/contract';

// The rules of the event page's sections below its first screen (performances, about, cast, lineup, map,
// recommended events); ./event-rules.ts has the first screen's.

/** Spec 1 §9: the about text is cut at 320 characters; the cast list shows 10 actors. */
export const ABOUT_LIMIT = 320;
export const ACTORS_SHOWN = 10;
/** Spec 1 §2: lineup text truncates at a height of 320 px, movie info at 400 px. */
export const LINEUP_MAX_HEIGHT = 320;
export const MOVIE_INFO_MAX_HEIGHT = 400;

/** Spec 2 §2: the selector appears when there are future related performances and sp is not 0. */
export const showPerformanceSelector = (event: Pick<EventDetail, 'RelatedEvents'>, sp: string | null) =>
  event.RelatedEvents.length > 0 && sp !== '0';

/** Spec 1 §2: a map for events at a place (never for streams) that has coordinates. */
export const showMap = (event: Pick<EventDetail, 'IsOnline' | 'LonLat'>) =>
  !event.IsOnline && event.LonLat !== null;

/** The event itself as one of the performances, so the selector lists it with its siblings. */
export function asPerformance(event: EventDetail): RelatedEvent {
  return {
    Id: event.Id,
    Nickname: event.Nickname,
    Begin: event.Begin,
    End: event.End,
    TimeZone: event.TimeZone,
    PerformanceLabel: event.PerformanceLabel,
    PerformanceType: event.PerformanceType,
    MovieInfo: event.MovieInfo
      ? { Dabing: event.MovieInfo.Dabing ?? null, Subtitles: event.MovieInfo.Subtitles ?? null }
      : null,
    Venue:
      event.Building && event.City
        ? {
            Id: event.Building.Id,
            Name: event.Building.Name,
            City: event.City.Name,
            CountryCode: event.City.CountryCode,
            Country: event.City.Country,
          }
        : null,
    IsOnline: event.IsOnline,
  };
}

/** Spec 2 §2: the event and its future related performances, sorted by start. */
export function performancesOf(event: EventDetail): RelatedEvent[] {
  const all = [asPerformance(event), ...event.RelatedEvents.filter((related) => related.Id !== event.Id)];
  return all.sort((a, b) => Date.parse(a.Begin) - Date.parse(b.Begin));
}

/** Venue, city and country appear on the cards only when the performances are not all at one venue. */
export function venuesDiffer(performances: readonly RelatedEvent[]): boolean {
  return new Set(performances.map((p) => (p.IsOnline ? 'online' : (p.Venue?.Id ?? '')))).size > 1;
}

/** Spec 1 §2: first 10 actors, then an ellipsis when there are more. */
export function actorsLine(actors: readonly { FullName: string }[]): string {
  const names = actors.slice(0, ACTORS_SHOWN).map((actor) => actor.FullName);
  return actors.length > ACTORS_SHOWN ? `${names.join(', ')}, …` : names.join(', ');
}

/** Cuts plain text at the limit on a word boundary (when one is near) and marks the cut with "…". */
export function truncateText(text: string, limit = ABOUT_LIMIT): { text: string; truncated: boolean } {
  const clean = text.trim();
  if (clean.length <= limit) return { text: clean, truncated: false };
  const cut = clean.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  const end = space > limit * 0.8 ? space : limit;
  return { text: `${cut.slice(0, end).trimEnd()}…`, truncated: true };
}

export interface LineupDay {
  /** YYYY-MM-DD in the event's zone, or null for a lineup without days. */
  day: string | null;
  items: LineupItem[];
}

/** Spec 1 §2 "lineup per day": days in order, each day's items in running order. */
export function lineupByDay(lineup: readonly LineupItem[]): LineupDay[] {
  const days = new Map<string | null, LineupItem[]>();
  for (const item of lineup) {
    const list = days.get(item.Day) ?? [];
    list.push(item);
    days.set(item.Day, list);
  }
  return [...days.entries()]
    .sort(([a], [b]) => (a ?? '').localeCompare(b ?? ''))
    .map(([day, items]) => ({ day, items }));
}

/** Spec 1 §2: a lineup name links to the profile, and Follow is enabled, only when confirmed and typed. */
export const lineupProfileOf = (item: LineupItem) => (item.Confirmed ? item.ProfileRef : null);

/** Spec 1 §9: 13 candidates fetched, the event itself and duplicates removed, 9 shown. */
export function recommendedToShow(candidates: readonly EventListItem[], currentId: string): EventListItem[] {
  const seen = new Set<string>([currentId]);
  const shown: EventListItem[] = [];
  for (const event of candidates) {
    if (seen.has(event.Id)) continue;
    seen.add(event.Id);
    shown.push(event);
    if (shown.length === PAGE_SIZE.eventPageRecommendedShow) break;
  }
  return shown;
}
