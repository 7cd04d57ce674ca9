import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { couponEvents, coupons, voucherTemplates } from '../../db/schema/coupons';
import { events } from '../../db/schema/events';
import { type BasketVoucherRow, basketVouchers, orderVouchers } from '../../db/schema/gift-vouchers';
import type { OrderRow } from '../../db/schema/orders';
import { randomCode } from '../coupons/coupons.service';
import { listBasketVouchers } from '../coupons/gift-vouchers.repository';
import { pgCode } from '../coupons/pg-code';
import { liveBasketLines } from './orders.repository';

export { listBasketVouchers };

const UNIQUE_VIOLATION = '23505';
const DAY_MS = 86_400_000;

export function listOrderVouchers(tx: DbOrTx, orderId: string) {
  return tx
    .select()
    .from(orderVouchers)
    .where(eq(orderVouchers.orderId, orderId))
    .orderBy(asc(orderVouchers.id));
}

/** The order copies its voucher lines: what the buyer pays for and what the voucher will be worth. */
export async function insertOrderVouchers(tx: DbOrTx, orderId: string, vouchers: BasketVoucherRow[]) {
  if (vouchers.length === 0) return;
  await tx.insert(orderVouchers).values(
    vouchers.map((v) => ({
      orderId,
      basketVoucherId: v.id,
      voucherTemplateId: v.voucherTemplateId,
      name: v.name,
      priceMinor: v.priceMinor,
      valueMinor: v.valueMinor,
      validityDays: v.validityDays,
      currency: v.currency,
    })),
  );
}

/**
 * On payment, each voucher line of the order becomes a Voucher coupon of the event's organizer with a fresh
 * code, the bought credit and the template's validity from now, for every event of the organizer. It has no
 * owner: it is a gift, and whoever holds the code spends it.
 * Idempotent: a line that already has its coupon is skipped (a repeated callback issues nothing twice — the
 * caller holds the order's row lock). The bought lines leave the basket.
 */
export async function issueVoucherCoupons(tx: DbOrTx, order: OrderRow): Promise<number> {
  const lines = await tx
    .select({ line: orderVouchers, organizerId: events.authorProfileId, eventId: events.id })
    .from(orderVouchers)
    .innerJoin(voucherTemplates, eq(voucherTemplates.id, orderVouchers.voucherTemplateId))
    .innerJoin(events, eq(events.id, voucherTemplates.eventId))
    .where(eq(orderVouchers.orderId, order.id));
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
            const [coupon] = await inner
              .insert(coupons)
              .values({
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
              })
              .returning({ id: coupons.id });
            if (!coupon) throw new Error('insert voucher coupon: nothing returned');
            await inner
              .insert(couponEvents)
              .values({ couponId: coupon.id, eventId: found?.eventId ?? order.eventId });
            return coupon.id;
          });
        } catch (error) {
          // A code already taken by the organizer (8 characters of 31: rare): draw another.
          if (pgCode(error) !== UNIQUE_VIOLATION) throw error;
        }
      }
      throw new Error('no free voucher code after 5 attempts');
    });
    await tx
      .update(orderVouchers)
      .set({ couponId })
      .where(and(eq(orderVouchers.id, row.id), isNull(orderVouchers.couponId)));
    issued++;
  }
  await tx.delete(basketVouchers).where(
    inArray(
      basketVouchers.id,
      all.map((v) => v.basketVoucherId),
    ),
  );
  return issued;
}

async function organizerOf(tx: DbOrTx, eventId: string) {
  const [row] = await tx.select({ id: events.authorProfileId }).from(events).where(eq(events.id, eventId));
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
