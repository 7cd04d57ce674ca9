import { CouponBatchResultSchema } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';
import { profileCouponsPath } from './keys';

export interface CouponBatchResult {
  BatchId: string;
  Count: number;
  Codes: string[];
}

/** POST /{type}/{id}/coupons/generate: Count single-use codes after Prefix, sharing a BatchId. */
export function generateCoupons(
  profile: { Id: string; Type: string },
  body: unknown,
): Promise<CouponBatchResult> {
  return apiRequest(`${profileCouponsPath(profile)}/generate`, {
    method: 'POST',
    body,
    schema: CouponBatchResultSchema,
  });
}
