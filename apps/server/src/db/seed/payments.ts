import type { PaymentGate } from '@marquee/contract';
import type { Tx } from '../client';
import * as schema from '../schema';

/**
 * Demo payment gates: platform defaults (no organizer), so every demo organizer sells through the sandbox
 * bank. A card gate (card form), a form-post bank with the extended buyer form (GPWEBPAY), a same-window
 * bank transfer, a new-tab wallet, pay in place, and crypto with a 1.5 % fee (shown; cards carry none, PSD2).
 */
const DEMO_GATES: { gate: PaymentGate; feePercentBp?: number }[] = [
  { gate: 'BRAINTREE' },
  { gate: 'GPWEBPAY' },
  { gate: 'GOPAY' },
  { gate: 'PAYPAL' },
  { gate: 'RESERVATION' },
  { gate: 'CDPAY', feePercentBp: 150 },
];
const CURRENCIES = ['EUR', 'CZK', 'HUF'];

export async function seedPaymentGates(tx: Tx, counts: Record<string, number>) {
  const rows = CURRENCIES.flatMap((currency) =>
    DEMO_GATES.map((g, index) => ({
      organizerProfileId: null,
      gate: g.gate,
      currency,
      sortOrder: index,
      feePercentBp: g.feePercentBp ?? 0,
    })),
  );
  await tx.insert(schema.paymentGateSettings).values(rows);
  counts.paymentGates = rows.length;
}
