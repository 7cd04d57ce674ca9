import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveAuthSecret } from '../accounts/tokens';
import { ordersRoutes } from '../orders/orders.routes';
import { createOrdersService, type OrdersService } from '../orders/orders.service';
import { createMailQueue, type MailQueue } from '../tickets/mail-queue';
import { ticketsRoutes } from '../tickets/tickets.routes';
import { createNoGateway } from './gateways/none';
import { createSandboxGateway } from './gateways/sandbox';
import { createSigner } from './gateways/signing';
import { paymentsRoutes } from './payments.routes';
import { sandboxRoutes } from './sandbox.routes';

export interface Payments {
  orders: OrdersService;
  mail: MailQueue;
  /**
   * Stale orders → EXPIRED, unsent mails retried; runs every minute outside tests, in every server process
   * at once when there are several: expiring locks the order and re-checks it is PENDING, and a mail is
   * sent only by the sender that claimed it in the database (tickets/mail-queue.ts), so two sweeps, or a
   * sweep and the kick after a payment, never do the same work twice.
   */
  sweep(): Promise<void>;
}

/** The payments of each app by its database handle (tests drive the sweep and wait for mails through it). */
const byDb = new WeakMap<object, Payments>();
export const paymentsOf = (app: FastifyInstance): Payments => {
  const payments = byDb.get(app.db);
  if (!payments) throw new Error('payments module not registered');
  return payments;
};

/** A PENDING order is given up this long after its holds ended (a later payment is still rescued). */
const EXPIRE_GRACE_SECONDS = 30 * 60;
const SWEEP_MS = 60_000;

/**
 * Payments, orders and tickets (issue 7): one gateway interface with the sandbox bank behind every gate
 * (while PAYMENTS_SANDBOX is on; else no online gate),
 * the order service, the confirmation-mail queue, and a periodic sweep (stale orders, unsent mails).
 */
export const paymentsModule = fp(
  async (app: FastifyInstance) => {
    const signer = createSigner(resolveAuthSecret(app.config), 'payments-sandbox');
    // PAYMENTS_SANDBOX off (production's default) and no real provider: online gates are refused.
    const sandbox = app.config.paymentsSandbox
      ? createSandboxGateway({ apiBase: '/api', signer, log: app.log })
      : null;
    const gateway = sandbox ?? createNoGateway();
    if (!sandbox)
      app.log.warn('PAYMENTS_SANDBOX is off and no payment provider is set up: online gates are off');
    const mail = createMailQueue({
      db: app.db,
      mailer: app.mailer,
      publicUrl: app.config.publicUrl,
      log: app.log,
    });
    const orders = createOrdersService({
      db: app.db,
      gateway,
      publicUrl: app.config.publicUrl,
      log: app.log,
      onTicketsIssued: (orderId) => mail.kick(orderId),
    });
    const sweep = async () => {
      await orders.expireStale(EXPIRE_GRACE_SECONDS);
      await mail.sweep();
    };
    byDb.set(app.db, { orders, mail, sweep });

    if (app.config.NODE_ENV !== 'test') {
      const timer = setInterval(() => {
        sweep().catch((error) => app.log.error({ err: error }, 'payments sweep failed'));
      }, SWEEP_MS);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
    app.addHook('onClose', async () => mail.drain());

    await app.register(paymentsRoutes({ orders, signer, gateway }));
    if (sandbox) await app.register(sandboxRoutes({ orders, gateway: sandbox }));
    await app.register(ticketsRoutes);
    await app.register(ordersRoutes);
  },
  { name: 'marquee-payments', dependencies: ['marquee-mail'] },
);
