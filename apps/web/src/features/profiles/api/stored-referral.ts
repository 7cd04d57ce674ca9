import { referralFor } from '../../tracking';

/**
 * The referral stored for a profile (spec 1 §7), a chunk of its own: get-profile imports it when a read has
 * no `?ref` (a dynamic import of the tracking entry itself would put all of it in the app's entry chunk).
 */
export const storedReferral = (profileId: string) => referralFor({ profileId });
