import {
  type Basket,
  type BasketEvent,
  type BasketItem,
  type BasketVoucher,
  fromMinor,
} from '@marquee/contract';
import type { BasketRow } from '../../db/schema/ticketing';
import type { BasketItemView, BasketVoucherRowData } from './ticketing.repository';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export function presentBasketItem(row: BasketItemView): BasketItem {
  return {
    Id: row.id,
    EventId: row.event_id,
    EventName: row.event_name,
    SectorId: row.sector_key,
    SectorName: row.sector_name,
    SectorType: row.sector_type,
    IsMerchandise: row.is_merchandise,
    SeatId: row.seat_id,
    RowName: row.row_name,
    SeatName: row.seat_name,
    TicketCategoryId: row.ticket_category_id,
    Price: fromMinor(row.price_minor),
    OriginalPrice: fromMinor(row.original_price_minor),
    Discount: fromMinor(row.discount_minor),
    ExtraAmount: fromMinor(row.extra_minor),
    CouponId: row.coupon_id,
    ValidTill: iso(row.valid_till),
    AddedDate: iso(row.added_at),
    Locked: row.locked,
  };
}

export const presentBasketVoucherLine = (row: BasketVoucherRowData): BasketVoucher => ({
  Id: row.id,
  EventId: row.event_id,
  VoucherTemplateId: row.voucher_template_id,
  Name: row.name,
  Price: fromMinor(row.price_minor),
  Value: fromMinor(row.value_minor),
  ValidityDays: row.validity_days,
  Currency: row.currency,
});

/**
 * The basket grouped by event, with totals in the one currency it may hold. Gift-voucher lines are listed
 * beside the events (GiftVouchers), outside the places' counts and totals.
 */
export function presentBasket(
  basket: Pick<BasketRow, 'id' | 'email' | 'userId'>,
  rows: BasketItemView[],
  now: Date,
  vouchers: readonly BasketVoucherRowData[],
): Basket {
  const events = new Map<string, BasketEvent>();
  const sectorCounts = new Map<string, { EventId: string; SectorId: string; Count: number }>();
  let totalMinor = 0;
  let discountMinor = 0;
  let validTill: string | null = null;
  for (const row of rows) {
    const item = presentBasketItem(row);
    let group = events.get(row.event_id);
    if (!group) {
      group = {
        EventId: row.event_id,
        EventName: row.event_name,
        Currency: row.currency,
        TicketRegistrationId: row.ticket_registration_id,
        Items: [],
      };
      events.set(row.event_id, group);
    }
    group.Items.push(item);
    const key = `${row.event_id}/${row.sector_key}`;
    const count = sectorCounts.get(key) ?? { EventId: row.event_id, SectorId: row.sector_key, Count: 0 };
    count.Count += 1;
    sectorCounts.set(key, count);
    totalMinor += row.price_minor;
    discountMinor += row.discount_minor;
    if (validTill === null || item.ValidTill < validTill) validTill = item.ValidTill;
  }
  const first = rows[0];
  // The coupons applied to the basket are the ones its lines carry (coupons module, issue 8).
  const couponIds = [...new Set(rows.flatMap((row) => (row.coupon_id ? [row.coupon_id] : [])))];
  return {
    guid: basket.id,
    Events: [...events.values()],
    Sectors: [...sectorCounts.values()],
    Coupons: couponIds.map((Id) => ({ Id })),
    ActiveCouponId: couponIds.at(-1) ?? null,
    UsedCouponIds: couponIds,
    Email: basket.email,
    UserId: basket.userId,
    ServerUtcTime: now.toISOString(),
    ValidTill: validTill,
    Currency: first ? first.currency : null,
    TotalPrice: fromMinor(totalMinor),
    TotalDiscount: fromMinor(discountMinor),
    ItemCount: rows.length,
    GiftVouchers: vouchers.map(presentBasketVoucherLine),
  };
}
