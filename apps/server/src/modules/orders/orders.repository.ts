import { randomBytes } from 'node:crypto';
import type { RegistrationAnswer } from '@marquee/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/accounts';
import {
  type OrderItemRow,
  type OrderRow,
  orderItems,
  orders,
  type PaymentAuditAction,
  paymentAudit,
  tickets,
} from '../../db/schema/orders';
import { queryRows } from '../ticketing/sql-rows';

/**
 * Order queries. Every write here runs inside the caller's transaction; payment transactions keep the
 * default synchronous commit (unlike holds), so a PAID answer is never lost in a crash.
 */

/** Locks the basket row like an add does, so pay and add/remove on one basket queue up. */
export async function lockBasketForPay(tx: DbOrTx, guid: string) {
  const rows = await queryRows<{ id: string; email: string | null; user_id: string | null }>(
    tx,
    sql`select id, email, user_id from baskets where id = ${guid} for update`,
  );
  return rows[0] ?? null;
}

/** Keeps the payer's e-mail on a basket that had none. */
export async function setBasketEmail(tx: DbOrTx, guid: string, email: string) {
  await tx.execute(sql`update baskets set email = ${email}, updated_at = now() where id = ${guid}`);
}

/** Whether the account's e-mail was generated (social sign-in without one). */
export async function isAccountEmailGenerated(tx: DbOrTx, userId: string): Promise<boolean> {
  const [account] = await tx
    .select({ generated: users.emailGenerated })
    .from(users)
    .where(eq(users.id, userId));
  return account?.generated ?? false;
}

/** Whether an account owns this e-mail. */
export async function accountOwnsEmail(tx: DbOrTx, email: string): Promise<boolean> {
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  return owner !== undefined;
}

/** A live hold of the basket with the names its ticket will show (copied onto the order item). */
export interface BasketLine {
  id: string;
  event_id: string;
  currency: string;
  sector_key: string;
  sector_name: string;
  sector_type: 'StandingSector' | 'SeatingSector' | 'VirtualSector';
  is_merchandise: boolean;
  seat_id: string | null;
  seat_name: string | null;
  row_name: string | null;
  ticket_category_id: string;
  price_minor: number;
  original_price_minor: number;
  extra_minor: number;
  coupon_id: string | null;
  discount_minor: number;
}

/** The basket's live HELD items (ValidTill ahead), in basket order. */
export async function liveBasketLines(tx: DbOrTx, guid: string) {
  return queryRows<BasketLine>(
    tx,
    sql`
    select bi.id, bi.event_id, e.currency, bi.sector_key, coalesce(sec.name, etc.name) as sector_name,
      coalesce(sec.type, 'VirtualSector') as sector_type, coalesce(sec.is_merchandise, false) as is_merchandise,
      bi.seat_id, st.name as seat_name, r.name as row_name, bi.ticket_category_id, bi.price_minor,
      bi.original_price_minor, bi.extra_minor, bi.coupon_id, bi.discount_minor
    from basket_items bi
    join events e on e.id = bi.event_id
    join event_ticket_categories etc on etc.id = bi.ticket_category_id
    left join sectors sec on sec.id = bi.sector_id
    left join seats st on st.id = bi.seat_id
    left join seat_rows r on r.id = st.row_id
    where bi.basket_id = ${guid} and bi.status = 'HELD' and bi.valid_till > now()
    order by bi.added_at, r.sort_order, st.name, bi.id`,
  );
}

/** Whether the basket ever held anything (every hold is audited), to tell "holds ended" from "never filled". */
export async function basketEverHeld(tx: DbOrTx, guid: string) {
  const rows = await queryRows<{ held: boolean }>(
    tx,
    sql`select exists(select 1 from ticketing_audit where basket_id = ${guid}) as held`,
  );
  return rows[0]?.held === true;
}

export async function findPendingOrder(tx: DbOrTx, basketId: string) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.basketId, basketId), eq(orders.state, 'PENDING')));
  return row ?? null;
}

/** The basket's reserved (pay in place) order, newest first: what reservationPayment pays online. */
export async function findReservedOrder(tx: DbOrTx, basketId: string): Promise<OrderRow | null> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.basketId, basketId), eq(orders.state, 'RESERVED')))
    .orderBy(desc(orders.createdAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** The basket's order settled in the last `seconds` (PAID or RESERVED), newest first. */
export async function recentSettledOrder(
  tx: DbOrTx,
  basketId: string,
  seconds: number,
): Promise<OrderRow | null> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.basketId, basketId),
        inArray(orders.state, ['PAID', 'RESERVED']),
        sql`${orders.updatedAt} > now() - make_interval(secs => ${seconds}::int)`,
      ),
    )
    .orderBy(desc(orders.updatedAt))
    .limit(1);
  return row ?? null;
}

