import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiRequestError } from '../../../lib/api/errors';
import { useSession } from '../../../lib/session/session-store';
import { clearBasket } from '../api/clear-basket';
import { basketQuery } from '../api/get-basket';
import { ticketingKeys } from '../api/keys';
import { useStoredBasketGuid, writeStoredBasket } from './basket-storage';

/**
 * This browser's basket (spec 2 §4): the guid from local storage (shared by all tabs), the basket from
 * the server, refreshed on window focus. A basket the server no longer knows is forgotten; a signed-in
 * user whose basket carries another e-mail gets it cleared.
 */
export function useBasket() {
  const guid = useStoredBasketGuid();
  const query = useQuery(basketQuery(guid));
  const queryClient = useQueryClient();
  const { user } = useSession();

  const missing = isApiRequestError(query.error) && query.error.status === 404;
  useEffect(() => {
    if (missing) writeStoredBasket(null);
  }, [missing]);

  const basket = query.data ?? null;
  const userEmail = user?.Email ?? null;
  const foreign =
    basket !== null &&
    userEmail !== null &&
    basket.Email !== null &&
    basket.Email.toLowerCase() !== userEmail.toLowerCase();
  useEffect(() => {
    if (!foreign || !basket) return;
    void clearBasket(basket.guid)
      .catch(() => undefined)
      .finally(() => {
        writeStoredBasket(null);
        void queryClient.invalidateQueries({ queryKey: ticketingKeys.all });
      });
  }, [foreign, basket, queryClient]);

  return { guid, basket: foreign ? null : basket, isLoading: query.isLoading };
}
