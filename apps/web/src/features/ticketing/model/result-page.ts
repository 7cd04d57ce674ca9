import type { PaymentResult, PaymentResultQuery } from '@marquee/contract';

/** z.coerce.number(): Number(value), refused when not finite; `int` also refuses fractions. */
function numberOf(value: string | null, int: boolean): number | null {
  if (value === null) return null;
  const n = Number(value);
  return Number.isFinite(n) && (!int || Number.isInteger(n)) ? n : null;
}

/**
 * The query of payment-result / reservationResult / reservationPayment; null when incomplete or tampered.
 * Checked by hand as the contract's PaymentResultQuerySchema does (model/result-page.test.ts holds them
 * together): zod would be ~26 kB gzip of the result page's first load.
 */
export function readResultQuery(search: URLSearchParams): PaymentResultQuery | null {
  const text = (key: string) => search.get(key);
  const res = text('res');
  const [eventId, vs, guid, currency] = [text('eventId'), text('vs'), text('guid'), text('currency')];
  const price = numberOf(text('price'), false);
  const count = numberOf(text('count'), true);
  const merchText = text('merch');
  const merch = merchText === null ? undefined : numberOf(merchText, true);
  if (res === null || !Object.hasOwn(TONE, res)) return null;
  if (eventId === null || vs === null || guid === null || currency === null) return null;
  if (price === null || count === null || merch === null || (merch !== undefined && merch < 0)) return null;
  return {
    eventId,
    res: res as PaymentResult,
    vs,
    guid,
    price,
    currency,
    count,
    ...(merch === undefined ? {} : { merch }),
  };
}

export type ResultTone = 'success' | 'failure' | 'pending';

export const TONE: Record<PaymentResult, ResultTone> = {
  OK: 'success',
  RESERVED: 'success',
  PENDING: 'pending',
  FAIL: 'failure',
  CANCEL: 'failure',
  REFUNDED: 'failure',
};

/** Whether the order made tickets (the basket is done with and the purchase is reported). */
export const hasTickets = (res: PaymentResult): boolean => res === 'OK' || res === 'RESERVED';

/** A failed or cancelled payment leaves the places held for a while: the buyer can try again. */
export const canRetry = (res: PaymentResult): boolean => res === 'FAIL' || res === 'CANCEL';

const TRACKED_KEY = 'marquee.purchase-tracked';

/** The Purchase event fires once per order, even when the result page is reloaded or revisited. */
export function firstReportOf(vs: string, storage: Storage | undefined = globalThis.sessionStorage): boolean {
  try {
    const seen = new Set<string>(JSON.parse(storage?.getItem(TRACKED_KEY) ?? '[]') as string[]);
    if (seen.has(vs)) return false;
    seen.add(vs);
    storage?.setItem(TRACKED_KEY, JSON.stringify([...seen].slice(-20)));
    return true;
  } catch {
    return true;
  }
}
