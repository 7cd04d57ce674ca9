import { and, asc, desc, eq, gte, inArray, lt, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { normalizeSearchText } from '../../db/schema/columns';
import {
  type EventManagementSettingsRow,
  eventGalleryImages,
  eventManagementSettings,
  eventResponsibles,
  seasonEventMembers,
} from '../../db/schema/event-management';
import { type EventRow, eventGenres, eventLineup, events, type NewEvent } from '../../db/schema/events';
import { eventBasePrices, eventSectorSettings, eventTicketCategories } from '../../db/schema/pricing';
import { profiles } from '../../db/schema/profiles';
import { basketItems } from '../../db/schema/ticketing';
import { cities } from '../../db/schema/utility';
import { seats, sectors, venueConfigurations, venues } from '../../db/schema/venues';

export async function findEvent(db: DbOrTx, id: string): Promise<EventRow | null> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  return row ?? null;
}

/** The row locked for the rest of the transaction, so concurrent saves of one event apply one after another. */
export async function lockEvent(tx: DbOrTx, id: string): Promise<EventRow | null> {
  const [row] = await tx.select().from(events).where(eq(events.id, id)).limit(1).for('update');
  return row ?? null;
}

export async function insertEvent(tx: DbOrTx, values: NewEvent): Promise<EventRow> {
  const [row] = await tx.insert(events).values(values).returning();
  if (!row) throw new Error('insertEvent returned nothing');
  return row;
}

export async function updateEvent(tx: DbOrTx, id: string, values: Partial<NewEvent>): Promise<EventRow> {
  const [row] = await tx
    .update(events)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(events.id, id))
    .returning();
  if (!row) throw new Error('updateEvent matched nothing');
  return row;
}

export async function replaceEventGenres(tx: DbOrTx, eventId: string, genreIds: readonly string[]) {
  await tx.delete(eventGenres).where(eq(eventGenres.eventId, eventId));
  if (genreIds.length > 0)
    await tx.insert(eventGenres).values(genreIds.map((genreId) => ({ eventId, genreId })));
}

export async function eventGenreIds(db: DbOrTx, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ id: eventGenres.genreId })
    .from(eventGenres)
    .where(eq(eventGenres.eventId, eventId));
  return rows.map((row) => row.id);
}

/** Rewrites the search column the listings match against: name, keywords and lineup names, folded. */
export async function refreshSearchText(tx: DbOrTx, eventId: string): Promise<void> {
  const [event] = await tx
    .select({ name: events.name, keywords: events.keywords })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) return;
  const lineup = await tx
    .select({ name: eventLineup.name })
    .from(eventLineup)
    .where(eq(eventLineup.eventId, eventId));
  const searchText = normalizeSearchText(event.name, ...event.keywords, ...lineup.map((item) => item.name));
  await tx.update(events).set({ searchText }).where(eq(events.id, eventId));
}

export async function findSettings(db: DbOrTx, eventId: string): Promise<EventManagementSettingsRow | null> {
  const [row] = await db
    .select()
    .from(eventManagementSettings)
    .where(eq(eventManagementSettings.eventId, eventId));
  return row ?? null;
}

export async function upsertSettings(
  tx: DbOrTx,
  eventId: string,
  values: Partial<Omit<EventManagementSettingsRow, 'eventId'>>,
): Promise<void> {
  await tx
    .insert(eventManagementSettings)
    .values({ eventId, ...values })
    .onConflictDoUpdate({ target: eventManagementSettings.eventId, set: values });
}

export async function findCityZone(db: DbOrTx, cityId: string): Promise<string | null> {
  const [row] = await db.select({ timeZone: cities.timeZone }).from(cities).where(eq(cities.id, cityId));
  return row?.timeZone ?? null;
}

export async function findVenue(db: DbOrTx, venueId: string) {
  const [row] = await db.select().from(venues).where(eq(venues.id, venueId));
  return row ?? null;
}

/** The venue's configuration `configurationId`, or its oldest one when not given; null when it has none. */
export async function findConfiguration(db: DbOrTx, venueId: string, configurationId?: string | null) {
  const [row] = await db
    .select({ id: venueConfigurations.id })
    .from(venueConfigurations)
    .where(
      and(
        eq(venueConfigurations.venueId, venueId),
        configurationId ? eq(venueConfigurations.id, configurationId) : undefined,
      ),
    )
    .orderBy(asc(venueConfigurations.createdAt), asc(venueConfigurations.id))
    .limit(1);
  return row ?? null;
}