export async function setOrderPayment(
  tx: DbOrTx,
  orderId: string,
  values: Pick<OrderRow, 'gate' | 'flow' | 'feeMinor' | 'totalMinor'>,
) {
  await tx
    .update(orders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

export async function lockOrder(tx: DbOrTx, orderId: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

export async function findOrderOfBasket(
  db: DbOrTx,
  basketId: string,
  number: number,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.basketId, basketId), eq(orders.number, number)));
  return row ?? null;
}

export async function findOrder(db: DbOrTx, orderId: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

export async function insertOrder(tx: DbOrTx, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning();
  if (!row) throw new Error('insertOrder: nothing returned');
  return row;
}

export async function insertOrderItems(
  tx: DbOrTx,
  orderId: string,
  items: BasketLine[],
  answersByLine: ReadonlyMap<string, RegistrationAnswer[]> = new Map(),
) {
  if (items.length === 0) return;
  await tx.insert(orderItems).values(
    items.map((item, index) => ({
      orderId,
      basketItemId: item.id,
      eventId: item.event_id,
      sectorKey: item.sector_key,
      sectorId: item.sector_type === 'VirtualSector' ? null : item.sector_key,
      seatId: item.seat_id,
      ticketCategoryId: item.ticket_category_id,
      sectorName: item.sector_name,
      sectorType: item.sector_type,
      isMerchandise: item.is_merchandise,
      rowName: item.row_name,
      seatName: item.seat_name,
      priceMinor: item.price_minor,
      originalPriceMinor: item.original_price_minor,
      extraMinor: item.extra_minor,
      couponId: item.coupon_id,
      discountMinor: item.discount_minor,
      answers: answersByLine.get(item.id) ?? null,
      sortOrder: index,
    })),
  );
}

export async function listOrderItems(db: DbOrTx, orderId: string): Promise<OrderItemRow[]> {
  return db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.sortOrder));
}

export async function setOrderState(
  tx: DbOrTx,
  orderId: string,
  values: Partial<Pick<OrderRow, 'state' | 'gatewayRef' | 'paidAt'>>,
) {
  await tx
    .update(orders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

/** While paying, the holds cannot be removed from the basket (BASKET_ITEM_LOCKED). */
export async function setItemsLocked(tx: DbOrTx, basketItemIds: string[], locked: boolean) {
  if (basketItemIds.length === 0) return;
  await tx.execute(sql`update basket_items set locked = ${locked}
    where id in (${sql.join(
      basketItemIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and status = 'HELD'`);
}

/**
 * Turns the order's holds SOLD in place. A hold past its ValidTill still in the table was taken by nobody,
 * so it is sold too; the row lock makes a concurrent reclaim wait and then find it SOLD. Returns the ids sold.
 */
export async function sellHeldItems(tx: DbOrTx, basketItemIds: string[]): Promise<string[]> {
  if (basketItemIds.length === 0) return [];
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`update basket_items set status = 'SOLD', locked = false
      where id in (${sql.join(
        basketItemIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) and status = 'HELD'
      returning id`,
  );
  return rows.map((r) => r.id);
}

/**
 * Late payment: the hold is gone, so take the same place again, directly as SOLD. A seat first reclaims an
 * expired hold in its way; the unique index (seat) or the capacity trigger (standing, SQLSTATE MQ410)
 * decide. Returns the new basket item id, or null when the seat is someone else's now.
 */
export async function resellItem(tx: DbOrTx, basketId: string, item: OrderItemRow): Promise<string | null> {
  if (item.seatId)
    await tx.execute(sql`delete from basket_items where event_id = ${item.eventId} and seat_id = ${item.seatId}
      and status = 'HELD' and valid_till <= now()`);
  else if (item.sectorId)
    await tx.execute(sql`delete from basket_items where event_id = ${item.eventId} and sector_key = ${item.sectorKey}
      and seat_id is null and status = 'HELD' and valid_till <= now()`);
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`insert into basket_items (basket_id, event_id, sector_key, sector_id, seat_id, ticket_category_id, status,
      price_minor, original_price_minor, extra_minor, valid_till)
    values (${basketId}::uuid, ${item.eventId}::uuid, ${item.sectorKey}::uuid, ${item.sectorId}::uuid,
      ${item.seatId}::uuid, ${item.ticketCategoryId}::uuid, 'SOLD', ${item.priceMinor}::int,
      ${item.originalPriceMinor}::int, ${item.extraMinor}::int, now())
    on conflict (event_id, seat_id) where seat_id is not null do nothing
    returning id`,
  );
  const id = rows[0]?.id ?? null;
  if (id) await tx.update(orderItems).set({ basketItemId: id }).where(eq(orderItems.id, item.id));
  return id;
}

/** Releases the holds of an order that will not be paid (superseded or refunded). */
export async function deleteHeldItems(tx: DbOrTx, basketItemIds: string[]) {
  if (basketItemIds.length === 0) return;
  await tx.execute(sql`delete from basket_items
    where id in (${sql.join(
      basketItemIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and status = 'HELD'`);
}

