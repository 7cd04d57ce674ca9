import type { OrderDetail } from '@marquee/contract';

/** What a refund of the chosen tickets does, for the confirmation text and the request's ExpectedAmount. */
export interface RefundPlan {
  /** A RESERVED order: the reservation is cancelled, no money moves. */
  reservation: boolean;
  /** Money returned to the buyer (the price; never the payment fee). */
  amount: number;
  /** The figure is exactly what the server will compute, so it is sent as ExpectedAmount. */
  exact: boolean;
  /** Entry places that go back on sale. */
  places: number;
  /** Merchandise items cancelled. */
  items: number;
  fee: number;
  currency: string;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * Everything left: the server's own Refundable figure. Part of an order: the chosen lines' prices, capped
 * by Refundable; when gift-voucher credit paid part of the order, which share goes back as money and which
 * as credit is the server's to split, so that figure is shown as "up to" and not sent as ExpectedAmount.
 */
export function refundPlan(detail: OrderDetail, ticketIds: readonly string[]): RefundPlan {
  const open = detail.Items.filter((item) => item.State === 'ISSUED');
  const chosen = open.filter((item) => item.TicketId !== null && ticketIds.includes(item.TicketId));
  const whole = chosen.length === open.length;
  const reservation = detail.Order.State === 'RESERVED';
  const sum = cents(chosen.reduce((total, item) => total + item.Price, 0));
  const amount = reservation ? 0 : whole ? detail.Refundable : Math.min(sum, detail.Refundable);
  return {
    reservation,
    amount,
    exact: reservation || whole || detail.VoucherCredit === 0,
    places: chosen.filter((item) => !item.IsMerchandise).length,
    items: chosen.filter((item) => item.IsMerchandise).length,
    fee: detail.Order.Fee,
    currency: detail.Order.Currency,
  };
}
