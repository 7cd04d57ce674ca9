import { type PaymentResult, type PaymentResultQuery, PaymentResultQuerySchema } from '@marquee/contract';

/** The query of payment-result / reservationResult / reservationPayment; null when incomplete or tampered. */
export function readResultQuery(search: URLSearchParams): PaymentResultQuery | null {
  const parsed = PaymentResultQuerySchema.safeParse(Object.fromEntries(search));
  return parsed.success ? parsed.data : null;
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
