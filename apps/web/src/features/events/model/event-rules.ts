import {
  type EventDetail,
  type EventListItem,
  type LineupItem,
  PAGE_SIZE,
  type RelatedEvent,
} from '@marquee/contract';

/** Spec 1 §9: the about text is cut at 320 characters; the cast list shows 10 actors. */
export const ABOUT_LIMIT = 320;
export const ACTORS_SHOWN = 10;
/** Spec 1 §2: lineup text truncates at a height of 320 px, movie info at 400 px. */
export const LINEUP_MAX_HEIGHT = 320;
export const MOVIE_INFO_MAX_HEIGHT = 400;
/** Spec 1 §9: scroll offset 80 px (the sticky header stays clear of the target). */
export const SCROLL_OFFSET = 80;

const FREE_CHANNEL = 'IsFree';
/**
 * The contract's EXTERNAL_SELLING_CHANNELS, restated: importing values from the contract's events module
 * would pull zod (its schemas live there, and other pages use them) into this landing page's first load.
 */
const EXTERNAL_CHANNELS: ReadonlySet<string> = new Set([
  'ExternalTicketing',
  'TicketportalCZ',
  'TicketportalSK',
]);

export const isFreeEvent = (event: Pick<EventDetail, 'SellingChannelInfo'>) =>
  event.SellingChannelInfo.SellingChannel === FREE_CHANNEL;

/**
 * Spec 1 §2 / spec 2 §2: Get tickets only when the event is not free, not sold elsewhere and within its
 * selling time. It scrolls to the buy form, so it also stays away when the organizer hid that form.
 */
export function showGetTickets(
  event: Pick<EventDetail, 'SellingChannelInfo' | 'InSellingTime' | 'VisibilitySettings'>,
): boolean {
  const channel = event.SellingChannelInfo.SellingChannel;
  return (
    channel !== FREE_CHANNEL &&
    !EXTERNAL_CHANNELS.has(channel) &&
    event.InSellingTime &&
    !event.VisibilitySettings.HidePurchaseForm
  );
}

/** Spec 1 §2: the buy-tickets form is hidden for free events (the visibility setting is the form's own). */
export const showPurchaseSection = (event: Pick<EventDetail, 'SellingChannelInfo'>) => !isFreeEvent(event);

/** Spec 1 §2: the top image is not shown for past events. */
export const showTopImage = (event: Pick<EventDetail, 'IsPast' | 'ProfilePicture'>) =>
  !event.IsPast && Boolean(event.ProfilePicture);

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
