import { isApiRequestError } from '../../../../lib/api/errors';

/**
 * Spec 2 §8 COUPON.* plus one message per reason a code cannot be used (issue 8 "bad input"): each server
 * code has its own translated text under the same key. MINIMUM_NOT_REACHED has its own dialog.
 */
const COUPON_MESSAGES = [
  'COUPON.BY_CODE_ERROR',
  'COUPON.APPLICATION_FAILED',
  'COUPON.OWNERSHIP_FAILED',
  'COUPON.DISABLED',
  'COUPON.NOT_YET_VALID',
  'COUPON.EXPIRED',
  'COUPON.EXHAUSTED',
  'COUPON.NO_CREDIT',
  'COUPON.WRONG_EVENT',
  'COUPON.OTHER_ORGANIZER',
  'COUPON.WRONG_SECTOR',
] as const;

export type CouponMessageKey = (typeof COUPON_MESSAGES)[number] | 'COUPON.TOO_MANY_LOOKUPS';

/** The message key for a failed coupon call, or null when the failure is not about the coupon. */
export function couponMessageKey(error: unknown): CouponMessageKey | null {
  if (!isApiRequestError(error)) return null;
  // The lookup's own rate limit (429): the ticketing catalog says it in coupon words.
  if (error.Code === 'MAXIMUM_ATTEMPTS_EXCEEDED') return 'COUPON.TOO_MANY_LOOKUPS';
  return COUPON_MESSAGES.find((key) => key === error.Code) ?? null;
}

export function isMinimumNotReached(error: unknown): boolean {
  return isApiRequestError(error) && error.Code === 'COUPON.MINIMUM_NOT_REACHED';
}

/** The minimum the server named (FieldErrors.MinimumTicketsPerUser), if any. */
export function minimumOf(error: unknown): number | null {
  if (!isApiRequestError(error)) return null;
  const value = Number(error.FieldErrors?.MinimumTicketsPerUser?.[0]);
  return Number.isFinite(value) && value > 0 ? value : null;
}
