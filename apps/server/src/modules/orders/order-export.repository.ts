import type { RegistrationAnswer } from '@marquee/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../ticketing/sql-rows';
import { type OrderFilters, orderFilterSql } from './order-search.repository';

/**
 * Batched keyset reads of the exports (issue 18): each batch is its own short query continuing after the
 * last order of the one before (created_at, number), so no connection or snapshot is held while the
 * client downloads, and the batch size bounds memory whatever the event's size. Times leave the database
 * already written in the event's zone.
 */

export const EXPORT_BATCH = 2_000;

/** The keyset position: created_at as PostgreSQL prints it (exact to the microsecond), then the number. */
export interface ExportCursor {
  at: string;
  number: string;
}

const local = (column: ReturnType<typeof sql>, zone: string) =>
  sql`to_char(${column} at time zone ${zone}, 'YYYY-MM-DD HH24:MI')`;

export async function exportEvent(db: DbOrTx, eventId: string) {
  const rows = await queryRows<{ name: string; time_zone: string; today: string }>(
    db,
    sql`select name, time_zone, to_char(now() at time zone time_zone, 'YYYY-MM-DD') as today
      from events where id = ${eventId}::uuid`,
  );
  return rows[0] ?? null;
}

export interface OrderExportRow {
  cursor_at: string;
  number: string;
  state: string;
  created: string;
  paid: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone: string | null;
  company: string | null;
  ico: string | null;
  dic: string | null;
  gate: string | null;
  tickets: number;
  price_minor: number;
  fee_minor: number;
  total_minor: number;
  refunded_minor: number;
  currency: string;
  coupons: string | null;
  referal_id: string | null;
}

export function orderExportBatch(
  db: DbOrTx,
  eventId: string,
  zone: string,
  filters: OrderFilters,
  after: ExportCursor | null,
) {
  const next = after
    ? sql`and (o.created_at, o.number) > (${after.at}::timestamptz, ${after.number}::bigint)`
    : sql``;
  return queryRows<OrderExportRow>(
    db,
    sql`select o.created_at::text as cursor_at, o.number::text as number, o.state,
        ${local(sql`o.created_at`, zone)} as created, ${local(sql`o.paid_at`, zone)} as paid,
        o.buyer_info->>'FirstName' as first_name, o.buyer_info->>'LastName' as last_name, o.email::text as email,
        o.buyer_info->>'Phone' as phone, o.buyer_info->'CompanyInfo'->>'CompanyName' as company,
        o.buyer_info->'CompanyInfo'->>'Ico' as ico, o.buyer_info->'CompanyInfo'->>'Dic' as dic, o.gate,
        (select count(*)::int from order_items oi where oi.order_id = o.id) as tickets,
        o.price_minor, o.fee_minor, o.total_minor, o.refunded_minor, o.currency,
        (select string_agg(distinct c.code::text, ' ') from order_items oi join coupons c on c.id::text = oi.coupon_id
          where oi.order_id = o.id) as coupons,
        o.referal_id
      from orders o
      where ${orderFilterSql(eventId, filters)} ${next}
      order by o.created_at, o.number
      limit ${EXPORT_BATCH}::int`,
  );
}

export interface AttendeeExportRow {
  cursor_at: string;
  number: string;
  code: string;
  refunded: boolean;
  sector_name: string;
  row_name: string | null;
  seat_name: string | null;
  category: string | null;
  price_minor: number;
  currency: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  checked_in: boolean;
  answers: RegistrationAnswer[] | null;
}

/** Orders per attendee batch: the keyset runs over orders (their index), each batch with all their tickets. */
export const ATTENDEE_ORDER_BATCH = 1_000;

/**
 * The tickets of the next ATTENDEE_ORDER_BATCH matching orders that have tickets of the event, in order and
 * line order. Empty when no order is left.
 */
export function attendeeExportBatch(
  db: DbOrTx,
  eventId: string,
  filters: OrderFilters,
  after: ExportCursor | null,
) {
  const next = after
    ? sql`and (o.created_at, o.number) > (${after.at}::timestamptz, ${after.number}::bigint)`
    : sql``;
  return queryRows<AttendeeExportRow>(
    db,
    sql`with page as (
        select o.id from orders o
        where ${orderFilterSql(eventId, filters)} ${next}
          and exists (select 1 from tickets t where t.order_id = o.id and t.event_id = ${eventId}::uuid)
        order by o.created_at, o.number
        limit ${ATTENDEE_ORDER_BATCH}::int)
      select o.created_at::text as cursor_at, o.number::text as number, t.code,
        t.refunded_at is not null as refunded, oi.sector_name, oi.row_name, oi.seat_name, etc.name as category,
        oi.price_minor, o.currency, o.buyer_info->>'FirstName' as first_name,
        o.buyer_info->>'LastName' as last_name, o.email::text as email,
        coalesce(ds.state in ('INSIDE', 'OUTSIDE'), false) as checked_in, oi.answers
      from page
      join orders o on o.id = page.id
      join tickets t on t.order_id = o.id and t.event_id = ${eventId}::uuid
      join order_items oi on oi.id = t.order_item_id
      left join event_ticket_categories etc on etc.id = oi.ticket_category_id
      left join ticket_door_states ds on ds.ticket_id = t.id
      order by o.created_at, o.number, oi.sort_order, t.id`,
  );
}

/**
 * The questions answered on the matching orders' tickets (issue 19: order_items.answers), one column each,
 * in the order the questionnaire asks them, titled as the buyer saw them.
 */
export function answerColumns(db: DbOrTx, eventId: string, filters: OrderFilters) {
  return queryRows<{ id: string; title: string }>(
    db,
    sql`select a.value->>'QuestionId' as id, max(a.value->>'Title') as title
      from orders o
      join order_items oi on oi.order_id = o.id
      cross join lateral jsonb_array_elements(coalesce(oi.answers, '[]'::jsonb)) with ordinality as a(value, n)
      where ${orderFilterSql(eventId, filters)}
      group by a.value->>'QuestionId'
      order by min(a.n), 1
      limit 200`,
  );
}
