import type { PaymentFlow, PaymentGate } from '@marquee/contract';

/**
 * One interface for every payment gate (spec 2 §9 lists 15). A gate is configuration — which organizer
 * takes it in which currency, and its fee (payment_gate_settings) — and an adapter implementing this.
 * This build ships the sandbox adapter for every card and bank gate; a real provider's adapter slots in
 * per gate without touching orders.
 */
export interface GatewayStartInput {
  orderId: string;
  variableSymbol: string;
  gate: PaymentGate;
  flow: Exclude<PaymentFlow, 'IN_PLACE' | 'FREE'>;
  totalMinor: number;
  currency: string;
  language: string;
  merchantName: string;
}

export interface GatewayStart {
  /** The hosted payment page. */
  url: string;
  /** FORM_POST: what to post to `url`. */
  formFields: Record<string, string> | null;
  /** CARD_FORM: the token the card form was opened with. */
  clientToken: string | null;
}

export type GatewayOutcome = 'PAID' | 'FAILED' | 'CANCELLED';

/** A verified notification from the gateway (signature checked). */
export interface GatewayNotification {
  orderId: string;
  outcome: GatewayOutcome;
  amountMinor: number;
  currency: string;
  transactionId: string;
}

export interface PaymentGateway {
  readonly name: string;
  /** False for the stand-in when no provider takes online payments (gateways/none.ts). */
  readonly configured: boolean;
  start(input: GatewayStartInput): GatewayStart;
  /** The notification if its signature is right, else null (tampered or forged). */
  verify(params: Record<string, unknown>): GatewayNotification | null;
  /** Returns money of a payment that could not get its places (late payment after the hold). */
  refund(input: {
    orderId: string;
    transactionId: string;
    amountMinor: number;
    currency: string;
  }): Promise<void>;
}
