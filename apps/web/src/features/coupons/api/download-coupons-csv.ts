import { fetchBinary } from '../../../lib/api/binary';
import { profileCouponsPath } from './keys';

/** GET /{type}/{id}/coupons/csv?BatchId: the organizer's coupons (or one generated batch) as CSV. */
export function getCouponsCsv(profile: { Id: string; Type: string }, batchId: string | null): Promise<Blob> {
  return fetchBinary(`${profileCouponsPath(profile)}/csv`, { query: { BatchId: batchId } });
}
