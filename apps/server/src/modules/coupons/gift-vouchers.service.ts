import {
  type BasketVoucher,
  type BasketVouchers,
  type BoughtVoucher,
  fromMinor,
  MAX_VOUCHERS_PER_BASKET,
} from '@marquee/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { voucherTemplates } from '../../db/schema/coupons';
import { events } from '../../db/schema/events';
import { type BasketVoucherRow, basketVouchers } from '../../db/schema/gift-vouchers';
import { AppError } from '../../plugins/errors';
import { queryRows } from '../ticketing/sql-rows';

export const presentBasketVoucher = (row: BasketVoucherRow): BasketVoucher => ({
  Id: row.id,
  EventId: row.eventId,
  VoucherTemplateId: row.voucherTemplateId,
  Name: row.name,
  Price: fromMinor(row.priceMinor),
  Value: fromMinor(row.valueMinor),
  ValidityDays: row.validityDays,
  Currency: row.currency,
});

export function listBasketVouchers(db: DbOrTx, basketId: string) {
  return db
    .select()
    .from(basketVouchers)
    .where(eq(basketVouchers.basketId, basketId))
    .orderBy(asc(basketVouchers.createdAt), asc(basketVouchers.id));
}

/** Currencies of the basket's live holds: a voucher may not mix with tickets priced in another currency. */
async function heldCurrencies(db: DbOrTx, basketId: string) {
  const rows = await queryRows<{ currency: string }>(
    db,
    sql`select distinct e.currency from basket_items bi join events e on e.id = bi.event_id
      where bi.basket_id = ${basketId} and bi.status = 'HELD' and bi.valid_till > now()`,
  );
  return rows.map((r) => r.currency);
}

/**
 * Gift vouchers in the basket (issue 8): lines beside the holds, priced from the event's enabled voucher
 * template when added. Paid with the order; the voucher coupon is issued when the order is paid.
 */
export function createGiftVouchersService(db: Db) {
  async function summary(basketId: string): Promise<BasketVouchers> {
    const rows = await listBasketVouchers(db, basketId);
    return {
      Vouchers: rows.map(presentBasketVoucher),
      TotalPrice: fromMinor(rows.reduce((sum, r) => sum + r.priceMinor, 0)),
      Currency: rows[0]?.currency ?? null,
    };
  }

  return {
    /** Throws NOT_FOUND (basket, or a template unknown, disabled or of another event), ADD_ERROR.CURRENCY, CONFLICT. */
    async add(eventId: string, basketId: string, templateId: string): Promise<BasketVouchers> {
      await db.transaction(async (tx) => {
        // The basket row lock serialises adds, so the per-basket limit holds under parallel clicks.
        const basket = await queryRows<{ id: string }>(
          tx,
          sql`select id from baskets where id = ${basketId} for update`,
        );
        if (basket.length === 0) throw new AppError('NOT_FOUND', 'No such basket.');
        const [template] = await tx
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
        if (!template) throw new AppError('NOT_FOUND', 'No such voucher.');
        const present = await listBasketVouchers(tx, basketId);
        const currencies = [...(await heldCurrencies(tx, basketId)), ...present.map((v) => v.currency)];
        if (currencies.some((c) => c !== template.currency))
          throw new AppError('ADD_ERROR.CURRENCY', 'The basket holds items in another currency.');
        if (present.length >= MAX_VOUCHERS_PER_BASKET)
          throw new AppError('CONFLICT', `At most ${MAX_VOUCHERS_PER_BASKET} vouchers in one basket.`);
        await tx.insert(basketVouchers).values({
          basketId,
          eventId,
          voucherTemplateId: templateId,
          name: template.t.name,
          priceMinor: template.t.priceMinor,
          valueMinor: template.t.valueMinor,
          validityDays: template.t.validityDays,
          currency: template.currency,
        });
      });
      return summary(basketId);
    },

    /**
     * Throws NOT_FOUND. A voucher of an order being paid stays in the basket until the order is paid; taking
     * it out meanwhile makes the next pay a different purchase (the open order is superseded).
     */
    async remove(basketId: string, voucherId: string): Promise<BasketVouchers> {
      const rows = await db
        .delete(basketVouchers)
        .where(and(eq(basketVouchers.id, voucherId), eq(basketVouchers.basketId, basketId)))
        .returning({ id: basketVouchers.id });
      if (rows.length === 0) throw new AppError('NOT_FOUND', 'No such voucher in the basket.');
      return summary(basketId);
    },

    summary,

    /**
     * The vouchers order `number` of the basket bought, with codes once paid (the payment result page):
     * a code needs the guid and the order number together (issue 16).
     */
    async bought(basketId: string, number: number): Promise<BoughtVoucher[]> {
      const rows = await queryRows<{
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
      return rows.map((r) => ({
        Name: r.name,
        Code: r.code,
        Value: fromMinor(r.value_minor),
        Currency: r.currency,
        ValidTill: r.valid_till ? new Date(r.valid_till).toISOString() : null,
      }));
    },
  };
}
