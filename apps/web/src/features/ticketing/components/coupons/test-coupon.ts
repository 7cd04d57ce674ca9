import type { Coupon } from '@marquee/contract';
import { T_IDS } from '../../test-fixtures';

export const COUPON_ID = '31313131-3131-4131-8131-313131313131';

/** A public 20 % code of the fixture event (component and rule tests). */
export function buildCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    _id: COUPON_ID,
    Id: COUPON_ID,
    OrganizatorId: '44444444-4444-4444-8444-444444444444',
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
    ValidFrom: null,
    ValidTill: null,
    TotalCount: 10,
    RemainingCount: 10,
    TotalRemainingCount: 10,
    RemainingCountForEvent: null,
    RemainingCredit: null,
    MinimumTicketsPerUser: null,
    MaximumTicketsPerUser: null,
    MinimumTicketsPerEvent: null,
    MaximumTicketsPerEvent: null,
    AllTicketCategories: true,
    SeatsTicketCategories: [],
    Sectors: [],
    SeatIds: [],
    Events: [T_IDS.event],
    EventId: T_IDS.event,
    UseOriginalEventIds: false,
    Owner: null,
    BatchId: null,
    State: 'AVAILABLE',
    CreatedAt: new Date().toISOString(),
    ...overrides,
  };
}
