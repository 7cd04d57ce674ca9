import type { Basket, BasketItem } from '@marquee/contract';
import { addSeat } from '../api/add-seat';
import { addStanding } from '../api/add-standing';
import { removeBasketItem } from '../api/remove-basket-item';

/**
 * The one extension the countdown offers (WCAG 2.2.1). The purchase API has no "extend hold" call, so the
 * basket renews its holds by releasing and re-adding each item at once: seats one by one (a released seat
 * is free for milliseconds), standing and merchandise items as one add per sector and donation amount.
 * A renewed item carries a new ValidTill and the price valid now. Resolves with whether every item came back.
 */
export async function renewHolds(basket: Basket, userId: string | undefined): Promise<boolean> {
  const items = basket.Events.flatMap((event) => event.Items).filter((item) => !item.Locked);
  const groups = new Map<string, BasketItem[]>();
  for (const item of items.filter((entry) => entry.SeatId === null)) {
    const key = `${item.EventId}|${item.SectorId}|${item.ExtraAmount}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  let complete = true;
  const query = (extraAmount: number) => ({
    ...(extraAmount > 0 ? { extraAmount } : {}),
    ...(userId ? { userId } : {}),
  });

  for (const item of items) {
    if (item.SeatId === null) continue;
    try {
      await removeBasketItem(basket.guid, item.Id);
      await addSeat({
        eventId: item.EventId,
        guid: basket.guid,
        seatId: item.SeatId,
        query: query(item.ExtraAmount),
      });
    } catch {
      complete = false;
    }
  }
  for (const group of groups.values()) {
    const [first] = group;
    if (!first) continue;
    try {
      for (const item of group) await removeBasketItem(basket.guid, item.Id);
      await addStanding({
        eventId: first.EventId,
        guid: basket.guid,
        sectorId: first.SectorId,
        count: group.length,
        query: query(first.ExtraAmount),
      });
    } catch {
      complete = false;
    }
  }
  return complete;
}
