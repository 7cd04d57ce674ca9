import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type CouponRow, couponEvents, coupons } from '../../db/schema/coupons';
import { events } from '../../db/schema/events';
import { eventTicketCategories } from '../../db/schema/pricing';
import { profiles } from '../../db/schema/profiles';
import { queryRows } from '../ticketing/sql-rows';

/** Coupon queries; rules live in the services. */

export type NewCoupon = typeof coupons.$inferInsert;

/** A coupon with its events in form order. */
export interface CouponRecord extends CouponRow {
  eventIds: string[];
  ownerEmail: string | null;
}

async function withEvents(db: DbOrTx, rows: CouponRow[]): Promise<CouponRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const links = await db
    .select({ couponId: couponEvents.couponId, eventId: couponEvents.eventId })
    .from(couponEvents)
    .where(inArray(couponEvents.couponId, ids))
    .orderBy(asc(couponEvents.position));
  const owners = rows.flatMap((r) => (r.ownerUserId ? [r.ownerUserId] : []));
  const emails = new Map<string, string>();
  if (owners.length > 0) {
    for (const row of await queryRows<{ id: string; email: string }>(
      db,
      sql`select id, email from users where id in (${sql.join(
        owners.map((o) => sql`${o}::uuid`),
        sql`, `,
      )})`,
    ))
      emails.set(row.id, row.email);
  }
  return rows.map((row) => ({
    ...row,
    eventIds: links.filter((l) => l.couponId === row.id).map((l) => l.eventId),
    ownerEmail: row.ownerUserId ? (emails.get(row.ownerUserId) ?? null) : null,
  }));
}

export async function findCoupon(db: DbOrTx, id: string): Promise<CouponRecord | null> {
  const rows = await db.select().from(coupons).where(eq(coupons.id, id));
  return (await withEvents(db, rows))[0] ?? null;
}

/** The organizer's coupon with this code, whatever its case (citext). */
export async function findCouponByCode(db: DbOrTx, organizerId: string, code: string) {
  const rows = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.organizerProfileId, organizerId), eq(coupons.code, code)));
  return (await withEvents(db, rows))[0] ?? null;
}

/**
 * Whether another organizer has a public, switched-on promo code like this one (any case): the code
 * exists, just not for the event asked about. Staff-only, POS and owned coupons never count, so a lookup
 * tells nobody about codes that were never meant to be typed in.
 */
export async function publicCodeOfOtherOrganizer(db: DbOrTx, organizerId: string, code: string) {
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(
      and(
        eq(coupons.code, code),
        sql`${coupons.organizerProfileId} <> ${organizerId}`,
        eq(coupons.disabled, false),
        eq(coupons.isAdminOnly, false),
        eq(coupons.isPos, false),
        sql`${coupons.ownerUserId} is null`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The organizer profile's BatchCouponsEnabled setting (spec 3 §3 Custom frontend settings). */
export async function batchCouponsEnabled(db: DbOrTx, organizerId: string): Promise<boolean> {
  const [row] = await db
    .select({ settings: profiles.extraSettings })
    .from(profiles)
    .where(eq(profiles.id, organizerId));
  return row?.settings.CustomFrontendSettings?.BatchCouponsEnabled === true;
}

export async function insertCoupons(
  db: DbOrTx,
  values: NewCoupon[],
  eventIds: string[],
  maxPerEvent: number | null,
) {
  const rows = await db.insert(coupons).values(values).returning();
  const links = rows.flatMap((row) =>
    eventIds.map((eventId, position) => ({
      couponId: row.id,
      eventId,
      position,
      remainingCount: maxPerEvent,
    })),
  );
  if (links.length > 0) await db.insert(couponEvents).values(links);
  return rows;
}

/** Row lock on the coupon, held until the transaction ends. */
export async function lockCoupon(tx: DbOrTx, id: string) {
  await tx.execute(sql`select id from coupons where id = ${id} for update`);
}

export async function updateCoupon(db: DbOrTx, id: string, values: Partial<NewCoupon>) {
  await db
    .update(coupons)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(coupons.id, id));
}

/**
 * Replaces the coupon's event list. Events kept keep their per-event remaining count (uses already made
 * stay made); new ones start from the per-event maximum.
 */
export async function replaceCouponEvents(
  db: DbOrTx,
  couponId: string,
  eventIds: string[],
  maxPerEvent: number | null,
  maxPerEventBefore: number | null,
) {
  const existing = await db.select().from(couponEvents).where(eq(couponEvents.couponId, couponId));
  await db.delete(couponEvents).where(eq(couponEvents.couponId, couponId));
  const rows = eventIds.map((eventId, position) => {
    const kept = existing.find((e) => e.eventId === eventId);
    let remaining = maxPerEvent;
    if (kept && maxPerEvent !== null) {
      const used =
        maxPerEventBefore === null || kept.remainingCount === null
          ? 0
          : maxPerEventBefore - kept.remainingCount;
      remaining = Math.max(0, maxPerEvent - used);
    }
    return { couponId, eventId, position, remainingCount: remaining };
  });
  if (rows.length > 0) await db.insert(couponEvents).values(rows);
}

export interface CouponListFilter {
  organizerId?: string;
  eventId?: string;
  batchId?: string;
  includeDisabled: boolean;
  page: number;
  perPage: number;
}

export async function listCoupons(db: DbOrTx, filter: CouponListFilter) {
  const conditions = [
    filter.organizerId ? eq(coupons.organizerProfileId, filter.organizerId) : undefined,
    filter.batchId ? eq(coupons.batchId, filter.batchId) : undefined,
    filter.includeDisabled ? undefined : eq(coupons.disabled, false),
    filter.eventId
      ? sql`exists (select 1 from coupon_events ce where ce.coupon_id = ${coupons.id} and ce.event_id = ${filter.eventId})`
      : undefined,
  ].filter((c) => c !== undefined);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.createdAt), asc(coupons.id))
      .limit(filter.perPage)
      .offset(filter.page * filter.perPage),
    db.select({ value: count() }).from(coupons).where(where),
  ]);
  return { items: await withEvents(db, rows), total: total?.value ?? 0 };
}

