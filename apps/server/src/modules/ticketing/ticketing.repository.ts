import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { baskets } from '../../db/schema/ticketing';
import { seatRows, seats, sectors } from '../../db/schema/venues';
import { reservedForOtherCoupon } from './seat-blocks.repository';
import { preparedStatement, queryRows } from './sql-rows';

/**
 * Basket and hold queries. Live means SOLD, or HELD with valid_till > now() (the database clock, the same
 * one the triggers and every process use).
 */

export async function insertBasket(db: DbOrTx, values: { userId: string | null; email: string | null }) {
  const [row] = await db.insert(baskets).values(values).returning({ id: baskets.id });
  if (!row) throw new Error('insertBasket: nothing returned');
  return row.id;
}

export async function findBasket(db: DbOrTx, guid: string) {
  const [row] = await db.select().from(baskets).where(eq(baskets.id, guid));
  return row ?? null;
}

type LockedBasket = { id: string; email: string | null; user_id: string | null; extended_at: Date | null };
const p = sql.placeholder;
const LOCK_BASKET = sql`select id, email, user_id, extended_at,
    set_config('synchronous_commit', 'off', true) as sync
  from baskets where id = ${p('guid')}::uuid for update`;
const lockBasketStatement = preparedStatement<LockedBasket>('mq_lock_basket_v1', LOCK_BASKET);
const lockBasketReclaimingStatement = preparedStatement<LockedBasket>(
  'mq_lock_basket_reclaim_v1',
  sql`with reclaimed as (
    delete from basket_items
    where event_id = ${p('eventId')}::uuid and sector_key = ${p('sectorKey')}::uuid and seat_id is null
      and status = 'HELD' and valid_till <= now()
    returning 1) ${LOCK_BASKET}`,
);

/**
 * Locks the basket row: adds to one basket queue, so its limits and mixing rules see every earlier add.
 * The same round trip turns off the wait for the WAL flush for this transaction only: a hold is a
 * 15-minute reservation, and a crash may lose the last few milliseconds of them — never consistency, so
 * never a place held twice (payments keep synchronous commit). With `reclaim`, it also deletes the expired
 * HELD standing rows of that sector, so the capacity trigger's counter forgets them before this add's
 * insert (a separate, later statement) is counted.
 */
export async function lockBasket(db: DbOrTx, guid: string, reclaim?: { eventId: string; sectorKey: string }) {
  const result = reclaim
    ? await lockBasketReclaimingStatement(db, { guid, ...reclaim })
    : await lockBasketStatement(db, { guid });
  return result[0] ?? null;
}

export async function updateBasketOwner(
  db: DbOrTx,
  guid: string,
  values: { userId?: string; email?: string },
) {
  await db
    .update(baskets)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(baskets.id, guid));
}

/** A seat with its sector and configuration, to check it belongs to the event. */
export async function findSeat(db: DbOrTx, seatId: string) {
  const [row] = await db
    .select({
      id: seats.id,
      name: seats.name,
      sectorId: seats.sectorId,
      key: seats.ticketCategoryKey,
      rowName: seatRows.name,
      configurationId: sectors.configurationId,
    })
    .from(seats)
    .innerJoin(seatRows, eq(seatRows.id, seats.rowId))
    .innerJoin(sectors, eq(sectors.id, seats.sectorId))
    .where(eq(seats.id, seatId));
  return row ?? null;
}

export interface NewHold {
  basketId: string;
  eventId: string;
  sectorKey: string;
  sectorId: string | null;
  seatId: string | null;
  ticketCategoryId: string;
  priceMinor: number;
  originalPriceMinor: number;
  extraMinor: number;
  couponId: string | null;
  holdSeconds: number;
}

const holdValues = (h: NewHold) => sql`${h.basketId}::uuid, ${h.eventId}::uuid, ${h.sectorKey}::uuid,
  ${h.sectorId}::uuid, ${h.seatId}::uuid, ${h.ticketCategoryId}::uuid, ${h.priceMinor}::int,
  ${h.originalPriceMinor}::int, ${h.extraMinor}::int, ${h.couponId}::text,
  now() + make_interval(secs => ${h.holdSeconds}::int)`;

