import type { EventDetail, EventPricesAndCounts } from '@marquee/contract';
import { useQuery } from '@tanstack/react-query';
import { basketQuery } from '../api/get-basket';
import { useStoredBasketGuid } from '../model/basket-storage';
import { PromoCodeSection } from './coupons/PromoCodeSection';
import { GiftVouchersCard } from './vouchers/GiftVouchersCard';

/**
 * Where stage1's promo-code section goes (spec 2 §2 stage1, §5 "Promo code"). Reads the basket from the
 * cache the buy form fills (not useBasket, whose owner check must run once, in the form).
 */
export function PromoCodeSlot({ event }: { event: EventDetail; prices: EventPricesAndCounts }) {
  const basket = useQuery(basketQuery(useStoredBasketGuid())).data ?? null;
  return (
    <>
      <PromoCodeSection event={event} basket={basket} />
      <GiftVouchersCard eventId={event.Id} />
    </>
  );
}
