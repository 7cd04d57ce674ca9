import type { PaymentFlow, PaymentGate } from '@marquee/contract';
import type { DbOrTx } from '../../../db/client';

/**
 * One interface for every payment gate (spec 2 §9 lists 15). A gate is configuration — which organizer
 * takes it in which currency, and its fee (payment_gate_settings) — and an adapter implementing this.
 * The sandbox bank can stand behind every card and bank gate; Stripe and GP webpay (providers/) stand
 * behind theirs for organizers with credentials.
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
  /** The order's event: whose organizer's provider takes the payment (issue 23). */
  eventId?: string;
  /** The transaction the order is made in (PGlite has one connection: a query beside it would wait). */
  db?: DbOrTx;
}

export interface GatewayStart {
  /** The hosted payment page. */
  url: string;
  /** FORM_POST: what to post to `url`. */
  formFields: Record<string, string> | null;
  /** CARD_FORM: the token the card form was opened with. */
  clientToken: string | null;
  /** How the client leaves when it differs from the gate's own flow (a provider's hosted page: redirect). */
  flow?: Exclude<PaymentFlow, 'IN_PLACE' | 'FREE'>;
}

/** What a refund did: returned through the provider's API, or to be returned by hand (no refund API). */
// biome-ignore lint/suspicious/noConfusingVoidType: the sandbox's refund resolves to nothing (void), a provider's to this record.
export type RefundAnswer = void | { manual: boolean; reference?: string };

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
  /** False when the sandbox bank is off: online gates then need an organizer's own provider (servesGate). */
  readonly configured: boolean;
  start(input: GatewayStartInput): GatewayStart | Promise<GatewayStart>;
  /** Whether an online gate can be paid for the event's organizer in the currency (issue 23). */
  servesGate?(db: DbOrTx, eventId: string, gate: PaymentGate, currency: string): Promise<boolean>;
  /** The notification if its signature is right, else null (tampered or forged). */
  verify(params: Record<string, unknown>): GatewayNotification | null;
  /** Returns money of a payment that could not get its places (late payment after the hold). */
  refund(input: {
    orderId: string;
    transactionId: string;
    amountMinor: number;
    currency: string;
    /** The same key for a retry of the same refund: the provider returns the money once (issue 23). */
    idempotencyKey?: string;
    /** The refund's transaction, where the gateway reads the order's payment (PGlite: one connection). */
    db?: DbOrTx;
  }): Promise<RefundAnswer>;
}