/** holdValues with placeholders named as NewHold's fields, for the prepared statements. */
const HOLD_VALUES = sql`${p('basketId')}::uuid, ${p('eventId')}::uuid, ${p('sectorKey')}::uuid,
  ${p('sectorId')}::uuid, ${p('seatId')}::uuid, ${p('ticketCategoryId')}::uuid, ${p('priceMinor')}::int,
  ${p('originalPriceMinor')}::int, ${p('extraMinor')}::int, ${p('couponId')}::text,
  now() + make_interval(secs => ${p('holdSeconds')}::int)`;

const HOLD_COLUMNS =
  sql.raw(`basket_id, event_id, sector_key, sector_id, seat_id, ticket_category_id, price_minor,
  original_price_minor, extra_minor, coupon_id, valid_till`);

/**
 * Holds one seat: the unique index on (event, seat) decides; a concurrent buyer's insert waits for ours and
 * then does nothing. A seat reserved for a coupon is held only when the add names that coupon
 * (`couponId`); a seat the organizer blocked raises MQ410 in the insert trigger (migration 0014).
 * Returns the new item, or null when the seat's row exists (live, sold or expired) or a coupon holds it.
 */
export async function tryHoldSeat(
  db: DbOrTx,
  hold: NewHold,
  couponId: string | null = null,
): Promise<BasketItemRowData | null> {
  const result = await queryRows<BasketItemRowData>(
    db,
    sql`
    insert into basket_items (${HOLD_COLUMNS}) select ${holdValues(hold)}
    where not ${reservedForOtherCoupon(hold.eventId, hold.seatId ?? '', couponId)}
    on conflict (event_id, seat_id) where seat_id is not null do nothing
    returning id, event_id, sector_key, seat_id, ticket_category_id, price_minor, original_price_minor,
      discount_minor, extra_minor, coupon_id, valid_till, added_at, locked`,
  );
  return result[0] ?? null;
}

const ITEM_COLUMNS = sql.raw(`id, event_id, sector_key, seat_id, ticket_category_id, price_minor,
  original_price_minor, discount_minor, extra_minor, coupon_id, valid_till, added_at, locked`);

const holdSeatStatement = preparedStatement<BasketItemRowData & { added: boolean }>(
  'mq_hold_seat_v1',
  sql`
  with before as (
    select ${ITEM_COLUMNS} from basket_items
    where basket_id = ${p('basketId')}::uuid and status = 'HELD' and valid_till > now()
  ), added as (
    insert into basket_items (${HOLD_COLUMNS}) select ${HOLD_VALUES}
    where not ${reservedForOtherCoupon(p('eventId'), p('seatId'), p('reservationCouponId'))}
    on conflict (event_id, seat_id) where seat_id is not null do nothing
    returning ${ITEM_COLUMNS}
  )
  select * from (
    select false as added, * from before union all select true as added, * from added
  ) items order by added, added_at, id`,
);

/**
 * A seat hold in one round trip after the basket lock: the basket's live items as they were before
 * (`before`, read in the same statement, which starts after the lock, so it sees every earlier add to the
 * basket) and the new item (`added`, empty when the seat's row exists or a coupon holds it — as
 * tryHoldSeat). The caller checks the basket's rules on `before` and throws to roll the insert back. Seats
 * only: a standing insert can raise past capacity, which would hide a rule's more useful answer.
 */
export async function holdSeatReadingBasket(
  db: DbOrTx,
  hold: NewHold & { seatId: string },
  couponId: string | null,
): Promise<{ before: BasketItemRowData[]; added: BasketItemRowData[] }> {
  const rows = await holdSeatStatement(db, { ...hold, reservationCouponId: couponId });
  const before: BasketItemRowData[] = [];
  const added: BasketItemRowData[] = [];
  for (const { added: isNew, ...row } of rows) (isNew ? added : before).push(row);
  return { before, added };
}

