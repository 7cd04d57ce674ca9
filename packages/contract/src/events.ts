import { z } from 'zod';
import { PAGE_SIZE, SEARCH } from './limits';
import { pageParams } from './paging';
import { ProfileRefSchema } from './social';
import { LonLatSchema } from './utility';

/** Query flags arrive as strings; "true"/"1" mean yes, anything else no. */
export const queryFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const isoInstant = z.iso.datetime({ offset: true });
export const isoDateOrInstant = z.union([isoInstant, z.iso.date()]);

/** Ids may repeat (`?categories=a&categories=b`) or be comma-separated. */
export const idList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.uuid()).max(50));

/** GET /event/search (spec 1 §7): published events, soonest first. Without `since`, events not yet over. */
export const EventSearchQuerySchema = z.object({
  categories: idList.optional().describe('Genre ids; a parent genre includes its subgenres'),
  cityId: z.uuid().optional(),
  since: isoDateOrInstant.optional().describe('Events that have not ended before this instant (default now)'),
  till: isoDateOrInstant.optional().describe('Events that begin before this instant'),
  ...pageParams(PAGE_SIZE.allEvents),
  withoutStream: queryFlag.optional().describe('true: leave out online streams'),
});
export type EventSearchQuery = z.infer<typeof EventSearchQuerySchema>;

/** An event as listings and the search bar show it (cards on home, all events, profiles, search). */
export const EventListItemSchema = z
  .object({
    Id: z.uuid(),
    Nickname: z.string().nullable(),
    ProfileName: z.string(),
    Begin: z.string().describe('ISO-8601 UTC'),
    End: z.string().describe('ISO-8601 UTC; 9999-12-30T23:59:59Z for long-term events'),
    TimeZone: z.string().describe('IANA zone the event takes place in'),
    ProfilePicture: z.string().nullable(),
    IsOnline: z.boolean(),
    City: z.string().nullable(),
    CountryCode: z.string().nullable(),
    /** Country name in the request's language; null for online events. */
    Country: z.string().nullable(),
    VenueName: z.string().nullable(),
    Currency: z.string(),
    SellingChannel: z.string(),
    Categories: z.array(z.uuid()),
    /** Lineup names in running order (day, then position): the search bar shows them under the name. */
    LineupNames: z.array(z.string()),
    /** The event's own position, else its venue's (the all-events map); null for online events. */
    LonLat: LonLatSchema.nullable(),
  })
  .meta({ id: 'EventListItem' });
export type EventListItem = z.infer<typeof EventListItemSchema>;
export const EventSearchResponseSchema = z.array(EventListItemSchema);
export const EventListResponseSchema = EventSearchResponseSchema;

// GET /event/recommended?page,perPage (spec 1 §9: 8)
export const RecommendedEventsQuerySchema = z.object(pageParams(PAGE_SIZE.recommendedEvents));

// POST /event/getByIds {Ids}
export const EventsByIdsBodySchema = z.object({
  Ids: z.array(z.uuid()).max(SEARCH.eventSearchLimit),
});

/**
 * `eventBegin` of GET /event and GET /stream: `future` (default; not yet ended, soonest first), `past`
 * (ended, most recent first), or an ISO date/instant (beginning at or after it, soonest first).
 */
export const EventBeginSchema = z
  .union([z.enum(['future', 'past']), isoDateOrInstant])
  .describe('future (default) | past | an ISO date or instant: events beginning at or after it');
export type EventBegin = z.infer<typeof EventBeginSchema>;

/** GET /event?profileId,eventBegin,page,perPage (10) or ?VisitorId,eventBegin,page,perPage: one of the two ids. */
export const ProfileEventsQuerySchema = z
  .object({
    profileId: z.uuid().optional().describe('Events of a profile: as author, venue or lineup member'),
    VisitorId: z.uuid().optional().describe('Events the visitor profile marked Going'),
    eventBegin: EventBeginSchema.optional(),
    ...pageParams(PAGE_SIZE.profileEvents),
  })
  .refine((query) => (query.profileId === undefined) !== (query.VisitorId === undefined), {
    message: 'Give exactly one of profileId and VisitorId',
    path: ['profileId'],
  });
