import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { baskets } from '../../db/schema/ticketing';
import { seatRows, seats, sectors } from '../../db/schema/venues';
import { preparedStatement, queryRows, rawStatement } from './sql-rows';

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

/** The basket's owning account, if the basket exists (null userId: a guest's basket). */
export async function findBasketOwner(db: DbOrTx, guid: string) {
  const [row] = await db.select({ userId: baskets.userId }).from(baskets).where(eq(baskets.id, guid));
  return row ?? null;
}

type LockedBasket = { id: string; email: string | null; user_id: string | null; extended_at: Date | null };
const p = sql.placeholder;
const LOCK_BASKET = sql`select id, email, user_id, extended_at,
    set_config('synchronous_commit', 'off', true) as sync
  from baskets where id = ${p('guid')}::uuid for update`;
const lockBasketStatement = preparedStatement<LockedBasket>('mq_lock_basket_v1', LOCK_BASKET);

/**
 * Locks the basket row: changes to one basket queue, so each sees every earlier one. The same round trip
 * turns off the wait for the WAL flush for this transaction only (basket edits, like holds, may lose the
 * last few milliseconds in a crash, never consistency; payments keep synchronous commit).
 */
export async function lockBasket(db: DbOrTx, guid: string) {
  const result = await lockBasketStatement(db, { guid });
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
    .select(seatColumns)
    .from(seats)
    .innerJoin(seatRows, eq(seatRows.id, seats.rowId))
    .innerJoin(sectors, eq(sectors.id, seats.sectorId))
    .where(eq(seats.id, seatId));
  return row ?? null;
}
export type SeatRow = NonNullable<Awaited<ReturnType<typeof findSeat>>>;

const seatColumns = {
  id: seats.id,
  name: seats.name,
  sectorId: seats.sectorId,
  key: seats.ticketCategoryKey,
  rowName: seatRows.name,
  configurationId: sectors.configurationId,
};

/**
 * Every seat of the sector the given seat is in (as findSeat; empty for an unknown seat): buyers pick seats
 * of one sector after another, so one read serves the sector's next holds.
 */
export async function findSectorSeatsOf(db: DbOrTx, seatId: string): Promise<SeatRow[]> {
  return db
    .select(seatColumns)
    .from(seats)
    .innerJoin(seatRows, eq(seatRows.id, seats.rowId))
    .innerJoin(sectors, eq(sectors.id, seats.sectorId))
    .where(eq(seats.sectorId, sql`(select sector_id from seats where id = ${seatId}::uuid)`));
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
  holdSeconds: number;
}

/** A hold's refusal by `ticketing_hold` (migration 0017): the SQLSTATE and the rule its message names. */
export const HOLD_BASKET_NOT_FOUND = 'MQ404';
export const HOLD_RULE_BROKEN = 'MQ422';

export interface HoldRequest extends NewHold {
  /** Standing places to hold (1 for a seat). */
  count: number;
  /** The sector's per-purchase maximum and the event's per-buyer limit (null: none), from the offer. */
  maxInSector: number;
  limitForOne: number | null;
  /** Seats: the coupon the add names, which may take a seat reserved for it. */
  reservationCouponId: string | null;
  /** Capacity-limited standing sector: delete its expired holds first (the counter still counts them). */
  reclaim: boolean;
  /** The signed-in buyer who becomes the basket's owner, if that applies. */
  owner: { id: string; email: string } | null;
  /** The signed-in caller (null: anonymous): a basket another user owns is NOT_FOUND to them. */
  callerId: string | null;
  /** Per-client caps (issue 16); null: none. */
  caps: HoldCaps | null;
}

/** The hoarding caps of one hold (migration 0019): the client's, and for anonymous callers the address's. */
export interface HoldCaps {
  clientKey: string;
  addressKey: string | null;
  maxBaskets: number;
  maxHeld: number;
  addressFactor: number;
}

/** A hold refused by a hoarding cap (SQLSTATE; the message names the cap). */
export const HOLD_CAP_REACHED = 'MQ429';

type HoldRow = BasketItemRowData & {
  kind: 'item' | 'added' | 'basket';
  basket_email: string | null;
  basket_user_id: string | null;
};

const holdStatement = rawStatement<HoldRow>(
  'mq_ticketing_hold_v2',
  `select * from ticketing_hold($1::uuid, $2::uuid, $3::uuid, $4::uuid, $5::uuid, $6::uuid, $7::int, $8::int,
    $9::int, $10::int, $11::int, $12::int, $13::int, $14::uuid, $15::boolean, $16::uuid, $17::text, $18::uuid,
    $19::text, $20::text, $21::int, $22::int, $23::int)`,
);

/**
 * A hold in one round trip and one transaction (migrations 0017, 0019): locks the basket (another user's
 * is not found), reads its live items after the lock, checks the mixing rules and limits, then the hoarding
 * caps under a per-client lock, makes the signed-in buyer its owner, inserts (seat: reclaiming an expired
 * hold in the way). Refusals abort it with HOLD_BASKET_NOT_FOUND, HOLD_RULE_BROKEN (message: the rule),
 * HOLD_CAP_REACHED (message: the cap) or MQ410; nothing is written then. `added` is empty when the basket already holds the
 * seat.
 */
export async function hold(db: Db, h: HoldRequest) {
  return holdOutcome(h.basketId, await holdStatement(db, holdParameters(h)));
}

/**
 * The same hold inside the caller's transaction (a hold with a coupon: the hold and the coupon's prices
 * commit together or not at all). Its locks stay until that transaction ends.
 */
export async function holdInTx(tx: DbOrTx, h: HoldRequest) {
  const args = sql.join(
    holdParameters(h).map((value, i) => sql`${value}::${sql.raw(HOLD_PARAMETER_TYPES[i] ?? 'text')}`),
    sql`, `,
  );
  return holdOutcome(h.basketId, await queryRows<HoldRow>(tx, sql`select * from ticketing_hold(${args})`));
}

