import {
  type Coupon,
  type CouponState,
  couponState,
  type DiscountRule,
  discountDisplayValue,
  discountValueOf,
  fromMinor,
  PERCENTAGE_SCALE,
  type VoucherTemplate,
} from '@marquee/contract';
import type { VoucherTemplateRow } from '../../db/schema/coupons';
import type { CouponRecord } from './coupons.repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The stored discount as the pricing module's rule (percentage is numeric(7,6), read as a string). */
export function ruleOf(row: Pick<CouponRecord, 'discountType' | 'percentage' | 'amountMinor'>): DiscountRule {
  if (row.discountType === 'Percentage')
    return { type: 'Percentage', percentPpm: Math.round(Number(row.percentage) * PERCENTAGE_SCALE) };
  return { type: row.discountType, amountMinor: row.amountMinor ?? 0 };
}

export function stateOf(row: CouponRecord, now: Date): CouponState {
  return couponState(
    {
      disabled: row.disabled,
      validFrom: row.validFrom,
      validTill: row.validTill,
      rule: ruleOf(row),
      remaining: row.remainingCount,
      remainingCreditMinor: row.remainingCreditMinor,
      isBatch: row.type === 'BatchCoupon',
    },
    now,
  );
}

export function presentCoupon(row: CouponRecord, now: Date, remainingForEvent: number | null = null): Coupon {
  const rule = ruleOf(row);
  return {
    _id: row.id,
    Id: row.id,
    OrganizatorId: row.organizerProfileId,
    CouponName: row.name,
    CouponDescription: row.description,
    IsPublic: row.isPublic,
    Code: row.code,
    CouponDiscount: discountValueOf(rule),
    DisplayValue: discountDisplayValue(rule),
    Currency: row.currency,
    Type: row.type,
    IsPos: row.isPos,
    IsAdminOnly: row.isAdminOnly,
    IsBatch: row.type === 'BatchCoupon',
    IsSeason: row.type === 'SeasonCoupon',
    IsOwned: row.type === 'OwnedEventCoupon',
    IsAnonymousOrganizatorCoupon: row.type === 'AnonymousOrganizatorCoupon',
    Disabled: row.disabled,
    ValidFrom: iso(row.validFrom),
    ValidTill: iso(row.validTill),
    TotalCount: row.totalCount,
    RemainingCount: row.remainingCount,
    TotalRemainingCount: row.remainingCount,
    RemainingCountForEvent: remainingForEvent,
    RemainingCredit: row.remainingCreditMinor === null ? null : fromMinor(row.remainingCreditMinor),
    MinimumTicketsPerUser: row.minPerPurchase,
    MaximumTicketsPerUser: row.maxPerPurchase,
    MinimumTicketsPerEvent: row.minPerEvent,
    MaximumTicketsPerEvent: row.maxPerEvent,
    AllTicketCategories: row.allTicketCategories,
    SeatsTicketCategories: row.ticketCategoryIds,
    Sectors: row.sectorIds,
    SeatIds: row.seatIds,
    Events: row.eventIds,
    EventId: row.eventIds[0] ?? null,
    UseOriginalEventIds: row.includeAllDates,
    Owner: row.ownerEmail,
    BatchId: row.batchId,
    State: stateOf(row, now),
    CreatedAt: row.createdAt.toISOString(),
  };
}

export function presentVoucherTemplate(row: VoucherTemplateRow, currency: string): VoucherTemplate {
  return {
    _id: row.id,
    Id: row.id,
    EventId: row.eventId,
    Name: row.name,
    Description: row.description,
    Value: fromMinor(row.valueMinor),
    Price: fromMinor(row.priceMinor),
    Currency: currency,
    ValidityDays: row.validityDays,
    Disabled: row.disabled,
  };
}

/** One CSV field (RFC 4180), with spreadsheet formula injection neutralised. */
export function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
