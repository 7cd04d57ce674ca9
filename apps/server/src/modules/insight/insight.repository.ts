import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../ticketing/sql-rows';

/*
 * Statistics reads (issue 18): a handful of aggregates per request, each one statement, never a row per
 * order in JavaScript. Money sums come back as float8: exact for integers below 2^53, and one JS number
 * type on both drivers (bigint would be a string on node-postgres).
 */

/** Whose orders: one event's, or those of every event a profile authored. */
export type OrderScope = { eventId: string } | { profileId: string };
/** Half-open [from, till) on the instant an order counts at; null = open on that side. */
export interface InstantRange {
  from: Date | null;
  till: Date | null;
}
/** Sales-over-time steps: date_trunc unit and the zone they are cut in. */
export interface Buckets {
  unit: 'hour' | 'day';
  timeZone: string;
}

function scopeFilter(scope: OrderScope): SQL {
  return 'eventId' in scope
    ? sql`o.event_id = ${scope.eventId}::uuid`
    : sql`o.event_id in (select id from events where author_profile_id = ${scope.profileId}::uuid)`;
}

/**
 * The orders that count, with the instant they count at: paid_at for paid (and since refunded) orders,
 * created_at for RESERVED ones (promised, not paid). One CTE `o` every money query starts from.
 */
function countedOrders(scope: OrderScope, range: InstantRange, buckets: Buckets): SQL {
  const at = sql`case when o.state = 'RESERVED' then o.created_at else o.paid_at end`;
  return sql`o as (
    select o.id, o.event_id, o.currency, o.gate, o.referal_id, o.state = 'RESERVED' as reserved,
      o.price_minor, o.fee_minor, o.refunded_minor,
      date_trunc(${buckets.unit}, ${at}, ${buckets.timeZone}) as bucket
    from orders o
    where ${scopeFilter(scope)} and o.state in ('PAID', 'REFUNDED', 'RESERVED')
      ${range.from ? sql`and ${at} >= ${range.from.toISOString()}::timestamptz` : sql``}
      ${range.till ? sql`and ${at} < ${range.till.toISOString()}::timestamptz` : sql``}
  )`;
}

/** Which grouping set a figures row belongs to (the `grouping(gate, referal_id, bucket, event_id)` mask). */
export const FIGURE_SETS = { totals: 15, gate: 7, referral: 11, bucket: 13, event: 14 } as const;

export interface FigureRow {
  grp: number;
  currency: string;
  reserved: boolean;
  gate: string | null;
  referal_id: string | null;
  bucket: Date | string | null;
  event_id: string | null;
  orders: number;
  tickets: number;
  gross: number;
  fees: number;
  refunded: number;
  donations: number;
  merchandise: number;
  voucher_credit: number;
}

/**
 * Money and counts of the counted orders, in one scan with grouping sets: per currency (totals), and per
 * currency and gate, referral, time bucket and event. `reserved` splits promised from paid in every set.
 * Tickets are issued entry tickets (not merchandise), cancelled ones included: Refunded says what went back.
 */
export function orderFigures(db: DbOrTx, scope: OrderScope, range: InstantRange, buckets: Buckets) {
  return queryRows<FigureRow>(
    db,
    sql`with ${countedOrders(scope, range, buckets)},
    l as (
      select oi.order_id, count(t.id) filter (where not oi.is_merchandise) as tickets,
        sum(oi.extra_minor) as donations,
        coalesce(sum(oi.price_minor) filter (where oi.is_merchandise), 0) as merchandise
      from o join order_items oi on oi.order_id = o.id
      left join tickets t on t.order_item_id = oi.id
      group by oi.order_id),
    c as (
      select a.order_id, sum(case a.action when 'CREDIT' then a.credit_minor
          when 'RELEASE' then -a.credit_minor else 0 end) as credit
      from o join coupon_audit a on a.order_id = o.id
      group by a.order_id)
    select grouping(o.gate, o.referal_id, o.bucket, o.event_id)::int as grp, o.currency, o.reserved,
      o.gate, o.referal_id, o.bucket, o.event_id::text,
      count(*)::int as orders, coalesce(sum(l.tickets), 0)::int as tickets,
      sum(o.price_minor)::float8 as gross, sum(o.fee_minor)::float8 as fees,
      sum(o.refunded_minor)::float8 as refunded, coalesce(sum(l.donations), 0)::float8 as donations,
      coalesce(sum(l.merchandise), 0)::float8 as merchandise,
      coalesce(sum(c.credit), 0)::float8 as voucher_credit
    from o left join l on l.order_id = o.id left join c on c.order_id = o.id
    group by grouping sets ((o.currency, o.reserved), (o.currency, o.reserved, o.gate),
      (o.currency, o.reserved, o.referal_id), (o.currency, o.reserved, o.bucket),
      (o.currency, o.reserved, o.event_id))`,
  );
}