/** Coupons owned by an account (season and owned coupons), optionally those covering one event. */
export async function listOwnedCoupons(db: DbOrTx, userId: string, eventId?: string) {
  const rows = await db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.ownerUserId, userId),
        eq(coupons.disabled, false),
        eventId
          ? sql`exists (select 1 from coupon_events ce where ce.coupon_id = ${coupons.id} and ce.event_id = ${eventId})`
          : undefined,
      ),
    )
    .orderBy(desc(coupons.createdAt));
  return withEvents(db, rows);
}

/** Public coupons of an event (listed for buyers next to the promo-code field). */
export async function listPublicCoupons(db: DbOrTx, eventId: string) {
  const rows = await db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.isPublic, true),
        eq(coupons.disabled, false),
        eq(coupons.isAdminOnly, false),
        eq(coupons.isPos, false),
        sql`exists (select 1 from coupon_events ce where ce.coupon_id = ${coupons.id} and ce.event_id = ${eventId})`,
      ),
    )
    .orderBy(desc(coupons.createdAt));
  return withEvents(db, rows);
}

/** The event facts a coupon's coverage depends on. */
export async function findEventFacts(db: DbOrTx, eventId: string) {
  const [row] = await db
    .select({
      id: events.id,
      authorProfileId: events.authorProfileId,
      eventGroupId: events.eventGroupId,
      currency: events.currency,
    })
    .from(events)
    .where(eq(events.id, eventId));
  return row ?? null;
}

/** Events (of the list) the organizer authored; the rest are foreign to it. */
/** The organizer's events of the list, with the currency each sells in. */
export async function ownedEventCurrencies(db: DbOrTx, organizerId: string, eventIds: string[]) {
  if (eventIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: events.id, currency: events.currency })
    .from(events)
    .where(and(inArray(events.id, eventIds), eq(events.authorProfileId, organizerId)));
  return new Map(rows.map((r) => [r.id, r.currency]));
}

/** Ticket categories (of the list) that belong to one of the events. */
export function ticketCategoriesOfEvents(db: DbOrTx, categoryIds: string[], eventIds: string[]) {
  return db
    .select({ id: eventTicketCategories.id })
    .from(eventTicketCategories)
    .where(
      and(inArray(eventTicketCategories.id, categoryIds), inArray(eventTicketCategories.eventId, eventIds)),
    );
}

/**
 * Whether the coupon covers the event: listed, or (UseOriginalEventIds) another date of a listed event's
 * group, or an organizer coupon of the event's author.
 */
export async function couponCoversEvent(db: DbOrTx, coupon: CouponRecord, eventId: string): Promise<boolean> {
  if (coupon.eventIds.includes(eventId)) return true;
  const event = await findEventFacts(db, eventId);
  if (!event) return false;
  if (coupon.type === 'AnonymousOrganizatorCoupon')
    return event.authorProfileId === coupon.organizerProfileId;
  if (!coupon.includeAllDates || !event.eventGroupId || coupon.eventIds.length === 0) return false;
  const rows = await queryRows<{ hit: boolean }>(
    db,
    sql`select exists (select 1 from events where id in (${sql.join(
      coupon.eventIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and event_group_id = ${event.eventGroupId}) as hit`,
  );
  return rows[0]?.hit === true;
}

/** Uses left for one event; null when the coupon has no per-event limit there. */
export async function remainingForEvent(db: DbOrTx, couponId: string, eventId: string) {
  const [row] = await db
    .select({ remaining: couponEvents.remainingCount })
    .from(couponEvents)
    .where(and(eq(couponEvents.couponId, couponId), eq(couponEvents.eventId, eventId)));
  return row?.remaining ?? null;
}

export async function profileExists(db: DbOrTx, profileId: string, type: string) {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), sql`lower(${profiles.type}) = ${type.toLowerCase()}`));
  return Boolean(row);
}

export async function findUserIdByEmail(db: DbOrTx, email: string) {
  const rows = await queryRows<{ id: string }>(db, sql`select id from users where email = ${email}`);
  return rows[0]?.id ?? null;
}
