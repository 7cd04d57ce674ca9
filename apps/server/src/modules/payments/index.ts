import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ordersRoutes } from '../orders/orders.routes';
import type { OrdersService } from '../orders/orders.service';
import type { MailQueue } from '../tickets/mail-queue';
import { ticketsRoutes } from '../tickets/tickets.routes';
import type { PaymentGateway } from './gateways/gateway';
import type { SandboxGateway } from './gateways/sandbox';
import type { Signer } from './gateways/signing';
import type { PaymentMethodsService } from './payment-methods.service';
import { paymentsRoutes } from './payments.routes';
import type { ProviderPayments } from './providers/provider-payments.service';
import type { ProviderSettings } from './providers/provider-settings.service';
import { providersRoutes } from './providers.routes';
import { sandboxRoutes } from './sandbox.routes';

/**
 * Payments, orders and tickets (issue 7), built once in the composition root (composition.ts): one gateway
 * interface with the sandbox bank behind every gate (while PAYMENTS_SANDBOX is on; else no online gate),
 * the order service, the confirmation-mail queue (QRs signed with the app's event keys) and the sweep.
 */
export interface Payments {
  orders: OrdersService;
  mail: MailQueue;
  methods: PaymentMethodsService;
  /** The gateway every online gate pays through: the sandbox bank, or none. */
  gateway: PaymentGateway;
  /** The sandbox bank when PAYMENTS_SANDBOX is on (its hosted pages are routes of this server). */
  sandbox: SandboxGateway | null;
  /** Signs the card stage's client tokens and the sandbox bank's messages. */
  signer: Signer;
  /** Stripe and GP webpay (issue 23): starts, callbacks, reconciliation. */
  providers: ProviderPayments;
  /** The organizers' provider credentials, sealed with PAYMENTS_MASTER_KEY. */
  providerSettings: ProviderSettings;
  /**
   * Stale orders → EXPIRED, unsent mails retried; runs every minute outside tests, in every server process
   * at once when there are several: expiring locks the order and re-checks it is PENDING, and a mail is
   * sent only by the sender that claimed it in the database (tickets/mail-queue.ts), so two sweeps, or a
   * sweep and the kick after a payment, never do the same work twice.
   */
  sweep(): Promise<void>;
}

/** The app's payments (tests drive the sweep and wait for mails through it). */
export const paymentsOf = (app: FastifyInstance): Payments => app.services.payments;

/** A PENDING order is given up this long after its holds ended (a later payment is still rescued). */
export const EXPIRE_GRACE_SECONDS = 30 * 60;
const SWEEP_MS = 60_000;

/**
 * The payments, orders and tickets routes, and the periodic sweep of the app's payments (outside tests),
 * whose confirmation mails are drained before the app closes.
 */
export const paymentsModule = fp(
  async (app: FastifyInstance) => {
    const payments = app.services.payments;
    if (app.config.NODE_ENV !== 'test') {
      const timer = setInterval(() => {
        payments.sweep().catch((error) => app.log.error({ err: error }, 'payments sweep failed'));
      }, SWEEP_MS);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
    app.addHook('onClose', async () => payments.mail.drain());

    await app.register(paymentsRoutes);
    if (payments.sandbox) await app.register(sandboxRoutes);
    await app.register(providersRoutes);
    await app.register(ticketsRoutes);
    await app.register(ordersRoutes);
  },
  { name: 'marquee-payments', dependencies: ['marquee-services'] },
);
