import {
  type BasketItem,
  donationExtraAmount,
  type EventPricesAndCounts,
  type Sector,
} from '@marquee/contract';
import { useCallback, useState } from 'react';
import type { Stage } from './buy-stage';
import { categoryOf } from './sectors';
import type { AddOutcome, useBasketActions } from './use-basket-actions';

/**
 * What the buy form's stages do to the basket (spec 2 §2, §4), each marking the form busy while it runs,
 * and where the buyer goes next: on to `next` once added; back to stage1 when the event's tickets are gone
 * (410, which the actions warn about). Without prices (still loading) nothing is added.
 */
export function useBuySteps(
  prices: EventPricesAndCounts | undefined,
  basket: { guid: string } | null | undefined,
  actions: ReturnType<typeof useBasketActions>,
  setStage: (stage: Stage) => void,
) {
  const [busy, setBusy] = useState(false);
  const hasMerch = (prices?.Merchandise.length ?? 0) > 0;
  /** After tickets: merchandise when the event sells some, else the basket. */
  const afterTickets = useCallback(
    (): Stage => (hasMerch ? { name: 'merchStage' } : { name: 'stage3' }),
    [hasMerch],
  );
  const afterAdd = (outcome: AddOutcome, next: Stage) => {
    if (outcome === 'added') setStage(next);
    if (outcome === 'gone') setStage({ name: 'stage1' });
  };
  const whileBusy = async <T>(work: () => Promise<T>): Promise<T> => {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  };

  const chooseSector = (sector: Sector) => {
    const category = prices ? categoryOf(prices, sector) : null;
    setStage(
      category?.IsDonate
        ? { name: 'donateAmountStage', sectorId: sector._id }
        : { name: 'stage2', sectorId: sector._id, donation: null },
    );
  };

  const addTickets = async (sector: Sector, count: number, donation: number | null) => {
    if (!prices) return;
    const base = categoryOf(prices, sector)?.Price ?? 0;
    const extraAmount = donation !== null ? donationExtraAmount(donation, base) : 0;
    const outcome = await whileBusy(() =>
      actions.addStandingTickets(sector._id, count, extraAmount > 0 ? { extraAmount } : undefined),
    );
    afterAdd(outcome, afterTickets());
  };

  const addMerch = async (counts: Map<string, number>) => {
    const outcome = await whileBusy(async () => {
      let last: AddOutcome = 'added';
      for (const [sectorId, count] of counts) {
        last = await actions.addStandingTickets(sectorId, count);
        if (last !== 'added') break;
      }
      return last;
    });
    afterAdd(outcome, { name: 'stage3' });
  };

  const remove = async (item: BasketItem) => {
    if (!basket) return;
    await whileBusy(() => actions.removeItem(basket.guid, item.Id));
  };

  const clear = async () => {
    if (!basket) return;
    await whileBusy(() => actions.clear(basket.guid));
    setStage({ name: 'stage1' });
  };

  return { busy, afterTickets, chooseSector, addTickets, addMerch, remove, clear };
}