/** Crockford base32 without look-alikes: a code read from paper is typed without I/L/O/U confusion. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export function newTicketCode(): string {
  const bytes = randomBytes(20);
  let code = '';
  for (const byte of bytes) code += ALPHABET[byte & 31];
  return code; // 20 characters × 5 bits = 100 random bits
}

export async function issueTickets(tx: DbOrTx, order: OrderRow, items: OrderItemRow[]) {
  if (items.length === 0) return [];
  return tx
    .insert(tickets)
    .values(
      items.map((item) => ({
        orderItemId: item.id,
        orderId: order.id,
        eventId: item.eventId,
        code: newTicketCode(),
      })),
    )
    .onConflictDoNothing({ target: tickets.orderItemId })
    .returning();
}

export async function audit(
  db: DbOrTx,
  orderId: string | null,
  action: PaymentAuditAction,
  detail: Record<string, unknown> = {},
) {
  await db.insert(paymentAudit).values({ orderId, action, detail });
}

export async function auditTrail(db: DbOrTx, orderId: string) {
  return db
    .select()
    .from(paymentAudit)
    .where(eq(paymentAudit.orderId, orderId))
    .orderBy(asc(paymentAudit.id));
}

/** PENDING orders whose every hold ended more than `graceSeconds` ago: the payer is not coming back. */
export async function stalePendingOrders(db: DbOrTx, graceSeconds: number) {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select o.id from orders o where o.state = 'PENDING' and not exists (
      select 1 from order_items oi join basket_items bi on bi.id = oi.basket_item_id
      where oi.order_id = o.id and bi.valid_till > now() - make_interval(secs => ${graceSeconds}::int))
      and o.created_at < now() - make_interval(secs => ${graceSeconds}::int)`,
  );
  return rows.map((r) => r.id);
}

/** Paid or reserved orders whose confirmation mail is not recorded as sent nor being sent, oldest first. */
export async function ordersDueForMail(db: DbOrTx, maxAttempts: number, olderThanSeconds: number) {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from orders where mail_sent_at is null and state in ('PAID', 'RESERVED')
      and mail_attempts < ${maxAttempts} and updated_at < now() - make_interval(secs => ${olderThanSeconds}::int)
      and (mail_claimed_until is null or mail_claimed_until < now())
      order by updated_at limit 20`,
  );
  return rows.map((r) => r.id);
}

/**
 * Claims the order's confirmation mail for `leaseSeconds`: true for exactly one caller across every server
 * process while the mail is unsent and nobody else holds a live claim. One conditional UPDATE: a concurrent
 * claim waits for this row lock and then re-checks the condition against the committed row, so it fails.
 */
export async function claimMail(db: DbOrTx, orderId: string, leaseSeconds: number): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update orders set mail_claimed_until = now() + make_interval(secs => ${leaseSeconds}::int)
      where id = ${orderId} and mail_sent_at is null and state in ('PAID', 'RESERVED')
      and (mail_claimed_until is null or mail_claimed_until < now())
      returning id`,
  );
  return rows.length > 0;
}

/** Records the send (or a failed attempt) and releases the claim. */
export async function markMail(db: DbOrTx, orderId: string, sent: boolean) {
  await db
    .update(orders)
    .set(
      sent
        ? { mailSentAt: sql`now()`, mailClaimedUntil: null }
        : { mailAttempts: sql`${orders.mailAttempts} + 1`, updatedAt: sql`now()`, mailClaimedUntil: null },
    )
    .where(eq(orders.id, orderId));
}

export async function ticketCounts(db: DbOrTx, orderIds: string[]) {
  if (orderIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ orderId: orderItems.orderId, n: sql<number>`count(*)::int` })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .groupBy(orderItems.orderId);
  return new Map(rows.map((r) => [r.orderId, r.n]));
}

/** Orders per state, for the metrics scrape. Scans orders: cheap at a scrape every 15 s next to a sale's writes. */
export async function countOrdersByState(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await queryRows<{ state: string; n: number }>(
    db,
    sql`select state, count(*)::int as n from orders group by state`,
  );
  return new Map(rows.map((r) => [r.state, r.n]));
}

/**
 * The confirmation-mail backlog for the metrics scrape: paid or reserved orders whose mail is not recorded
 * as sent (what the mail queue still owes, including ones it gave up on) and how long the oldest has waited
 * since payment (a reservation: since the order). The partial index orders_mail_due_idx covers it.
 */
export async function mailBacklog(db: DbOrTx): Promise<{ depth: number; oldestSeconds: number }> {
  const rows = await queryRows<{ depth: number; oldest_seconds: number | null }>(
    db,
    sql`select count(*)::int as depth, extract(epoch from now() - min(coalesce(paid_at, created_at)))::float8 as oldest_seconds
      from orders where mail_sent_at is null and state in ('PAID', 'RESERVED')`,
  );
  return { depth: rows[0]?.depth ?? 0, oldestSeconds: Math.max(0, rows[0]?.oldest_seconds ?? 0) };
}
