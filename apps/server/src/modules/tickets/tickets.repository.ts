import type { OrderState, RegistrationAnswer } from '@marquee/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../ticketing/sql-rows';

/** A ticket with everything its PDF and the purchased-tickets list show. */
export interface TicketView {
  id: string;
  code: string;
  order_id: string;
  order_number: number;
  order_state: OrderState;
  order_language: string;
  user_id: string | null;
  email: string;
  buyer_first: string;
  buyer_last: string;
  event_id: string;
  event_name: string;
  begin_at: Date | string;
  time_zone: string;
  is_online: boolean;
  place: string | null;
  /** order_items.sector_key: what the QR signs with the code and the event. */
  sector_key: string;
  sector_name: string;
  sector_type: 'StandingSector' | 'SeatingSector' | 'VirtualSector';
  /** An item of a merchandise sector: a pickup voucher, not an entry. */
  is_merchandise: boolean;
  row_name: string | null;
  seat_name: string | null;
  price_minor: number;
  currency: string;
  /** Registration answers to print (issue 19): only when the organizer chose ShowAnswersOnTicket. */
  answers: RegistrationAnswer[] | null;
}

const SELECT = sql`
  select t.id, t.code, o.id as order_id, o.number as order_number, o.state as order_state,
    o.language as order_language, o.user_id, o.email, o.buyer_info->>'FirstName' as buyer_first,
    o.buyer_info->>'LastName' as buyer_last, e.id as event_id, e.name as event_name, e.begin_at,
    e.time_zone, e.is_online,
    case when e.is_online then null
      else nullif(concat_ws(', ', v.name, coalesce(vc.name, ec.name)), '') end as place,
    oi.sector_key::text, oi.sector_name, oi.sector_type, oi.is_merchandise, oi.row_name, oi.seat_name, oi.price_minor, o.currency,
    case when (ets.registration->>'ShowAnswersOnTicket')::boolean then oi.answers end as answers
  from tickets t
  join orders o on o.id = t.order_id
  join order_items oi on oi.id = t.order_item_id
  join events e on e.id = t.event_id
  left join venues v on v.id = e.venue_id
  left join cities vc on vc.id = v.city_id
  left join cities ec on ec.id = e.city_id
  left join event_ticketing_settings ets on ets.event_id = e.id`;

/**
 * Tickets the organizer refunded (issue 18) are gone for the buyer: not in the mail, the list or a print
 * (its place is on sale again and the door refuses it). The organizer's order detail still shows them.
 */
export function ticketsOfOrder(db: DbOrTx, orderId: string) {
  return queryRows<TicketView>(
    db,
    sql`${SELECT} where t.order_id = ${orderId} and t.refunded_at is null order by oi.sort_order`,
  );
}

/** Tickets by id, refunded ones too: what the organizer's cancellation mail lists (issue 18). */
export function ticketsByIds(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([] as TicketView[]);
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return queryRows<TicketView>(db, sql`${SELECT} where t.id in (${list}) order by oi.sort_order, t.id`);
}

/** The event's name, start and zone, for a mail of an order without tickets left to name it. */
export async function mailEvent(db: DbOrTx, eventId: string) {
  const rows = await queryRows<{ name: string; begin_at: Date | string; time_zone: string }>(
    db,
    sql`select name, begin_at, time_zone from events where id = ${eventId}::uuid`,
  );
  return rows[0] ?? null;
}

/**
 * The signed-in buyer's tickets: orders made by the account, and — once the account has confirmed its
 * e-mail — guest orders to that e-mail; paid or reserved. Before the confirmation anyone could sign up
 * with a guest's address and take the guest's tickets (issue 16).
 */
export function ticketsOfUser(
  db: DbOrTx,
  user: { id: string; email: string; confirmed: boolean },
  eventId: string | undefined,
) {
  const byEmail = user.confirmed ? sql` or o.email = ${user.email}` : sql``;
  return queryRows<TicketView>(
    db,
    sql`${SELECT} where (o.user_id = ${user.id}${byEmail}) and o.state in ('PAID', 'RESERVED') and t.refunded_at is null
      ${eventId ? sql`and t.event_id = ${eventId}` : sql``}
      order by e.begin_at desc, o.number, oi.sort_order`,
  );
}

export async function ticketById(db: DbOrTx, ticketId: string) {
  const rows = await queryRows<TicketView>(
    db,
    sql`${SELECT} where t.id = ${ticketId} and t.refunded_at is null`,
  );
  return rows[0] ?? null;
}

export interface VoucherMailRow {
  name: string;
  code: string;
  value_minor: number;
  currency: string;
  valid_till: string;
}

/** The Voucher coupons an order's gift-voucher lines became, in line order. */
export async function listOrderVoucherCodes(db: DbOrTx, orderId: string): Promise<VoucherMailRow[]> {
  return queryRows<VoucherMailRow>(
    db,
    sql`select ov.name, c.code::text as code, ov.value_minor, ov.currency, c.valid_till
      from order_vouchers ov join coupons c on c.id = ov.coupon_id
      where ov.order_id = ${orderId} order by ov.id`,
  );
}
