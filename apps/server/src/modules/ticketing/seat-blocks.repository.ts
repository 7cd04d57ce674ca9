import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from './sql-rows';

/**
 * Seats out of normal sale for one event: blocked by the organizer (event_seat_blocks, state BLOCKED), or
 * reserved for a coupon (the coupon's SeatIds, state COUPON_BLOCK). A coupon reserves its seats while it is
 * usable: enabled, inside its validity window, with uses left overall and for this event. Only coupons tied
 * to the event (coupon_events) reserve seats: seat ids are a venue's, so an organizer-wide coupon names none.
 */
const activeCouponOfEvent = (eventId: string | Placeholder) => sql`
  c.id = ce.coupon_id and ce.event_id = ${eventId}::uuid and not c.disabled
  and cardinality(c.seat_ids) > 0
  and (c.valid_from is null or c.valid_from <= now()) and (c.valid_till is null or c.valid_till > now())
  and (c.remaining_count is null or c.remaining_count > 0)
  and (ce.remaining_count is null or ce.remaining_count > 0)`;

/**
 * SQL true when the seat is reserved for an active coupon of the event other than `couponId` — the hold
 * statement's condition, so the check and the insert are one statement.
 */
export function reservedForOtherCoupon(
  eventId: string | Placeholder,
  seatId: string | Placeholder,
  couponId: string | null | Placeholder,
): SQL {
  return sql`exists (
    select 1 from coupons c, coupon_events ce
    where ${activeCouponOfEvent(eventId)} and ${seatId}::uuid = any(c.seat_ids)
      and c.id is distinct from ${couponId}::uuid)`;
}

/** seat id → the active coupons of the event reserving it, for the asked sectors' seats. */
export async function couponReservations(db: DbOrTx, eventId: string, sectorIds: readonly string[]) {
  const rows = await queryRows<{ seat_id: string; coupon_id: string }>(
    db,
    sql`
    select r.seat_id, r.coupon_id from (
      select unnest(c.seat_ids) as seat_id, c.id as coupon_id
      from coupons c, coupon_events ce where ${activeCouponOfEvent(eventId)}
    ) r
    join seats s on s.id = r.seat_id
    where s.sector_id in (${sql.join(
      sectorIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  const bySeat = new Map<string, string[]>();
  for (const row of rows) bySeat.set(row.seat_id, [...(bySeat.get(row.seat_id) ?? []), row.coupon_id]);
  return bySeat;
}

const idArray = (ids: readonly string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]::uuid[]`;

/**
 * Locks the seats of the event's layout among `seatIds` (FOR UPDATE, in id order so two blockers never
 * deadlock): a concurrent hold of one of them waits in the insert trigger until this transaction ends, and
 * then sees its blocks (migration 0014). Answers the ids found in the event's layout.
 */
export async function lockEventSeats(db: DbOrTx, eventId: string, seatIds: readonly string[]) {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    select s.id from seats s
    join sectors sec on sec.id = s.sector_id
    join events e on e.id = ${eventId}::uuid and e.venue_configuration_id = sec.configuration_id
    where s.id = any(${idArray(seatIds)})
    order by s.id
    for update of s`,
  );
  return rows.map((row) => row.id);
}

export async function insertBlocks(db: DbOrTx, eventId: string, seatIds: readonly string[], userId: string) {
  await db.execute(sql`
    insert into event_seat_blocks (event_id, seat_id, blocked_by)
    select ${eventId}::uuid, id, ${userId}::uuid from unnest(${idArray(seatIds)}) as id
    on conflict (event_id, seat_id) do nothing`);
}

export async function deleteBlocks(db: DbOrTx, eventId: string, seatIds: readonly string[]) {
  await db.execute(sql`
    delete from event_seat_blocks where event_id = ${eventId}::uuid and seat_id = any(${idArray(seatIds)})`);
}

export async function listBlockedSeatIds(db: DbOrTx, eventId: string) {
  const rows = await queryRows<{ seat_id: string }>(
    db,
    sql`select seat_id from event_seat_blocks where event_id = ${eventId}::uuid order by seat_id`,
  );
  return rows.map((row) => row.seat_id);
}

/** Of `seatIds`, those a basket holds (live) or an order bought for the event. */
export async function takenSeatIds(db: DbOrTx, eventId: string, seatIds: readonly string[]) {
  const rows = await queryRows<{ seat_id: string }>(
    db,
    sql`select seat_id from basket_items
    where event_id = ${eventId}::uuid and seat_id = any(${idArray(seatIds)})
      and (status = 'SOLD' or valid_till > now())
    order by seat_id`,
  );
  return rows.map((row) => row.seat_id);
}

/** Blocked seats nobody holds, per (sector, category key): they come off the available counts. */
export async function countFreeBlockedSeats(db: DbOrTx, eventId: string) {
  return queryRows<{ sector_id: string; key: string; count: number }>(
    db,
    sql`
    select s.sector_id, s.ticket_category_key as key, count(*)::int as count
    from event_seat_blocks b
    join seats s on s.id = b.seat_id
    where b.event_id = ${eventId}::uuid
      and not exists (select 1 from basket_items bi where bi.event_id = b.event_id and bi.seat_id = b.seat_id
        and (bi.status = 'SOLD' or bi.valid_till > now()))
    group by s.sector_id, s.ticket_category_key`,
  );
}
