import { ProfileSchema } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { couponKeys } from './keys';

export interface CouponProfileSettings {
  BatchCouponsEnabled: boolean;
  SeasonTicketEventEnabled: boolean;
}

/**
 * GET /search/profile/{id}: the profile's CustomFrontendSettings; batch coupons are offered only when
 * BatchCouponsEnabled (spec 3 §6). A failed read offers neither (the form stays usable).
 */
export async function getProfileSettings(
  profileId: string,
  signal?: AbortSignal,
): Promise<CouponProfileSettings> {
  const profile = await apiRequest(`/search/profile/${encodeURIComponent(profileId)}`, {
    signal,
    schema: ProfileSchema,
  });
  return profile.ExtraSettings.CustomFrontendSettings;
}

export const profileSettingsQuery = (profileId: string) =>
  queryOptions({
    queryKey: couponKeys.settings(profileId),
    queryFn: ({ signal }) =>
      getProfileSettings(profileId, signal).catch(() => ({
        BatchCouponsEnabled: false,
        SeasonTicketEventEnabled: false,
      })),
    staleTime: 300_000,
  });

export const useProfileSettings = (profileId: string) => useQuery(profileSettingsQuery(profileId));