/** The SQL types of ticketing_hold's parameters, in order (as the prepared statement casts them). */
const HOLD_PARAMETER_TYPES = [
  ...['uuid', 'uuid', 'uuid', 'uuid', 'uuid', 'uuid'],
  ...['int', 'int', 'int', 'int', 'int', 'int', 'int'],
  ...['uuid', 'boolean', 'uuid', 'text', 'uuid', 'text', 'text', 'int', 'int', 'int'],
];

function holdParameters(h: HoldRequest): unknown[] {
  return [
    h.basketId,
    h.eventId,
    h.sectorKey,
    h.sectorId,
    h.seatId,
    h.ticketCategoryId,
    h.priceMinor,
    h.originalPriceMinor,
    h.extraMinor,
    h.holdSeconds,
    h.count,
    h.maxInSector,
    h.limitForOne,
    h.reservationCouponId,
    h.reclaim,
    h.owner?.id ?? null,
    h.owner?.email ?? null,
    h.callerId,
    h.caps?.clientKey ?? null,
    h.caps?.addressKey ?? null,
    h.caps?.maxBaskets ?? null,
    h.caps?.maxHeld ?? null,
    h.caps?.addressFactor ?? null,
  ];
}

function holdOutcome(basketId: string, rows: HoldRow[]) {
  const before: BasketItemRowData[] = [];
  const added: BasketItemRowData[] = [];
  let basket: { id: string; email: string | null; userId: string | null } | null = null;
  for (const { kind, basket_email, basket_user_id, ...row } of rows) {
    if (kind === 'basket') basket = { id: basketId, email: basket_email, userId: basket_user_id };
    else (kind === 'added' ? added : before).push(row);
  }
  if (!basket) throw new Error('ticketing_hold: no basket row');
  return { basket, before, added };
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

const ITEM_COLUMNS = sql.raw(`id, event_id, sector_key, seat_id, ticket_category_id, price_minor,
  original_price_minor, discount_minor, extra_minor, coupon_id, valid_till, added_at, locked`);

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

/** A gift-voucher line of the basket (issue 8; coupons/gift-vouchers owns adding and removing them). */
export interface BasketVoucherRowData {
  id: string;
  event_id: string;
  voucher_template_id: string;
  name: string;
  price_minor: number;
  value_minor: number;
  validity_days: number;
  currency: string;
}

const listBasketVouchersStatement = preparedStatement<BasketVoucherRowData>(
  'mq_basket_voucher_lines_v1',
  sql`select id, event_id, voucher_template_id, name, price_minor, value_minor, validity_days, currency
  from basket_vouchers where basket_id = ${p('guid')}::uuid order by created_at, id`,
);

/** The basket's gift-voucher lines, in the order they were added (the basket answer lists them). */
export async function listBasketVoucherRows(db: DbOrTx, guid: string) {
  return listBasketVouchersStatement(db, { guid });
}

/** "Empty basket" takes the gift-voucher lines out too (issue 8). */
export async function clearBasketVouchers(db: DbOrTx, guid: string) {
  await db.execute(sql`delete from basket_vouchers where basket_id = ${guid}`);
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

/** New prices of unlocked held lines (a coupon's decision, coupons/basket-coupons.ts). */
export async function setLinePrices(
  db: DbOrTx,
  guid: string,
  lines: readonly { id: string; priceMinor: number; discountMinor: number; couponId: string | null }[],
) {
  for (const line of lines) {
    await db.execute(sql`
      update basket_items set price_minor = ${line.priceMinor}, discount_minor = ${line.discountMinor},
        coupon_id = ${line.couponId}
      where id = ${line.id} and basket_id = ${guid} and status = 'HELD' and not locked`);
  }
}

/** Takes one coupon (null: every coupon) off the basket's unlocked held lines: back to the listed price. */
export async function clearLineCoupons(db: DbOrTx, guid: string, couponId: string | null) {
  await db.execute(sql`
    update basket_items set price_minor = original_price_minor + extra_minor, discount_minor = 0, coupon_id = null
    where basket_id = ${guid} and status = 'HELD' and not locked and coupon_id is not null
      ${couponId ? sql`and coupon_id = ${couponId}` : sql``}`);
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

/**
 * Counts one new basket of `key` in its burst window (the shared rate_limits table, so every process counts
 * the same): a window that ended starts again at 1. Answers the count in the current window.
 */
export async function countBasketCreation(db: DbOrTx, key: string, windowSeconds: number): Promise<number> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`insert into rate_limits as r (key, window_start, window_end, count)
      values (${`basket-burst|${key}`}, now(), now() + make_interval(secs => ${windowSeconds}::int), 1)
      on conflict (key) do update set
        count = case when r.window_end <= now() then 1 else r.count + 1 end,
        window_start = case when r.window_end <= now() then now() else r.window_start end,
        window_end = case when r.window_end <= now() then excluded.window_end else r.window_end end
      returning count`,
  );
  return rows[0]?.count ?? 1;
}

/** Marks a solved challenge used until it expires; false when it was used already (a replay). */
export async function claimChallenge(db: DbOrTx, nonce: string, expiresAtSeconds: number): Promise<boolean> {
  if (!nonce || !Number.isFinite(expiresAtSeconds)) return false;
  const rows = await queryRows<{ key: string }>(
    db,
    sql`insert into rate_limits (key, window_start, window_end, count)
      values (${`basket-challenge|${nonce}`}, now(), to_timestamp(${expiresAtSeconds}::float8), 1)
      on conflict (key) do nothing returning key`,
  );
  return rows.length === 1;
}
