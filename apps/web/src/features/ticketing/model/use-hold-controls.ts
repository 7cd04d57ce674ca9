import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { extendHold } from '../api/extend-hold';
import { ticketingKeys } from '../api/keys';
import { writeStoredBasket } from './basket-storage';
import type { useBasketActions } from './use-basket-actions';

/**
 * The basket hold's end (spec 2 §2 "basket timeout"): the one extension the countdown offers, and the
 * timeout dialog, whose close empties the basket and sends the buyer back to stage1 (`restart`).
 */
export function useHoldControls(
  basket: { guid: string } | null | undefined,
  actions: ReturnType<typeof useBasketActions>,
  restart: () => void,
) {
  const queryClient = useQueryClient();
  const [timedOut, setTimedOut] = useState(false);
  const [extendedGuid, setExtendedGuid] = useState<string | null>(null);
  const [extending, setExtending] = useState(false);

  const closeTimeout = useCallback(() => {
    const guid = basket?.guid;
    setTimedOut(false);
    restart();
    writeStoredBasket(null);
    if (guid) void actions.clear(guid);
    else void queryClient.invalidateQueries({ queryKey: ticketingKeys.all });
  }, [basket?.guid, actions, queryClient, restart]);

  const extend = useCallback(async () => {
    if (!basket) return;
    setExtending(true);
    setExtendedGuid(basket.guid);
    try {
      queryClient.setQueryData(ticketingKeys.basket(basket.guid), await extendHold(basket.guid));
    } catch {
      // Already extended (409) or gone: the countdown simply runs on; the refresh shows the truth.
      await actions.refresh();
    } finally {
      setExtending(false);
    }
  }, [basket, queryClient, actions]);

  return {
    timedOut,
    expire: useCallback(() => setTimedOut(true), []),
    closeTimeout,
    /** One extension per basket. */
    canExtend: extendedGuid !== basket?.guid,
    extending,
    extend,
  };
}
