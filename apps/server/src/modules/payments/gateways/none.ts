import { AppError } from '../../../plugins/errors';
import type { PaymentGateway } from './gateway';

const notConfigured = () =>
  new AppError('PAYMENT_PROVIDER_NOT_CONFIGURED', 'Online payments are not set up on this server.');

/**
 * The gateway when PAYMENTS_SANDBOX is off and no real provider is set up: nothing is started, no
 * notification is believed. Orders refuse online gates before they get here (order-pay.ts); this is the
 * backstop.
 */
export function createNoGateway(): PaymentGateway {
  return {
    name: 'none',
    configured: false,
    start() {
      throw notConfigured();
    },
    verify: () => null,
    async refund() {
      throw notConfigured();
    },
  };
}