export type ProfileEventsQuery = z.infer<typeof ProfileEventsQuerySchema>;

// GET /media/{id}/supportedevents?Past
export const SupportedEventsParamsSchema = z.object({ id: z.uuid() });
export const SupportedEventsQuerySchema = z.object({
  Past: queryFlag.optional().describe('true: events that have ended, most recent first'),
  ...pageParams(PAGE_SIZE.profileEvents),
});

// GET /event/uniqueLineUpMemberEvents?categories,cityId,since,numberOfEvents (5)
export const UniqueLineupEventsQuerySchema = z.object({
  categories: idList.optional(),
  cityId: z.uuid().optional(),
  since: isoDateOrInstant.optional().describe('Events not ended before this instant (default now)'),
  numberOfEvents: z.coerce.number().int().min(1).max(50).default(5),
});
export const UniqueLineupEventSchema = EventListItemSchema.extend({
  /** The lineup member this event was picked for. */
  LineupMember: ProfileRefSchema,
});
export const UniqueLineupEventsResponseSchema = z.array(UniqueLineupEventSchema);

/** GET /event/{id}: the event's id or nickname (case-insensitive). */
export const EventIdParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });

// ——— Event states (spec 1 §4, spec 2 §4 "Selling window"): pure rules shared by server and web ———

/** Selling channels where the ticket is bought elsewhere (spec: "externally sold"). */
export const EXTERNAL_SELLING_CHANNELS = ['ExternalTicketing', 'TicketportalCZ', 'TicketportalSK'] as const;
/** The in-product channel as stored (the spec's `{product}`). */
export const IN_PRODUCT_SELLING_CHANNEL = 'Marquee';

const toTime = (value: string | Date) => (typeof value === 'string' ? Date.parse(value) : value.getTime());

/** Published when the status says so, in any letter case. */
export function isPublished(status: string | null | undefined): boolean {
  return typeof status === 'string' && status.toUpperCase() === 'PUBLISHED';
}

/** Past when the end is before now. */
export function isEventPast(end: string | Date, now: Date = new Date()): boolean {
  return toTime(end) < now.getTime();
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();
/** The calendar day (YYYY-MM-DD) an instant falls on in an IANA zone. */
export function calendarDayIn(instant: string | Date | number, timeZone: string): string {
  let format = dayFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, format);
  }
  return format.format(new Date(typeof instant === 'number' ? instant : toTime(instant)));
}

/**
 * Multi-day when begin and end fall on different calendar days in the event's zone. The end is exclusive:
 * an evening that ends at midnight is one day. Long-term events span many days, so they are multi-day too.
 */
export function isMultiDay(begin: string | Date, end: string | Date, timeZone: string): boolean {
  const endTime = toTime(end);
  if (endTime <= toTime(begin)) return false;
  return calendarDayIn(begin, timeZone) !== calendarDayIn(endTime - 1, timeZone);
}

export interface SellingWindowEvent {
  SellingChannel: string;
  BeginSelling: string | Date | null;
  EndSelling: string | Date | null;
  End: string | Date;
}

/**
 * Spec 2 §4: a paid, non-external event (the in-product channel) is on sale only between BeginSelling and
 * EndSelling. A missing BeginSelling means on sale already; a missing EndSelling means until the event
 * ends. Free and externally sold events are never "in selling time" (no Get tickets button).
 */
export function isInSellingTime(event: SellingWindowEvent, now: Date = new Date()): boolean {
  if (event.SellingChannel !== IN_PRODUCT_SELLING_CHANNEL) return false;
  const at = now.getTime();
  if (event.BeginSelling !== null && at < toTime(event.BeginSelling)) return false;
  return at <= toTime(event.EndSelling ?? event.End);
}

/** External channels sell on another site; the page links out instead of showing the purchase flow. */
export function isExternallySold(sellingChannel: string): boolean {
  return (EXTERNAL_SELLING_CHANNELS as readonly string[]).includes(sellingChannel);
}
