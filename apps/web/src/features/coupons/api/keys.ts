/** Query keys of the coupon workspace; one root so a save refreshes every list it touched. */
export const couponKeys = {
  all: ['coupons'] as const,
  list: (profileId: string, eventId: string | null) => ['coupons', 'list', profileId, eventId] as const,
  events: (profileId: string) => ['coupons', 'events', profileId] as const,
  settings: (profileId: string) => ['coupons', 'settings', profileId] as const,
  scope: (eventId: string) => ['coupons', 'scope', eventId] as const,
  sector: (venueId: string, sectorId: string) => ['coupons', 'sector', venueId, sectorId] as const,
  vouchers: (eventId: string) => ['coupons', 'vouchers', eventId] as const,
};

/** The organizer's coupon calls live under `/{type}/{id}` of the active profile (spec 3 §7). */
export const profileCouponsPath = (profile: { Id: string; Type: string }) =>
  `/${profile.Type.toLowerCase()}/${encodeURIComponent(profile.Id)}/coupons`;
