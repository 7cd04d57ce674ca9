import type { BuyerInfo } from '@marquee/contract';
import {
  normalizeTicketCode,
  type OrderSearchQuery,
  type OrderState,
  type PaymentGate,
} from '@marquee/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../ticketing/sql-rows';

/**
 * The organizer's order search (issue 18): one WHERE clause over `orders o` shared by the list and the
 * exports, so an export holds exactly the orders the list shows for the same filters.
 */

export type OrderFilters = Omit<OrderSearchQuery, 'page' | 'perPage'>;

const DAY_MS = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** `from` as an instant: a date is its start (UTC). */
export const fromInstant = (value: string) => new Date(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
/** `till` as an exclusive bound: a date includes its whole day (UTC). */
export const tillInstant = (value: string) =>
  DATE_ONLY.test(value) ? new Date(Date.parse(`${value}T00:00:00Z`) + DAY_MS) : new Date(value);

/** LIKE's wildcards typed by the organizer match themselves. */
const likeLiteral = (value: string) => `%${value.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * `q`: a part of the buyer's name (case and accents ignored, f_unaccent of migration 0000), a part of the
 * e-mail, the order number, or a ticket code normalised like the door does (one index lookup).
 */
function searchSql(q: string): SQL {
  const like = likeLiteral(q);
  const alternatives: SQL[] = [
    sql`f_unaccent(lower(concat_ws(' ', o.buyer_info->>'FirstName', o.buyer_info->>'LastName'))) like f_unaccent(lower(${like}))`,
    sql`lower(o.email::text) like lower(${like})`,
  ];
  if (/^\d{1,15}$/.test(q)) alternatives.push(sql`o.number = ${Number(q)}::bigint`);
  const code = normalizeTicketCode(q);
  if (code) alternatives.push(sql`o.id in (select order_id from tickets where code = ${code})`);
  return sql`(${sql.join(alternatives, sql` or `)})`;
}

/** The WHERE clause over `orders o` for an event and the list's filters. */
export function orderFilterSql(eventId: string, filters: OrderFilters): SQL {
  const parts: SQL[] = [sql`o.event_id = ${eventId}::uuid`];
  if (filters.state && filters.state.length > 0)
    parts.push(
      sql`o.state in (${sql.join(
        filters.state.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  if (filters.gate) parts.push(sql`o.gate = ${filters.gate}`);
  if (filters.from) parts.push(sql`o.created_at >= ${fromInstant(filters.from).toISOString()}::timestamptz`);
  if (filters.till) parts.push(sql`o.created_at < ${tillInstant(filters.till).toISOString()}::timestamptz`);
  if (filters.q) parts.push(searchSql(filters.q));
  return sql.join(parts, sql` and `);
}

export interface OrderListRow {
  id: string;
  number: number | string;
  state: OrderState;
  gate: PaymentGate | null;
  email: string;
  buyer_info: BuyerInfo;
  ticket_count: number;
  price_minor: number;
  fee_minor: number;
  total_minor: number;
  refunded_minor: number;
  currency: string;
  created_at: Date | string;
  paid_at: Date | string | null;
}

/** One page of the matching orders, newest first (the number breaks ties of one instant). */
export function searchOrders(
  db: DbOrTx,
  eventId: string,
  filters: OrderFilters,
  page: number,
  perPage: number,
) {
  return queryRows<OrderListRow>(
    db,
    sql`select o.id, o.number, o.state, o.gate, o.email::text as email, o.buyer_info,
        (select count(*)::int from order_items oi where oi.order_id = o.id) as ticket_count,
        o.price_minor, o.fee_minor, o.total_minor, o.refunded_minor, o.currency, o.created_at, o.paid_at
      from orders o
      where ${orderFilterSql(eventId, filters)}
      order by o.created_at desc, o.number desc
      limit ${perPage}::int offset ${page * perPage}::int`,
  );
}

export async function countOrders(db: DbOrTx, eventId: string, filters: OrderFilters): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from orders o where ${orderFilterSql(eventId, filters)}`,
  );
  return rows[0]?.n ?? 0;
}

/** Tickets of the matching orders (the attendees export's row count). */
export async function countTickets(db: DbOrTx, eventId: string, filters: OrderFilters): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from tickets t join orders o on o.id = t.order_id
      where t.event_id = ${eventId}::uuid and ${orderFilterSql(eventId, filters)}`,
  );
  return rows[0]?.n ?? 0;
}
