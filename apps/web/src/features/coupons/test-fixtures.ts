import type { Coupon } from '@marquee/contract';
import { IDS } from '../../test/api';

/** A coupon as GET /{type}/{id}/coupons answers it: a 20 % student code, 37 of 100 left. */
export function buildCoupon(overrides: Partial<Coupon> = {}): Coupon {
  const id = overrides.Id ?? 'c0c0c0c0-0000-4000-8000-000000000001';
  return {
    _id: id,
    Id: id,
    OrganizatorId: IDS.promoter,
    CouponName: 'Students',
    CouponDescription: null,
    IsPublic: true,
    Code: 'STUDENT20',
    CouponDiscount: { DiscountType: 'Percentage', Value: 0.2 },
    DisplayValue: '20',
    Currency: 'EUR',
    Type: 'AnonymousEventCoupon',
    IsPos: false,
    IsAdminOnly: false,
    IsBatch: false,
    IsSeason: false,
    IsOwned: false,
    IsAnonymousOrganizatorCoupon: false,
    Disabled: false,
    ValidFrom: '2031-01-01T00:00:00.000Z',
    ValidTill: '2031-02-01T00:00:00.000Z',
    TotalCount: 100,
    RemainingCount: 37,
    TotalRemainingCount: 37,
    RemainingCountForEvent: null,
    RemainingCredit: null,
    MinimumTicketsPerUser: null,
    MaximumTicketsPerUser: 4,
    MinimumTicketsPerEvent: null,
    MaximumTicketsPerEvent: null,
    AllTicketCategories: true,
    SeatsTicketCategories: [],
    Sectors: [],
    SeatIds: [],
    Events: [IDS.event],
    EventId: IDS.event,
    UseOriginalEventIds: false,
    Owner: null,
    BatchId: null,
    State: 'AVAILABLE',
    CreatedAt: '2030-12-01T00:00:00.000Z',
    ...overrides,
  };
}

export const couponList = (items: Coupon[]) => ({
  Items: items,
  Total: items.length,
  Page: 0,
  PerPage: 1000,
});
