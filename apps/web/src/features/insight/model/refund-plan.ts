import type { OrderDetail } from '@marquee/contract';

/** What a refund of the chosen tickets does, for the confirmation text and the request's ExpectedAmount. */
export interface RefundPlan {
  /** A RESERVED order: the reservation is cancelled, no money moves. */
  reservation: boolean;
  /** Money returned to the buyer (the price; never the payment fee); sent as ExpectedAmount. */
  amount: number;
  /** The rest of the cancelled value, paid with gift-voucher credit, which goes back to the voucher. */
  credit: number;
  /** Entry places that go back on sale. */
  places: number;
  /** Merchandise items cancelled. */
  items: number;
  fee: number;
  currency: string;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * The server's rule (docs/decisions.md "Orders, refunds and exports", `refundSplit`), money first: the value
 * of the cancelled lines (plus the untouched gift vouchers bought, for a whole-order refund) goes back as
 * money up to what was paid and not yet returned — `Refundable` is exactly that for everything left, so
 * min(value, Refundable) is the money of any choice; the rest goes back as voucher credit. A reservation was
 * not paid: no money.
 */
export function refundPlan(detail: OrderDetail, ticketIds: readonly string[]): RefundPlan {
  const open = detail.Items.filter((item) => item.State === 'ISSUED');
  const chosen = open.filter((item) => item.TicketId !== null && ticketIds.includes(item.TicketId));
  const whole = chosen.length === open.length;
  const reservation = detail.Order.State === 'RESERVED';
  const vouchers = whole ? detail.Vouchers.filter((voucher) => !voucher.Disabled) : [];
  const value = cents(
    chosen.reduce((total, item) => total + item.Price, 0) +
      vouchers.reduce((total, voucher) => total + voucher.Price, 0),
  );
  const amount = reservation ? 0 : Math.min(value, detail.Refundable);
  return {
    reservation,
    amount,
    credit: cents(Math.max(0, value - amount)),
    places: chosen.filter((item) => !item.IsMerchandise).length,
    items: chosen.filter((item) => item.IsMerchandise).length,
    fee: detail.Order.Fee,
    currency: detail.Order.Currency,
  };
}
