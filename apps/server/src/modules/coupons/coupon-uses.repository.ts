import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../ticketing/sql-rows';

/**
 * Queries that take and give back coupon uses and voucher credit (consume, release, retake, voucher credit).
 * The services decide what to take and in which order; the row locks taken here are what make that order
 * matter, so each caller runs them inside its one transaction.
 */

export interface CouponLineGroup {
  coupon_id: string;
  event_id: string;
  count: number;
  price: number;
}

/**
 * A basket's coupon lines per coupon and event, in coupon id order. `itemIds`: the order's lines
 * (default: the basket's live held lines).
 */
export async function listCouponLineGroups(
  tx: DbOrTx,
  basketId: string,
  itemIds: readonly string[] | undefined,
): Promise<CouponLineGroup[]> {
  const lines = itemIds
    ? itemIds.length === 0
      ? sql`false`
      : sql`id in (${sql.join(
          itemIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
    : sql`status = 'HELD' and valid_till > now()`;
  return queryRows<CouponLineGroup>(
    tx,
    sql`select coupon_id, event_id, count(*)::int as count, sum(price_minor)::int as price
      from basket_items
      where basket_id = ${basketId} and coupon_id is not null and ${lines}
      group by coupon_id, event_id
      order by coupon_id, event_id`,
  );
}

export interface LockedCoupon {
  discount_type: string;
  disabled: boolean;
  remaining_count: number | null;
  remaining_credit_minor: number | null;
}

/** Row-locks a coupon: concurrent payers of the same coupon queue here until the first one commits. */
export async function lockCouponForConsumption(tx: DbOrTx, couponId: string): Promise<LockedCoupon | null> {
  const [coupon] = await queryRows<LockedCoupon>(
    tx,
    sql`select discount_type, disabled, remaining_count, remaining_credit_minor from coupons
        where id = ${couponId}::uuid for update`,
  );
  return coupon ?? null;
}

/** Row-locks an enabled coupon (null when it is gone or disabled). */
export async function lockEnabledCoupon(
  tx: DbOrTx,
  couponId: string,
): Promise<{ discount_type: string } | null> {
  const [coupon] = await queryRows<{ discount_type: string }>(
    tx,
    sql`select discount_type from coupons where id = ${couponId}::uuid and not disabled for update`,
  );
  return coupon ?? null;
}

/** Takes voucher credit the caller has checked under the coupon's row lock. */
export async function takeVoucherCredit(tx: DbOrTx, couponId: string, creditMinor: number): Promise<void> {
  await tx.execute(sql`update coupons set remaining_credit_minor = remaining_credit_minor - ${creditMinor}::int,
        updated_at = now() where id = ${couponId}::uuid and remaining_credit_minor >= ${creditMinor}::int`);
}

/** Takes voucher credit only when the voucher still has it; false when it does not. */
export async function retakeVoucherCredit(
  tx: DbOrTx,
  couponId: string,
  creditMinor: number,
): Promise<boolean> {
  const taken = await queryRows<{ id: string }>(
    tx,
    sql`update coupons set remaining_credit_minor = remaining_credit_minor - ${creditMinor}::int, updated_at = now()
            where id = ${couponId}::uuid and remaining_credit_minor >= ${creditMinor}::int returning id`,
  );
  return taken.length > 0;
}

/**
 * Takes `count` uses with a conditional update, so a coupon is never used more often than it allows;
 * false when too few uses are left.
 */
export async function takeCouponUses(tx: DbOrTx, couponId: string, count: number): Promise<boolean> {
  const taken = await queryRows<{ id: string }>(
    tx,
    sql`update coupons set remaining_count = remaining_count - ${count}::int, updated_at = now()
          where id = ${couponId}::uuid and (remaining_count is null or remaining_count >= ${count}::int)
          returning id`,
  );
  return taken.length > 0;
}

/** A coupon's uses left for one event (null count: no per-event limit; null: no row). */
export async function findCouponEventLimit(
  tx: DbOrTx,
  couponId: string,
  eventId: string,
): Promise<{ remaining_count: number | null } | null> {
  const [limit] = await queryRows<{ remaining_count: number | null }>(
    tx,
    sql`select remaining_count from coupon_events where coupon_id = ${couponId}::uuid and event_id = ${eventId}::uuid`,
  );
  return limit ?? null;
}

/** Takes per-event uses; the caller holds the coupon's row lock, which serializes every writer of them. */
export async function takeCouponEventUses(
  tx: DbOrTx,
  couponId: string,
  eventId: string,
  count: number,
): Promise<void> {
  await tx.execute(sql`update coupon_events set remaining_count = remaining_count - ${count}::int
          where coupon_id = ${couponId}::uuid and event_id = ${eventId}::uuid`);
}

export interface CouponAuditEntry {
  action: 'CONSUME' | 'CREDIT' | 'RELEASE';
  couponId: string;
  basketId: string;
  orderId: string | null;
  eventId: string | null;
  count: number;
  creditMinor: number;
}

export async function insertCouponAudit(tx: DbOrTx, entry: CouponAuditEntry): Promise<void> {
  await tx.execute(sql`insert into coupon_audit (action, coupon_id, basket_id, order_id, event_id, count, credit_minor)
        values (${entry.action}, ${entry.couponId}::uuid, ${entry.basketId}::uuid,
          ${entry.orderId}::uuid, ${entry.eventId}::uuid, ${entry.count}::int, ${entry.creditMinor}::int)`);
}

export interface OrderCouponUse {
  coupon_id: string;
  event_id: string | null;
  basket_id: string;
  count: number;
  credit: number;
}

/** What an order holds per coupon and event, net of its releases, in coupon id order. */
export async function listOrderCouponUses(tx: DbOrTx, orderId: string): Promise<OrderCouponUse[]> {
  return queryRows<OrderCouponUse>(
    tx,
    sql`select coupon_id, event_id, min(basket_id::text) as basket_id,
        sum(case when action = 'RELEASE' then -count else count end)::int as count,
        sum(case when action = 'RELEASE' then -credit_minor else credit_minor end)::int as credit
      from coupon_audit where order_id = ${orderId}::uuid
      group by coupon_id, event_id
      order by coupon_id, event_id`,
  );
}

/** Gives uses and credit back to a coupon, never above its total count. */
export async function giveBackCouponUses(
  tx: DbOrTx,
  couponId: string,
  count: number,
  credit: number,
): Promise<void> {
  await tx.execute(sql`update coupons set
        remaining_count = case when remaining_count is null then null
          else least(total_count, remaining_count + ${count}::int) end,
        remaining_credit_minor = case when remaining_credit_minor is null then null
          else remaining_credit_minor + ${credit}::int end,
        updated_at = now()
      where id = ${couponId}::uuid`);
}

/** Gives per-event uses back, never above the coupon's per-event maximum. */
export async function giveBackCouponEventUses(
  tx: DbOrTx,
  couponId: string,
  eventId: string,
  count: number,
): Promise<void> {
  await tx.execute(sql`update coupon_events ce set remaining_count = least(
          coalesce(c.max_per_event, ce.remaining_count + ${count}::int), ce.remaining_count + ${count}::int)
        from coupons c
        where c.id = ce.coupon_id and ce.coupon_id = ${couponId}::uuid and ce.event_id = ${eventId}::uuid
          and ce.remaining_count is not null`);
}

export interface ReleasedCouponUse {
  coupon_id: string;
  event_id: string | null;
  basket_id: string;
  net_count: number;
  net_credit: number;
  count: number;
  credit: number;
}

/**
 * An order's uses per coupon and event, net of its releases, with what its last release gave back,
 * in coupon id order.
 */
export async function listReleasedCouponUses(tx: DbOrTx, orderId: string): Promise<ReleasedCouponUse[]> {
  return queryRows<ReleasedCouponUse>(
    tx,
    sql`select a.coupon_id, a.event_id, min(a.basket_id::text) as basket_id,
        sum(case when a.action = 'RELEASE' then -a.count else a.count end)::int as net_count,
        sum(case when a.action = 'RELEASE' then -a.credit_minor else a.credit_minor end)::int as net_credit,
        (select r.count from coupon_audit r where r.order_id = ${orderId}::uuid and r.action = 'RELEASE'
          and r.coupon_id = a.coupon_id and r.event_id is not distinct from a.event_id
          order by r.id desc limit 1) as count,
        (select r.credit_minor from coupon_audit r where r.order_id = ${orderId}::uuid and r.action = 'RELEASE'
          and r.coupon_id = a.coupon_id and r.event_id is not distinct from a.event_id
          order by r.id desc limit 1) as credit
      from coupon_audit a where a.order_id = ${orderId}::uuid
      group by a.coupon_id, a.event_id
      order by a.coupon_id, a.event_id`,
  );
}

/**
 * Row-locks every coupon of these basket lines in id order (the order consumeCouponsForOrder locks them
 * in), so two payers sharing coupons queue instead of deadlocking.
 */
export async function lockCouponsOfLines(
  tx: DbOrTx,
  basketId: string,
  itemIds: readonly string[],
): Promise<{ id: string; discount_type: string; credit: number | null }[]> {
  return queryRows<{ id: string; discount_type: string; credit: number | null }>(
    tx,
    sql`select id, discount_type, remaining_credit_minor as credit from coupons
      where id::text in (select coupon_id from basket_items where basket_id = ${basketId}::uuid and id in (${lineIds(itemIds)}))
      order by id
      for update`,
  );
}

/** The price of these basket lines per coupon. */
export async function sumLinePricesByCoupon(
  tx: DbOrTx,
  basketId: string,
  itemIds: readonly string[],
): Promise<{ coupon_id: string; price: number }[]> {
  return queryRows<{ coupon_id: string; price: number }>(
    tx,
    sql`select coupon_id, sum(price_minor)::int as price from basket_items
      where basket_id = ${basketId}::uuid and id in (${lineIds(itemIds)}) and coupon_id is not null
      group by coupon_id`,
  );
}

/** The voucher credit an order holds per coupon, net of its releases. */
export async function sumOrderCreditByCoupon(
  tx: DbOrTx,
  orderId: string,
): Promise<{ coupon_id: string; credit: number }[]> {
  return queryRows<{ coupon_id: string; credit: number }>(
    tx,
    sql`select coupon_id, sum(case when action = 'RELEASE' then -credit_minor else credit_minor end)::int as credit
          from coupon_audit where order_id = ${orderId}::uuid group by coupon_id`,
  );
}

function lineIds(itemIds: readonly string[]) {
  return sql.join(
    itemIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
}
