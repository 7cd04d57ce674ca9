import type { FastifyRequest } from 'fastify';
import { getUser, userClaims } from '../../plugins/auth';
import type { CouponActor } from './basket-coupons';

/** The caller as a coupon user: the account (if signed in) and the profiles it may act for. */
export async function couponActorOf(request: FastifyRequest): Promise<CouponActor> {
  const user = await getUser(request);
  const claims = user ? await userClaims(request) : [];
  return { user, claimedProfileIds: claims.map((c) => c.profileId) };
}
