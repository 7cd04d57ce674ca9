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