/**
 * Deletes the seat's row if it is a HELD row past its ValidTill (the trigger audits it as EXPIRE). Two
 * reclaimers of one row: the second waits on the row lock and then finds it gone.
 */
export async function reclaimExpiredSeat(db: DbOrTx, eventId: string, seatId: string) {
  const result = await queryRows<{ id: string }>(
    db,
    sql`
    delete from basket_items
    where event_id = ${eventId} and seat_id = ${seatId} and status = 'HELD' and valid_till <= now()
    returning id`,
  );
  return result.length;
}

/**
 * Holds `count` standing places in one statement. For a real sector the trigger adds them to the sector's
 * counter under its row lock and raises MQ410 past capacity, which aborts the whole transaction.
 */
const holdStandingStatement = preparedStatement<BasketItemRowData>(
  'mq_hold_standing_v1',
  sql`insert into basket_items (${HOLD_COLUMNS})
    select ${HOLD_VALUES} from generate_series(1, ${p('count')}::int)
    returning ${ITEM_COLUMNS}`,
);

export async function holdStanding(db: DbOrTx, hold: NewHold, count: number): Promise<BasketItemRowData[]> {
  return holdStandingStatement(db, { ...hold, count });
}

export interface BasketItemRowData {
  id: string;
  event_id: string;
  sector_key: string;
  seat_id: string | null;
  ticket_category_id: string;
  price_minor: number;
  original_price_minor: number;
  discount_minor: number;
  extra_minor: number;
  coupon_id: string | null;
  valid_till: Date | string;
  added_at: Date | string;
  locked: boolean;
}

/** Live HELD items of a basket, in the order they were added. */
const listBasketItemsStatement = preparedStatement<BasketItemRowData>(
  'mq_basket_items_v1',
  sql`select ${ITEM_COLUMNS} from basket_items
  where basket_id = ${p('guid')}::uuid and status = 'HELD' and valid_till > now()
  order by added_at, id`,
);

export async function listBasketItemRows(db: DbOrTx, guid: string) {
  return listBasketItemsStatement(db, { guid });
}

/** A basket line with the names it shows. */
export interface BasketItemView extends BasketItemRowData {
  event_name: string;
  currency: string;
  ticket_registration_id: string | null;
  sector_name: string;
  sector_type: 'StandingSector' | 'SeatingSector' | 'VirtualSector';
  is_merchandise: boolean;
  seat_name: string | null;
  row_name: string | null;
}

/** Removes one live, unlocked item; returns what happened so the service can answer 404/409. */
export async function deleteBasketItem(db: DbOrTx, guid: string, itemId: string) {
  const result = await queryRows<{ locked: boolean; live: boolean }>(
    db,
    sql`
    select locked, valid_till > now() as live from basket_items
    where id = ${itemId} and basket_id = ${guid} and status = 'HELD' for update`,
  );
  const row = result[0];
  if (!row?.live) return 'missing' as const;
  if (row.locked) return 'locked' as const;
  await db.execute(sql`delete from basket_items where id = ${itemId}`);
  return 'deleted' as const;
}

/** Empties the basket of every HELD, unlocked item (expired ones too: they are of no use to anyone). */
export async function clearBasketItems(db: DbOrTx, guid: string) {
  await db.execute(
    sql`delete from basket_items where basket_id = ${guid} and status = 'HELD' and not locked`,
  );
}

/** The one extension: live held items get a fresh full hold from now (the price guarantee goes with it). */
export async function extendBasketHolds(db: DbOrTx, guid: string, holdSecondsByEvent: Map<string, number>) {
  for (const [eventId, holdSeconds] of holdSecondsByEvent) {
    await db.execute(sql`
      update basket_items set valid_till = greatest(valid_till, now() + make_interval(secs => ${holdSeconds}::int))
      where basket_id = ${guid} and event_id = ${eventId} and status = 'HELD' and valid_till > now()`);
  }
  await db.update(baskets).set({ extendedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(baskets.id, guid));
}
