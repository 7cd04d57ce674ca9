import type { OrderRow } from '../../db/schema/orders';

/**
 * How a cancellation's value is paid back (issue 18, docs/decisions.md "Orders, refunds and exports"):
 * money first. The value of the cancelled lines (their price; gift vouchers bought at their price) goes back
 * as money up to what the gateway took and has not yet returned (price_minor − refunded_minor); whatever is
 * left was paid with gift-voucher credit and goes back to the voucher. The payment fee is never refunded
 * (spec 2 §9). A RESERVED order was not paid: nothing goes back as money, its credit goes back whole.
 */
export function refundSplit(
  order: Pick<OrderRow, 'state' | 'priceMinor' | 'refundedMinor'>,
  valueMinor: number,
): { moneyMinor: number; creditMinor: number } {
  const paidLeft = order.state === 'PAID' ? Math.max(0, order.priceMinor - order.refundedMinor) : 0;
  const moneyMinor = Math.min(valueMinor, paidLeft);
  return { moneyMinor, creditMinor: valueMinor - moneyMinor };
}
