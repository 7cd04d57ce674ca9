import { fromMinor, type PayResponse, paymentResultOf } from '@marquee/contract';
import type { DbOrTx } from '../../db/client';
import type { OrderRow } from '../../db/schema/orders';
import type { OrdersDeps } from './orders.types';

type AnswerDeps = Pick<OrdersDeps, 'gateway'>;

/** An order's items: entry tickets, and merchandise items (pickup vouchers, not tickets). */
export interface ItemCount {
  tickets: number;
  merch: number;
}

/** Counts order items (isMerchandise) or basket lines (is_merchandise). */
export function countItems(
  items: readonly ({ isMerchandise: boolean } | { is_merchandise: boolean })[],
): ItemCount {
  const merch = items.filter((item) =>
    'isMerchandise' in item ? item.isMerchandise : item.is_merchandise,
  ).length;
  return { tickets: items.length - merch, merch };
}

/**
 * The result page a payer lands on, as a site-relative address: the browser stays on the address the buyer
 * used (PUBLIC_URL is for links that leave the browser, such as mails). An absolute PUBLIC_URL here moved a
 * buyer who came in by another address (a LAN IP, `127.0.0.1`, a second domain) to another origin, where
 * their session, consent and theme were gone. The request's Host is never used: it is the client's to set.
 */
export function resultUrl(_deps: AnswerDeps, order: OrderRow, count: ItemCount) {
  const page = order.flow === 'IN_PLACE' ? 'reservationResult' : 'paymentResult';
  const query = new URLSearchParams({
    eventId: order.eventId,
    res: paymentResultOf(order.state),
    vs: String(order.number),
    guid: order.basketId,
    price: fromMinor(order.totalMinor).toFixed(2),
    currency: order.currency,
    count: String(count.tickets),
  });
  // "Your 4 tickets" counted a T-shirt as a ticket: merchandise is named apart.
  if (count.merch > 0) query.set('merch', String(count.merch));
  return `/${order.language}/${page}?${query}`;
}

/** `tx`: the order's transaction, where the gateway looks up the organizer's provider (issue 23). */
export async function answer(
  deps: AnswerDeps,
  order: OrderRow,
  count: ItemCount,
  tx?: DbOrTx,
): Promise<PayResponse> {
  const extraData = {
    OrderId: order.id,
    VariableSymbol: String(order.number),
    Flow: order.flow,
    Gate: order.gate,
    FormFields: null as Record<string, string> | null,
    ClientToken: null as string | null,
    Price: fromMinor(order.priceMinor),
    Fee: fromMinor(order.feeMinor),
    Total: fromMinor(order.totalMinor),
    Currency: order.currency,
    Count: count.tickets + count.merch,
  };
  const awaitingBank = order.state === 'PENDING' || (order.state === 'RESERVED' && order.flow !== 'IN_PLACE');
  if (order.flow === 'FREE' || order.flow === 'IN_PLACE' || !order.gate || !awaitingBank)
    return { extraData, url: resultUrl(deps, order, count), needredirect: false };
  const start = await deps.gateway.start({
    orderId: order.id,
    eventId: order.eventId,
    db: tx,
    variableSymbol: String(order.number),
    gate: order.gate,
    flow: order.flow,
    totalMinor: order.totalMinor,
    currency: order.currency,
    language: order.language,
    merchantName: 'Marquee',
  });
  // A provider's hosted page (issue 23) replaces the card stage: the client leaves by the start's flow.
  const flow = start.flow ?? order.flow;
  return {
    extraData: { ...extraData, Flow: flow, FormFields: start.formFields, ClientToken: start.clientToken },
    url: start.url,
    needredirect: flow !== 'CARD_FORM',
  };
}
