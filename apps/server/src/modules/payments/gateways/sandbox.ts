import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type {
  GatewayNotification,
  GatewayOutcome,
  GatewayStart,
  GatewayStartInput,
  PaymentGateway,
} from './gateway';
import type { Signer } from './signing';

const OUTCOMES: readonly GatewayOutcome[] = ['PAID', 'FAILED', 'CANCELLED'];

/** The signed fields of a notification, in signing order. */
const notificationPayload = (n: GatewayNotification) =>
  ['v1', n.orderId, n.outcome, String(n.amountMinor), n.currency, n.transactionId].join('|');

/**
 * The built-in sandbox bank: its hosted pages live on our own server (`/api/sandbox-bank/...`), it signs
 * what it reports with an HMAC key only the server knows, and "refunds" by recording them.
 */
export function createSandboxGateway(options: { apiBase: string; signer: Signer; log: FastifyBaseLogger }) {
  const { signer } = options;
  const pageToken = (orderId: string) => signer.sign(`page|${orderId}`);

  const gateway: Omit<PaymentGateway, 'start'> & {
    start(input: GatewayStartInput): GatewayStart;
    pageToken(orderId: string): string;
    verifyPageToken(orderId: string, token: unknown): boolean;
    notify(n: Omit<GatewayNotification, 'transactionId'>): Record<string, string>;
  } = {
    name: 'sandbox',
    configured: true,
    start(input: GatewayStartInput): GatewayStart {
      const token = pageToken(input.orderId);
      const url = `${options.apiBase}/sandbox-bank/${input.orderId}`;
      if (input.flow === 'FORM_POST')
        return { url, formFields: { token, vs: input.variableSymbol }, clientToken: null };
      return {
        url: `${url}?token=${token}`,
        formFields: null,
        clientToken: input.flow === 'CARD_FORM' ? token : null,
      };
    },
    verify(params) {
      const outcome = params.outcome as GatewayOutcome;
      const amountMinor = Number(params.amount);
      if (!OUTCOMES.includes(outcome) || !Number.isInteger(amountMinor)) return null;
      const n: GatewayNotification = {
        orderId: String(params.orderId ?? ''),
        outcome,
        amountMinor,
        currency: String(params.currency ?? ''),
        transactionId: String(params.txn ?? ''),
      };
      return signer.verify(notificationPayload(n), params.signature) ? n : null;
    },
    async refund(input) {
      options.log.info({ gateway: 'sandbox', ...input }, 'sandbox refund');
    },
    pageToken,
    verifyPageToken: (orderId, token) => signer.verify(`page|${orderId}`, token),
    /** What the bank sends (server to server, and on the payer's return): a fresh transaction id, signed. */
    notify(n) {
      const full: GatewayNotification = { ...n, transactionId: `SBX-${randomBytes(8).toString('hex')}` };
      return {
        orderId: full.orderId,
        outcome: full.outcome,
        amount: String(full.amountMinor),
        currency: full.currency,
        txn: full.transactionId,
        signature: signer.sign(notificationPayload(full)),
      };
    },
  };
  return gateway;
}
export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
