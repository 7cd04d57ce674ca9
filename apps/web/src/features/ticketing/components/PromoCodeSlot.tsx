import type { EventDetail, EventPricesAndCounts } from '@marquee/contract';

/**
 * Where stage1's promo-code section goes (spec 2 §2 stage1, §5 "Promo code"). The coupons issue renders its
 * section from here; until then the event has no promo codes to enter, so nothing shows.
 */
export function PromoCodeSlot(_props: { event: EventDetail; prices: EventPricesAndCounts }) {
  return null;
}
