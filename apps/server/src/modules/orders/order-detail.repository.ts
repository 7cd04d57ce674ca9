import type { RegistrationAnswer } from '@marquee/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { PaymentAuditAction } from '../../db/schema/orders';
import { queryRows } from '../ticketing/sql-rows';

/** Reads of one order for its organizer (issue 18): lines with tickets, bought vouchers, credit, audit trail. */

export interface DetailItemRow {
  id: string;
  ticket_id: string | null;
  code: string | null;
  sector_name: string;
  sector_type: 'StandingSector' | 'SeatingSector' | 'VirtualSector';
  is_merchandise: boolean;
  row_name: string | null;
  seat_name: string | null;
  category_name: string | null;
  price_minor: number;
  original_price_minor: number;
  extra_minor: number;
  coupon_code: string | null;
  refunded: boolean;
  checked_in: boolean;
  answers: RegistrationAnswer[] | null;
}

/** The order's lines in order, each with its ticket, coupon code and whether it ever passed the door. */
export function detailItems(db: DbOrTx, orderId: string) {
  return queryRows<DetailItemRow>(
    db,
    sql`select oi.id, oi.answers, t.id as ticket_id, t.code, oi.sector_name, oi.sector_type, oi.is_merchandise, oi.row_name,
        oi.seat_name, etc.name as category_name, oi.price_minor, oi.original_price_minor, oi.extra_minor,
        c.code::text as coupon_code, t.refunded_at is not null as refunded,
        coalesce(ds.state in ('INSIDE', 'OUTSIDE'), false) as checked_in
      from order_items oi
      left join tickets t on t.order_item_id = oi.id
      left join event_ticket_categories etc on etc.id = oi.ticket_category_id
      left join coupons c on c.id::text = oi.coupon_id
      left join ticket_door_states ds on ds.ticket_id = t.id
      where oi.order_id = ${orderId}::uuid
      order by oi.sort_order, oi.id`,
  );
}

export interface DetailVoucherRow {
  name: string;
  price_minor: number;
  value_minor: number;
  coupon_id: string | null;
  code: string | null;
  remaining_credit_minor: number | null;
  disabled: boolean;
}

/** Gift vouchers bought in the order with the coupon each became (none before payment). */
export function detailVouchers(db: DbOrTx, orderId: string) {
  return queryRows<DetailVoucherRow>(
    db,
    sql`select ov.name, ov.price_minor, ov.value_minor, ov.coupon_id::text, c.code::text as code,
        c.remaining_credit_minor, coalesce(c.disabled, false) as disabled
      from order_vouchers ov left join coupons c on c.id = ov.coupon_id
      where ov.order_id = ${orderId}::uuid order by ov.id`,
  );
}

/** Voucher credit the order was paid with, and what it holds now (net of releases). */
export async function voucherCreditOf(db: DbOrTx, orderId: string) {
  const rows = await queryRows<{ used: number; held: number }>(
    db,
    sql`select coalesce(sum(credit_minor) filter (where action = 'CREDIT'), 0)::int as used,
        coalesce(sum(case when action = 'RELEASE' then -credit_minor else credit_minor end), 0)::int as held
      from coupon_audit where order_id = ${orderId}::uuid`,
  );
  return rows[0] ?? { used: 0, held: 0 };
}

export interface AuditRow {
  at: Date | string;
  action: PaymentAuditAction;
  detail: Record<string, unknown>;
  by_email: string | null;
}

/** The order's payment_audit rows, oldest first, with the acting organizer's e-mail (detail.userId). */
export function auditOfOrder(db: DbOrTx, orderId: string) {
  return queryRows<AuditRow>(
    db,
    sql`select pa.at, pa.action, pa.detail, u.email::text as by_email
      from payment_audit pa
      left join users u on u.id::text = pa.detail->>'userId'
      where pa.order_id = ${orderId}::uuid
      order by pa.id`,
  );
}
