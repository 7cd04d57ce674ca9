import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { voucherTemplates } from '../../db/schema/coupons';
import { events } from '../../db/schema/events';
import { basketVouchers } from '../../db/schema/gift-vouchers';
import { queryRows } from '../ticketing/sql-rows';

/** Gift-voucher queries (basket lines and bought vouchers); rules live in the service. */

export type NewBasketVoucher = typeof basketVouchers.$inferInsert;

export function listBasketVouchers(db: DbOrTx, basketId: string) {
  return db
    .select()
    .from(basketVouchers)
    .where(eq(basketVouchers.basketId, basketId))
    .orderBy(asc(basketVouchers.createdAt), asc(basketVouchers.id));
}

/** Currencies of the basket's live holds: a voucher may not mix with tickets priced in another currency. */
export async function heldCurrencies(db: DbOrTx, basketId: string) {
  const rows = await queryRows<{ currency: string }>(
    db,
    sql`select distinct e.currency from basket_items bi join events e on e.id = bi.event_id
      where bi.basket_id = ${basketId} and bi.status = 'HELD' and bi.valid_till > now()`,
  );
  return rows.map((r) => r.currency);
}

/** Row lock on the basket, held until the transaction ends; false when there is no such basket. */
export async function lockBasket(tx: DbOrTx, basketId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select id from baskets where id = ${basketId} for update`,
  );
  return rows.length > 0;
}

/** The event's enabled voucher template with the event's currency; null when unknown, disabled or foreign. */
export async function findEnabledTemplate(db: DbOrTx, eventId: string, templateId: string) {
  const [template] = await db
    .select({ t: voucherTemplates, currency: events.currency })
    .from(voucherTemplates)
    .innerJoin(events, eq(events.id, voucherTemplates.eventId))
    .where(
      and(
        eq(voucherTemplates.id, templateId),
        eq(voucherTemplates.eventId, eventId),
        eq(voucherTemplates.disabled, false),
      ),
    );
  return template ?? null;
}

export async function insertBasketVoucher(db: DbOrTx, values: NewBasketVoucher) {
  await db.insert(basketVouchers).values(values);
}

/** Deletes the basket's voucher line; false when the basket has no such line. */
export async function deleteBasketVoucher(db: DbOrTx, basketId: string, voucherId: string): Promise<boolean> {
  const rows = await db
    .delete(basketVouchers)
    .where(and(eq(basketVouchers.id, voucherId), eq(basketVouchers.basketId, basketId)))
    .returning({ id: basketVouchers.id });
  return rows.length > 0;
}

/** The vouchers of order `number` of the basket (paid or being paid), with the issued coupon's code if any. */
export function listBoughtVouchers(db: DbOrTx, basketId: string, number: number) {
  return queryRows<{
    name: string;
    code: string | null;
    value_minor: number;
    currency: string;
    valid_till: Date | string | null;
  }>(
    db,
    sql`select ov.name, c.code::text as code, ov.value_minor, ov.currency, c.valid_till
      from order_vouchers ov join orders o on o.id = ov.order_id
      left join coupons c on c.id = ov.coupon_id
      where o.basket_id = ${basketId} and o.number = ${number} and o.state in ('PAID', 'PENDING')
      order by o.created_at, ov.id`,
  );
}
