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

/** The instant an order counts at: paid_at for paid (and since refunded) orders, created_at for RESERVED. */
const countsAt = sql`case when o.state = 'RESERVED' then o.created_at else o.paid_at end`;

/** The orders that count (PAID, REFUNDED: they were paid; RESERVED: promised) in scope and range. */
function countedFilter(scope: OrderScope, range: InstantRange): SQL {
  return sql`${scopeFilter(scope)} and o.state in ('PAID', 'REFUNDED', 'RESERVED')
    ${range.from ? sql`and ${countsAt} >= ${range.from.toISOString()}::timestamptz` : sql``}
    ${range.till ? sql`and ${countsAt} < ${range.till.toISOString()}::timestamptz` : sql``}`;
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
 * Tickets are the entry places bought (lines that are not merchandise), cancelled ones included: Refunded
 * says what went back, the sectors what is held now.
 */
export function orderFigures(db: DbOrTx, scope: OrderScope, range: InstantRange, buckets: Buckets) {
  // One row per order with its line sums (grouped by the orders key, so the planner knows there is one row
  // per order: joining pre-aggregated CTEs instead made it expect millions of rows and spend a second in JIT).
  return queryRows<FigureRow>(
    db,
    sql`with po as (
      select o.id, o.event_id, o.currency, o.gate, o.referal_id, o.state = 'RESERVED' as reserved,
        o.price_minor, o.fee_minor, o.refunded_minor,
        date_trunc(${buckets.unit}, ${countsAt}, ${buckets.timeZone}) as bucket,
        count(oi.id) filter (where not oi.is_merchandise) as tickets,
        coalesce(sum(oi.extra_minor), 0) as donations,
        coalesce(sum(oi.price_minor) filter (where oi.is_merchandise), 0) as merchandise
      from orders o left join order_items oi on oi.order_id = o.id
      where ${countedFilter(scope, range)}
      group by o.id),
    c as (
      select a.order_id, sum(case a.action when 'CREDIT' then a.credit_minor else -a.credit_minor end) as credit
      from coupon_audit a
      where a.order_id in (select id from po) and a.action in ('CREDIT', 'RELEASE')
      group by a.order_id)
    select grouping(o.gate, o.referal_id, o.bucket, o.event_id)::int as grp, o.currency, o.reserved,
      o.gate, o.referal_id, o.bucket, o.event_id::text,
      count(*)::int as orders, sum(o.tickets)::int as tickets,
      sum(o.price_minor)::float8 as gross, sum(o.fee_minor)::float8 as fees,
      sum(o.refunded_minor)::float8 as refunded, sum(o.donations)::float8 as donations,
      sum(o.merchandise)::float8 as merchandise, coalesce(sum(c.credit), 0)::float8 as voucher_credit
    from po o left join c on c.order_id = o.id
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
export function couponFigures(db: DbOrTx, scope: OrderScope, range: InstantRange) {
  return queryRows<CouponRow>(
    db,
    sql`with g as (
      select o.currency, oi.coupon_id, count(*)::int as tickets, sum(oi.discount_minor)::float8 as discount
      from orders o join order_items oi on oi.order_id = o.id
      where ${countedFilter(scope, range)} and o.state <> 'RESERVED' and oi.coupon_id is not null
      group by o.currency, oi.coupon_id)
    select g.currency, g.coupon_id, c.code::text as code, c.name, coalesce(c.discount_type = 'Voucher', false)
        as is_voucher, g.tickets, g.discount
    from g left join coupons c
      on c.id = case when g.coupon_id ~* '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$' then g.coupon_id::uuid end
    order by g.currency, g.tickets desc, c.code`,
  );
}

export interface ReservedRow {
  sector_key: string;
  ticket_category_id: string;
  reserved: number;
}

/** Places of RESERVED (pay in place) orders, per sector key and category: their rows are SOLD too. */
export function reservedCounts(db: DbOrTx, eventId: string) {
  return queryRows<ReservedRow>(
    db,
    sql`select oi.sector_key::text, oi.ticket_category_id::text, count(*)::int as reserved
      from orders o
      join order_items oi on oi.order_id = o.id
      join tickets t on t.order_item_id = oi.id
      where o.event_id = ${eventId}::uuid and o.state = 'RESERVED' and oi.event_id = ${eventId}::uuid
        and t.refunded_at is null
      group by oi.sector_key, oi.ticket_category_id`,
  );
}

export interface DoorRow {
  sector_key: string;
  checked_in: number;
  inside: number;
}

/**
 * Entry tickets not cancelled that entered at least once (a door state INSIDE or OUTSIDE) and those inside
 * now, per sector key: the door's own counts (checkin.repository countsBySector). Only a paid ticket ever
 * passes the door (an unpaid reservation is refused, a refunded order's tickets carry refunded_at), so the
 * order is not read.
 */
export function doorCounts(db: DbOrTx, eventId: string) {
  return queryRows<DoorRow>(
    db,
    sql`select oi.sector_key::text,
        count(*) filter (where ds.state in ('INSIDE', 'OUTSIDE'))::int as checked_in,
        count(*) filter (where ds.state = 'INSIDE')::int as inside
      from ticket_door_states ds
      join tickets t on t.id = ds.ticket_id
      join order_items oi on oi.id = t.order_item_id
      where ds.event_id = ${eventId}::uuid and ds.state in ('INSIDE', 'OUTSIDE') and t.refunded_at is null
        and not oi.is_merchandise
      group by oi.sector_key`,
  );
}

export interface BasketCountRow {
  sector_key: string;
  ticket_category_id: string;
  sold: number;
  taken: number;
  held: number;
}

/**
 * Per sector key and category: SOLD rows (paid or reserved places; a cancelled ticket's row is deleted by
 * the refund), places taken now as the seat map counts them (SOLD, or HELD with ValidTill ahead:
 * event-offer.repository countTakenPlaces), and the live holds no order has locked yet.
 */
export function basketCounts(db: DbOrTx, eventId: string) {
  return queryRows<BasketCountRow>(
    db,
    sql`select sector_key::text, ticket_category_id::text,
        count(*) filter (where status = 'SOLD')::int as sold,
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
