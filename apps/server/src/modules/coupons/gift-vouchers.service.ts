import {
  type BasketVoucher,
  type BasketVouchers,
  type BoughtVoucher,
  fromMinor,
  MAX_VOUCHERS_PER_BASKET,
} from '@marquee/contract';
import type { Db } from '../../db/client';
import type { BasketVoucherRow } from '../../db/schema/gift-vouchers';
import { AppError } from '../../plugins/errors';
import * as repo from './gift-vouchers.repository';

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

/**
 * Gift vouchers in the basket (issue 8): lines beside the holds, priced from the event's enabled voucher
 * template when added. Paid with the order; the voucher coupon is issued when the order is paid.
 */
export function createGiftVouchersService(db: Db) {
  async function summary(basketId: string): Promise<BasketVouchers> {
    const rows = await repo.listBasketVouchers(db, basketId);
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
        if (!(await repo.lockBasket(tx, basketId))) throw new AppError('NOT_FOUND', 'No such basket.');
        const template = await repo.findEnabledTemplate(tx, eventId, templateId);
        if (!template) throw new AppError('NOT_FOUND', 'No such voucher.');
        const present = await repo.listBasketVouchers(tx, basketId);
        const currencies = [...(await repo.heldCurrencies(tx, basketId)), ...present.map((v) => v.currency)];
        if (currencies.some((c) => c !== template.currency))
          throw new AppError('ADD_ERROR.CURRENCY', 'The basket holds items in another currency.');
        if (present.length >= MAX_VOUCHERS_PER_BASKET)
          throw new AppError('CONFLICT', `At most ${MAX_VOUCHERS_PER_BASKET} vouchers in one basket.`);
        await repo.insertBasketVoucher(tx, {
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
      if (!(await repo.deleteBasketVoucher(db, basketId, voucherId)))
        throw new AppError('NOT_FOUND', 'No such voucher in the basket.');
      return summary(basketId);
    },

    summary,

    /**
     * The vouchers order `number` of the basket bought, with codes once paid (the payment result page):
     * a code needs the guid and the order number together (issue 16).
     */
    async bought(basketId: string, number: number): Promise<BoughtVoucher[]> {
      const rows = await repo.listBoughtVouchers(db, basketId, number);
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