export interface CouponRow {
  currency: string;
  coupon_id: string;
  code: string | null;
  name: string | null;
  is_voucher: boolean;
  tickets: number;
  discount: number;
}

/** Lines bought with a coupon in the range (paid orders only), per currency and coupon, with its code. */
export function couponFigures(db: DbOrTx, scope: OrderScope, range: InstantRange, buckets: Buckets) {
  return queryRows<CouponRow>(
    db,
    sql`with ${countedOrders(scope, range, buckets)},
    g as (
      select o.currency, oi.coupon_id, count(*)::int as tickets, sum(oi.discount_minor)::float8 as discount
      from o join order_items oi on oi.order_id = o.id
      where not o.reserved and oi.coupon_id is not null
      group by o.currency, oi.coupon_id)
    select g.currency, g.coupon_id, c.code::text as code, c.name, coalesce(c.discount_type = 'Voucher', false)
        as is_voucher, g.tickets, g.discount
    from g left join coupons c
      on c.id = case when g.coupon_id ~* '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$' then g.coupon_id::uuid end
    order by g.currency, g.tickets desc, c.code`,
  );
}

export interface PlaceRow {
  sector_key: string;
  ticket_category_id: string;
  sector_name: string;
  sector_type: 'StandingSector' | 'SeatingSector' | 'VirtualSector';
  is_merchandise: boolean;
  sold: number;
  reserved: number;
  checked_in: number;
  inside: number;
}

/**
 * Places sold (PAID) and reserved (RESERVED) now, from issued tickets not cancelled, per sector key and
 * category — what the door counts (checkin.repository countsBySector); with those that entered at least once
 * and those inside now.
 */
export function placeCounts(db: DbOrTx, eventId: string) {
  return queryRows<PlaceRow>(
    db,
    sql`select oi.sector_key::text, oi.ticket_category_id::text, min(oi.sector_name) as sector_name,
        min(oi.sector_type) as sector_type, bool_or(oi.is_merchandise) as is_merchandise,
        count(*) filter (where o.state = 'PAID')::int as sold,
        count(*) filter (where o.state = 'RESERVED')::int as reserved,
        count(*) filter (where o.state = 'PAID' and ds.state in ('INSIDE', 'OUTSIDE'))::int as checked_in,
        count(*) filter (where o.state = 'PAID' and ds.state = 'INSIDE')::int as inside
      from tickets t
      join order_items oi on oi.id = t.order_item_id
      join orders o on o.id = t.order_id
      left join ticket_door_states ds on ds.ticket_id = t.id
      where t.event_id = ${eventId}::uuid and t.refunded_at is null and o.state in ('PAID', 'RESERVED')
      group by oi.sector_key, oi.ticket_category_id`,
  );
}

export interface BasketCountRow {
  sector_key: string;
  ticket_category_id: string;
  taken: number;
  held: number;
}

/**
 * Per sector key and category: places taken now as the seat map counts them (SOLD, or HELD with ValidTill
 * ahead: event-offer.repository countTakenPlaces), and of those the live holds no order has locked yet.
 */
export function basketCounts(db: DbOrTx, eventId: string) {
  return queryRows<BasketCountRow>(
    db,
    sql`select sector_key::text, ticket_category_id::text,
        count(*) filter (where status = 'SOLD' or valid_till > now())::int as taken,
        count(*) filter (where status = 'HELD' and valid_till > now() and not locked)::int as held
      from basket_items where event_id = ${eventId}::uuid
      group by sector_key, ticket_category_id`,
  );
}

export async function hasTurnstileSystem(db: DbOrTx, eventId: string): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from turnstile_systems where event_id = ${eventId}::uuid) as found`,
  );
  return row?.found ?? false;
}

export interface TopEventRow {
  id: string;
  name: string;
  begin_at: Date | string;
}

/** Names and start of the given events (the overview's top list). */
export function eventNames(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return queryRows<TopEventRow>(
    db,
    sql`select id::text, name, begin_at from events where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
}

export async function profileExists(db: DbOrTx, profileId: string): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from profiles where id = ${profileId}::uuid) as found`,
  );
  return row?.found ?? false;
}
