import { describe, expect, it } from 'vitest';
import { buildBasket, buildItem, T_IDS } from '../../test-fixtures';
import { appliedCouponIds, canToggle, uniqueCoupons } from './coupon-rules';
import { addFoundCoupon, eventCoupons, resetCouponStore } from './coupon-store';
import { buildCoupon } from './test-coupon';

const OTHER_EVENT = '88888888-8888-4888-8888-888888888888';

describe('coupon toggle rules (spec 2 §4 Coupons)', () => {
  it('a batch coupon needs non-discounted tickets of every one of its events', () => {
    const batch = buildCoupon({ IsBatch: true, Type: 'BatchCoupon', Events: [T_IDS.event, OTHER_EVENT] });
    const oneEvent = buildBasket([buildItem()]);
    expect(canToggle(batch, oneEvent, false)).toBe(false);
    const both = buildBasket([buildItem()]);
    both.Events.push({
      ...both.Events[0],
      EventId: OTHER_EVENT,
      Items: [buildItem({ EventId: OTHER_EVENT })],
    } as never);
    expect(canToggle(batch, both, false)).toBe(true);
    const discounted = buildBasket([buildItem({ CouponId: 'x' })]);
    discounted.Events.push({ ...discounted.Events[0], EventId: OTHER_EVENT, Items: [buildItem()] } as never);
    expect(canToggle(batch, discounted, false)).toBe(false);
    // Applied, it can always be taken off.
    expect(canToggle(batch, oneEvent, true)).toBe(true);
  });

  it('a coupon needs uses left; a voucher needs credit; unlimited is fine', () => {
    expect(canToggle(buildCoupon({ RemainingCount: 0 }), null, false)).toBe(false);
    expect(canToggle(buildCoupon({ RemainingCount: null }), null, false)).toBe(true);
    const voucher = (credit: number) =>
      buildCoupon({ CouponDiscount: { DiscountType: 'Voucher', Value: 50 }, RemainingCredit: credit });
    expect(canToggle(voucher(0), null, false)).toBe(false);
    expect(canToggle(voucher(12.5), null, false)).toBe(true);
  });

  it('lists each coupon once and knows which ones the lines carry', () => {
    const a = buildCoupon();
    expect(uniqueCoupons([a], [a, buildCoupon({ Id: 'b' })]).map((c) => c.Id)).toEqual([a.Id, 'b']);
    expect([...appliedCouponIds(buildBasket([buildItem({ CouponId: 'k' }), buildItem()]))]).toEqual(['k']);
  });

  it('a code found by lookup is selected, unless it is a voucher with no credit', () => {
    resetCouponStore();
    addFoundCoupon(T_IDS.event, buildCoupon());
    expect(eventCoupons(T_IDS.event).activeId).toBe(buildCoupon().Id);
    const empty = buildCoupon({
      Id: 'v',
      CouponDiscount: { DiscountType: 'Voucher', Value: 50 },
      RemainingCredit: 0,
    });
    addFoundCoupon(T_IDS.event, empty);
    expect(eventCoupons(T_IDS.event).activeId).toBe(buildCoupon().Id);
    expect(eventCoupons(T_IDS.event).found.map((c) => c.Id)).toEqual(['v', buildCoupon().Id]);
    resetCouponStore();
  });
});
