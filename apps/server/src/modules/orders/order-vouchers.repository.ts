import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { couponEvents, coupons, voucherTemplates } from '../../db/schema/coupons';
import { events } from '../../db/schema/events';
import { type BasketVoucherRow, basketVouchers, orderVouchers } from '../../db/schema/gift-vouchers';

/** Queries of an order's gift-voucher lines and the Voucher coupons they become; rules live in order-vouchers. */

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

/** An order's voucher lines whose template still exists, with the template event's organizer. */
export function listOrderVoucherOrganizers(tx: DbOrTx, orderId: string) {
  return tx
    .select({ line: orderVouchers, organizerId: events.authorProfileId, eventId: events.id })
    .from(orderVouchers)
    .innerJoin(voucherTemplates, eq(voucherTemplates.id, orderVouchers.voucherTemplateId))
    .innerJoin(events, eq(events.id, voucherTemplates.eventId))
    .where(eq(orderVouchers.orderId, orderId));
}

/**
 * Inserts a Voucher coupon valid for one event; returns its id. A taken code fails with a unique violation
 * (the caller runs this in a savepoint and draws another).
 */
export async function insertVoucherCoupon(
  tx: DbOrTx,
  values: typeof coupons.$inferInsert,
  eventId: string,
): Promise<string> {
  const [coupon] = await tx.insert(coupons).values(values).returning({ id: coupons.id });
  if (!coupon) throw new Error('insert voucher coupon: nothing returned');
  await tx.insert(couponEvents).values({ couponId: coupon.id, eventId });
  return coupon.id;
}

/** Links a voucher line to its coupon unless it already has one. */
export async function setOrderVoucherCoupon(tx: DbOrTx, orderVoucherId: string, couponId: string) {
  await tx
    .update(orderVouchers)
    .set({ couponId })
    .where(and(eq(orderVouchers.id, orderVoucherId), isNull(orderVouchers.couponId)));
}

export async function deleteBasketVouchers(tx: DbOrTx, basketVoucherIds: string[]) {
  await tx.delete(basketVouchers).where(inArray(basketVouchers.id, basketVoucherIds));
}

export async function findEventOrganizer(tx: DbOrTx, eventId: string) {
  const [row] = await tx.select({ id: events.authorProfileId }).from(events).where(eq(events.id, eventId));
  return row ?? null;
}