export async function deleteSectorSettings(tx: DbOrTx, eventId: string): Promise<void> {
  await tx.delete(eventSectorSettings).where(eq(eventSectorSettings.eventId, eventId));
}

// ——— Publishing ———

/** Categories with a price window that has not ended. */
export async function pricedCategoryCount(db: DbOrTx, eventId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(distinct ${eventTicketCategories.id})::int` })
    .from(eventTicketCategories)
    .innerJoin(eventBasePrices, eq(eventBasePrices.ticketCategoryId, eventTicketCategories.id))
    .where(and(eq(eventTicketCategories.eventId, eventId), gte(eventBasePrices.validTill, now)));
  return row?.count ?? 0;
}

/** Category keys the configuration's seats and sectors use that the event defines no category for. */
export async function missingCategoryKeys(db: DbOrTx, eventId: string, configurationId: string) {
  const defined = db
    .select({ key: eventTicketCategories.key })
    .from(eventTicketCategories)
    .where(eq(eventTicketCategories.eventId, eventId));
  const seatKeys = await db
    .selectDistinct({ key: seats.ticketCategoryKey })
    .from(seats)
    .innerJoin(sectors, eq(sectors.id, seats.sectorId))
    .where(and(eq(sectors.configurationId, configurationId), notInArray(seats.ticketCategoryKey, defined)));
  const sectorKeys = await db
    .selectDistinct({ key: sectors.ticketCategoryKey })
    .from(sectors)
    .leftJoin(
      eventSectorSettings,
      and(eq(eventSectorSettings.sectorId, sectors.id), eq(eventSectorSettings.eventId, eventId)),
    )
    .where(
      and(
        eq(sectors.configurationId, configurationId),
        ne(sectors.type, 'SeatingSector'),
        sql`${sectors.ticketCategoryKey} IS NOT NULL`,
        sql`${eventSectorSettings.ticketCategoryId} IS NULL`,
        notInArray(sectors.ticketCategoryKey, defined),
      ),
    );
  return [...new Set([...seatKeys, ...sectorKeys].map((row) => row.key).filter((key) => key !== null))];
}

/**
 * Whether seats or standing sectors of the configuration refer to `key` (a sector's own category for this
 * event, set in its event settings, takes the sector's place). Deleting or re-keying such a category would
 * leave places no ticket category sells.
 */
export async function categoryKeyInUse(
  db: DbOrTx,
  eventId: string,
  configurationId: string,
  key: string,
): Promise<boolean> {
  const [seat] = await db
    .select({ id: seats.id })
    .from(seats)
    .innerJoin(sectors, eq(sectors.id, seats.sectorId))
    .where(and(eq(sectors.configurationId, configurationId), eq(seats.ticketCategoryKey, key)))
    .limit(1);
  if (seat) return true;
  const [sector] = await db
    .select({ id: sectors.id })
    .from(sectors)
    .leftJoin(
      eventSectorSettings,
      and(eq(eventSectorSettings.sectorId, sectors.id), eq(eventSectorSettings.eventId, eventId)),
    )
    .where(
      and(
        eq(sectors.configurationId, configurationId),
        ne(sectors.type, 'SeatingSector'),
        eq(sectors.ticketCategoryKey, key),
        sql`${eventSectorSettings.ticketCategoryId} IS NULL`,
      ),
    )
    .limit(1);
  return Boolean(sector);
}

export async function hasResponsible(db: DbOrTx, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: eventResponsibles.eventId })
    .from(eventResponsibles)
    .where(eq(eventResponsibles.eventId, eventId));
  return Boolean(row);
}

// ——— Management view ———

export async function loadEventAggregate(db: DbOrTx, eventId: string) {
  return db.query.events.findFirst({
    where: eq(events.id, eventId),
    with: {
      venue: true,
      genres: true,
      lineup: {
        with: { profile: true },
        orderBy: (lineup, { asc }) => [asc(lineup.day), asc(lineup.sortOrder), asc(lineup.id)],
      },
    },
  });
}
export type EventAggregate = NonNullable<Awaited<ReturnType<typeof loadEventAggregate>>>;

export async function listGallery(db: DbOrTx, eventId: string) {
  return db
    .select()
    .from(eventGalleryImages)
    .where(eq(eventGalleryImages.eventId, eventId))
    .orderBy(asc(eventGalleryImages.sortOrder), asc(eventGalleryImages.createdAt));
}

export async function findEventResponsible(db: DbOrTx, eventId: string) {
  const [row] = await db.select().from(eventResponsibles).where(eq(eventResponsibles.eventId, eventId));
  return row ?? null;
}

export async function seasonEventIdsOf(db: DbOrTx, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ id: seasonEventMembers.seasonEventId })
    .from(seasonEventMembers)
    .where(eq(seasonEventMembers.eventId, eventId))
    .orderBy(asc(seasonEventMembers.createdAt));
  return rows.map((row) => row.id);
}

/** Every other date of the show, drafts included (the organizer manages them all). */
export async function groupMembers(db: DbOrTx, groupId: string, exceptId: string) {
  return db
    .select({
      id: events.id,
      beginAt: events.beginAt,
      status: events.status,
      performanceLabel: events.performanceLabel,
    })
    .from(events)
    .where(and(eq(events.eventGroupId, groupId), ne(events.id, exceptId)))
    .orderBy(asc(events.beginAt), asc(events.id))
    .limit(200);
}

// ——— My events ———

export interface MyEventsFilter {
  profileId: string;
  statuses?: readonly string[];
  key?: string;
  timeline?: 'Future' | 'Past';
  from?: Date;
  till?: Date;
  online?: boolean;
  groupEvents?: boolean;
  descending: boolean;
  limit: number;
  offset: number;
  now: Date;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Ids of the profile's authored events matching the filter, in list order. */
export async function myEventIds(db: DbOrTx, filter: MyEventsFilter): Promise<string[]> {
  const conditions: (SQL | undefined)[] = [eq(events.authorProfileId, filter.profileId)];
  if (filter.statuses?.length) conditions.push(inArray(events.status, [...filter.statuses] as never[]));
  if (filter.key) {
    const folded = normalizeSearchText(filter.key);
    if (folded) conditions.push(sql`${events.searchText} LIKE ${`%${escapeLike(folded)}%`}`);
  }
  const timeline =
    filter.timeline === 'Future'
      ? gte(events.endAt, filter.now)
      : filter.timeline === 'Past'
        ? lt(events.endAt, filter.now)
        : undefined;
  conditions.push(timeline);
  if (filter.from) conditions.push(gte(events.endAt, filter.from));
  if (filter.till) conditions.push(lt(events.beginAt, filter.till));
  if (filter.online !== undefined) conditions.push(eq(events.isOnline, filter.online));
  if (filter.groupEvents) {
    // One row per show: the group's first date among those on the same timeline.
    const timelineSql =
      filter.timeline === 'Future'
        ? sql`and g.end_at >= ${filter.now}`
        : filter.timeline === 'Past'
          ? sql`and g.end_at < ${filter.now}`
          : sql``;
    conditions.push(
      sql`(${events.eventGroupId} IS NULL OR ${events.id} = (select g.id from events g
        where g.event_group_id = ${events.eventGroupId} ${timelineSql}
        order by g.begin_at, g.id limit 1))`,
    );
  }
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(and(...conditions))
    .orderBy(filter.descending ? desc(events.beginAt) : asc(events.beginAt), asc(events.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return rows.map((row) => row.id);
}

export async function managementColumns(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: events.id,
      status: events.status,
      eventGroupId: events.eventGroupId,
      performanceLabel: events.performanceLabel,
    })
    .from(events)
    .where(inArray(events.id, [...ids]));
}

export async function profileOf(db: DbOrTx, profileId: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, profileId));
  return row ?? null;
}

/** Tickets sold per event (basket items the payment turned SOLD). */
export async function soldCounts(db: DbOrTx, eventIds: readonly string[]): Promise<Map<string, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ eventId: basketItems.eventId, count: sql<number>`count(*)::int` })
    .from(basketItems)
    .where(and(inArray(basketItems.eventId, [...eventIds]), eq(basketItems.status, 'SOLD')))
    .groupBy(basketItems.eventId);
  return new Map(rows.map((row) => [row.eventId, row.count]));
}
