import type { FastifyInstance } from 'fastify';
import { couponsRoutes } from './coupons.routes';
import { giftVouchersRoutes } from './gift-vouchers.routes';
import { voucherTemplatesRoutes } from './voucher-templates.routes';

export { consumeCouponsForOrder, releaseCouponsForOrder } from './consume';

/**
 * Coupons, promo codes and vouchers (issue 8). Two encapsulated plugins, so the profile-type guard of the
 * /{type}/{id}/coupons routes never touches the /event routes.
 */
export async function couponsModule(app: FastifyInstance): Promise<void> {
  await app.register(couponsRoutes);
  await app.register(voucherTemplatesRoutes);
  await app.register(giftVouchersRoutes);
}
