import { and, asc, eq, gte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema/events';
import { cities } from '../../db/schema/utility';
import { venues } from '../../db/schema/venues';
import { isPublishedEvent } from './event-cards.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An event id or nickname (nicknames are citext, so any letter case matches; they are never uuid-shaped). */
export function byIdOrNickname(key: string) {
  return UUID.test(key) ? eq(events.id, key) : eq(events.nickname, key);
}

const profileRefColumns = {
  id: true,
  type: true,
  profileName: true,
  profilePicture: true,
  nickname: true,
  role: true,
} as const;

/**
 * The event with author, venue, city, genres, lineup (in running order), stream and its Going count: one
 * round trip.
 */
const detailQuery = (db: Db, where: SQL) =>
  db.query.events.findFirst({
    where,
    // Written raw inside: drizzle re-aliases every column object in `extras` to the outer table.
    extras: (event) => ({
      goingCount: sql<number>`(select count(*)::int from event_visitors v
        where v.event_id = ${event.id} and v.status = 'Going')`.as('going_count'),
      hasTurnstileSystem: sql<boolean>`exists(select 1 from turnstile_systems ts
        where ts.event_id = ${event.id})`.as('has_turnstile_system'),
      // Issue 26: the venue's profile confirmed hosting (PUT /event/{id}/building/confirmation).
      buildingConfirmed: sql<boolean>`coalesce((select s.building_confirmed from event_management_settings s
        where s.event_id = ${event.id}), false)`.as('building_confirmed'),
      // Issue 22: the organizer's pixel and analytics, loaded by the web after the visitor's consent.
      trackingProviders: sql<unknown[] | null>`(select s.tracking_providers from event_management_settings s
        where s.event_id = ${event.id})`.as('tracking_providers'),
      // Issue 19: the questionnaire buyers fill (TicketRegistration2), null when none is asked.
      ticketRegistration: sql<Record<string, unknown> | null>`(select
        coalesce(s.registration, '{}'::jsonb) || jsonb_build_object('QuestionnaireId', s.ticket_registration_id)
        from event_ticketing_settings s
        where s.event_id = ${event.id} and s.ticket_registration_id is not null)`.as('ticket_registration'),
    }),
    // Profiles only as references (presentProfileRef): their about texts, contacts and settings would be
    // built into JSON by PostgreSQL and parsed by the server on every read for nothing.
    with: {
      author: { columns: profileRefColumns },
      venue: {
        columns: { id: true, name: true, profileId: true },
        with: { profile: { columns: profileRefColumns } },
      },
      city: true,
      genres: { with: { genre: true } },
      lineup: {
        with: { profile: { columns: profileRefColumns } },
        orderBy: (lineup, { asc }) => [asc(lineup.day), asc(lineup.sortOrder), asc(lineup.id)],
      },
      stream: true,
    },
  });

const key = sql.placeholder('key');

/**
 * Prepared once per database handle: building drizzle's relational query costs more CPU than running it,
 * and the event page is the hottest read there is.
 */
function prepareDetailStatements(db: Db) {
  return {
    byId: detailQuery(db, eq(events.id, key)).prepare('event_detail_by_id'),
    byNickname: detailQuery(db, eq(events.nickname, key)).prepare('event_detail_by_nickname'),
    related: db
      .select({
        id: events.id,
        nickname: events.nickname,
        beginAt: events.beginAt,
        endAt: events.endAt,
        timeZone: events.timeZone,
        performanceLabel: events.performanceLabel,
        performanceType: events.performanceType,
        movieInfo: events.movieInfo,
        isOnline: events.isOnline,
        venueId: venues.id,
        venueName: venues.name,
        cityName: cities.name,
        countryCode: cities.countryCode,
      })
      .from(events)
      .leftJoin(venues, eq(venues.id, events.venueId))
      .leftJoin(cities, eq(cities.id, events.cityId))
      .where(
        and(
          eq(events.eventGroupId, sql.placeholder('groupId')),
          ne(events.id, sql.placeholder('exceptId')),
          isPublishedEvent,
          gte(events.endAt, sql.placeholder('now')),
        ),
      )
      .orderBy(asc(events.beginAt), asc(events.id))
      .limit(50)
      .prepare('event_related_performances'),
  };
}

/** The event page's reads of one database handle (one per app, made in the composition root). */
export function createEventDetailRepository(db: Db) {
  let prepared: ReturnType<typeof prepareDetailStatements> | undefined;
  const statements = () => {
    prepared ??= prepareDetailStatements(db);
    return prepared;
  };

  return {
    /** The event with everything its page shows, in one round trip (drizzle's relational query). */
    async find(idOrNickname: string) {
      const s = statements();
      const row = UUID.test(idOrNickname)
        ? await s.byId.execute({ key: idOrNickname })
        : await s.byNickname.execute({ key: idOrNickname });
      return row ?? null;
    },

    /** Future published performances of a group (without `exceptId`), soonest first; for the selector. */
    related: (groupId: string, exceptId: string, now: Date) =>
      statements().related.execute({ groupId, exceptId, now: now.toISOString() }),
  };
}
export type EventDetailRepository = ReturnType<typeof createEventDetailRepository>;
export type EventDetailRow = NonNullable<Awaited<ReturnType<EventDetailRepository['find']>>>;
export type RelatedPerformanceRow = Awaited<ReturnType<EventDetailRepository['related']>>[number];

/** The event by id as its page shows it, built per call: for cold paths (the confirmation mail). */
export async function findEventDetailById(db: Db, id: string): Promise<EventDetailRow | null> {
  return (await detailQuery(db, eq(events.id, id))) ?? null;
}
