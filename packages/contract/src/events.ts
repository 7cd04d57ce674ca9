import { z } from 'zod';
import { PAGE_SIZE, SEARCH } from './limits';

/** Query flags arrive as strings; "true"/"1" mean yes, anything else no. */
const queryFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const isoInstant = z.iso.datetime({ offset: true });
const isoDateOrInstant = z.union([isoInstant, z.iso.date()]);

/** `categories` may repeat (`?categories=a&categories=b`) or be comma-separated. */
const idList = z
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
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(SEARCH.eventSearchLimit).default(PAGE_SIZE.allEvents),
  withoutStream: queryFlag.optional().describe('true: leave out online streams'),
});
export type EventSearchQuery = z.infer<typeof EventSearchQuerySchema>;

/** An event as listings show it (cards on home, all events, profiles). */
export const EventListItemSchema = z.object({
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
  Currency: z.string(),
  SellingChannel: z.string(),
  Categories: z.array(z.uuid()),
});
export type EventListItem = z.infer<typeof EventListItemSchema>;
export const EventSearchResponseSchema = z.array(EventListItemSchema);
