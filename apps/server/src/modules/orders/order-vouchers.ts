import type { DbOrTx } from '../../db/client';
import type { OrderRow } from '../../db/schema/orders';
import { randomCode } from '../coupons/coupons.service';
import { listBasketVouchers } from '../coupons/gift-vouchers.repository';
import { pgCode } from '../profiles/db-errors';
import {
  deleteBasketVouchers,
  findEventOrganizer,
  insertOrderVouchers,
  insertVoucherCoupon,
  listOrderVoucherOrganizers,
  listOrderVouchers,
  setOrderVoucherCoupon,
} from './order-vouchers.repository';
import { liveBasketLines } from './orders.repository';

export { insertOrderVouchers, listBasketVouchers, listOrderVouchers };

const UNIQUE_VIOLATION = '23505';
const DAY_MS = 86_400_000;

/**
 * On payment, each voucher line of the order becomes a Voucher coupon of the event's organizer with a fresh
 * code, the bought credit and the template's validity from now, for every event of the organizer. It has no
 * owner: it is a gift, and whoever holds the code spends it.
 * Idempotent: a line that already has its coupon is skipped (a repeated callback issues nothing twice — the
 * caller holds the order's row lock). The bought lines leave the basket.
 */
export async function issueVoucherCoupons(tx: DbOrTx, order: OrderRow): Promise<number> {
  const lines = await listOrderVoucherOrganizers(tx, order.id);
  // A template deleted after the order was made: its event is still the order's (one event per voucher line).
  const all = await listOrderVouchers(tx, order.id);
  let issued = 0;
  for (const row of all) {
    if (row.couponId) continue;
    const found = lines.find((l) => l.line.id === row.id);
    const organizerId = found?.organizerId ?? (await organizerOf(tx, order.eventId));
    const now = new Date();
    const couponId = await tx.transaction(async (sp) => {
      for (let attempt = 0; attempt < 5; attempt++) {
        try {
          return await sp.transaction(async (inner) => {
            return insertVoucherCoupon(
              inner,
              {
                organizerProfileId: organizerId,
                name: row.name,
                code: randomCode(''),
                type: 'AnonymousOrganizatorCoupon',
                discountType: 'Voucher',
                amountMinor: row.valueMinor,
                remainingCreditMinor: row.valueMinor,
                currency: row.currency,
                validFrom: now,
                validTill: new Date(now.getTime() + row.validityDays * DAY_MS),
                voucherTemplateId: row.voucherTemplateId,
              },
              found?.eventId ?? order.eventId,
            );
          });
        } catch (error) {
          // A code already taken by the organizer (8 characters of 31: rare): draw another.
          if (pgCode(error) !== UNIQUE_VIOLATION) throw error;
        }
      }
      throw new Error('no free voucher code after 5 attempts');
    });
    await setOrderVoucherCoupon(tx, row.id, couponId);
    issued++;
  }
  await deleteBasketVouchers(
    tx,
    all.map((v) => v.basketVoucherId),
  );
  return issued;
}

async function organizerOf(tx: DbOrTx, eventId: string) {
  const row = await findEventOrganizer(tx, eventId);
  if (!row) throw new Error(`order event ${eventId} not found`);
  return row.id;
}

/**
 * Event and currency of what the basket sells: its first live hold, else its first gift voucher (a basket of
 * vouchers only still offers the organizer's gates).
 */
export async function saleLinesOf(tx: DbOrTx, guid: string) {
  const lines: { event_id: string; currency: string }[] = await liveBasketLines(tx, guid);
  if (lines.length > 0) return lines;
  return (await listBasketVouchers(tx, guid)).map((v) => ({ event_id: v.eventId, currency: v.currency }));
}
