import type { AddToBasketResponse } from '@marquee/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../../components/dialogs/DialogProvider';
import { isApiRequestError } from '../../../lib/api/errors';
import { useSession } from '../../../lib/session/session-store';
import { tracking } from '../../tracking';
import { addSeat } from '../api/add-seat';
import { type AddQuery, addStanding } from '../api/add-standing';
import { clearBasket } from '../api/clear-basket';
import { createBasket } from '../api/create-basket';
import { withReceivedAt } from '../api/get-basket';
import { ticketingKeys } from '../api/keys';
import { removeBasketItem } from '../api/remove-basket-item';
import { askBasketChallenge } from '../components/BasketChallenge';
import { reportCouponAddError } from '../components/coupons/coupon-add-errors';
import { activeCouponId } from '../components/coupons/coupon-store';
import { readStoredBasket, writeStoredBasket } from './basket-storage';

/** Spec 2 §8: mixing rules each have their own warning. */
const ADD_ERROR_CODES = [
  'ADD_ERROR.CURRENCY',
  'ADD_ERROR.HAS_TICKET_REGISTRATION',
  'ADD_ERROR.ADDS_TICKET_REGISTRATION',
  'ADD_ERROR.LICENCE_MISMATCH',
] as const;

/** Issue 16 hoarding caps: the buyer holds as much of this event as one client may. */
const LIMIT_CODES = ['BASKET.TOO_MANY_BASKETS', 'BASKET.TOO_MANY_HELD', 'BASKET.CHALLENGE_REQUIRED'] as const;

export type AddOutcome = 'added' | 'gone' | 'failed';

/**
 * The basket's writes for one event. Every write refreshes what it changed (basket, counts, seat states).
 * Failures are shown here (spec 2 §8): 410 → "tickets not available" warning and a reload (the caller then
 * returns to stage1), mixing errors → their own warning, anything else → the default error.
 */
export function useBasketActions(eventId: string) {
  const queryClient = useQueryClient();
  const dialogs = useDialogs();
  const { t } = useTranslation();
  const { user } = useSession();

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: ticketingKeys.all }),
    [queryClient],
  );

  const ensureGuid = useCallback(async () => {
    const stored = readStoredBasket();
    if (stored) return stored.guid;
    let created: { guid: string };
    try {
      created = await createBasket();
    } catch (error) {
      // Issue 16: after a burst of new baskets the next one needs a solved proof of work.
      if (!isApiRequestError(error) || error.Code !== 'BASKET.CHALLENGE_REQUIRED') throw error;
      const payload = await askBasketChallenge();
      if (!payload) throw error;
      created = await createBasket(payload);
    }
    writeStoredBasket({ guid: created.guid, issuedAt: Date.now() });
    return created.guid;
  }, []);

  const report = useCallback(
    (error: unknown): AddOutcome => {
      if (isApiRequestError(error) && error.status === 410) {
        dialogs.showInfo({
          type: 'warning',
          title: t('TICKETING.TICKETS_NOT_AVAILABLE_TITLE'),
          message: t('TICKETS_NOT_AVAILABLE'),
        });
        void refresh();
        return 'gone';
      }
      const code = isApiRequestError(error) ? error.Code : null;
      // Spec 2 §8 COUPON.*: an add with the active coupon that the coupon refuses says why.
      if (reportCouponAddError(error, eventId, dialogs, t)) {
        void refresh();
        return 'failed';
      }
      const mixing = ADD_ERROR_CODES.find((candidate) => candidate === code);
      const limit = LIMIT_CODES.find((candidate) => candidate === code);
      if (limit) {
        dialogs.showInfo({ type: 'warning', title: t('BASKET.LIMIT_TITLE'), message: t(limit) });
      } else if (mixing) {
        dialogs.showInfo({ type: 'warning', title: t('TICKETING.ADD_ERROR_TITLE'), message: t(mixing) });
      } else {
        dialogs.showDefaultError();
      }
      void refresh();
      return 'failed';
    },
    [dialogs, refresh, t, eventId],
  );

  const applyAdded = useCallback(
    async (answer: AddToBasketResponse) => {
      // A basket read started before this add (the new guid was just stored) must not overwrite its answer.
      const key = ticketingKeys.basket(answer.Basket.guid);
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, withReceivedAt(answer.Basket));
      void queryClient.invalidateQueries({ queryKey: ['ticketing', 'event', eventId] });
      if (answer.Added.length > 0 && answer.Basket.Currency) {
        tracking.addToCart({
          eventId,
          value: answer.Added.reduce((sum, item) => sum + item.Price, 0),
          currency: answer.Basket.Currency,
          count: answer.Added.length,
        });
      }
    },
    [queryClient, eventId],
  );

  // Spec 2 §7: adds carry the user and the event's active coupon (CouponId).
  const withUser = useCallback(
    (query: AddQuery = {}): AddQuery => {
      const CouponId = activeCouponId(eventId);
      return { ...query, ...(user ? { userId: user.Id } : {}), ...(CouponId ? { CouponId } : {}) };
    },
    [user, eventId],
  );

  const addStandingTickets = useCallback(
    async (sectorId: string, count: number, query?: AddQuery): Promise<AddOutcome> => {
      try {
        const guid = await ensureGuid();
        await applyAdded(await addStanding({ eventId, guid, sectorId, count, query: withUser(query) }));
        return 'added';
      } catch (error) {
        return report(error);
      }
    },
    [ensureGuid, applyAdded, eventId, report, withUser],
  );

  const addSeatTicket = useCallback(
    async (seatId: string, query?: AddQuery): Promise<AddOutcome> => {
      try {
        const guid = await ensureGuid();
        await applyAdded(await addSeat({ eventId, guid, seatId, query: withUser(query) }));
        return 'added';
      } catch (error) {
        return report(error);
      }
    },
    [ensureGuid, applyAdded, eventId, report, withUser],
  );

  /** Spec 2 §8: removing fails → default error; 404 (already gone) only reloads the basket. */
  const removeItem = useCallback(
    async (guid: string, itemId: string): Promise<boolean> => {
      try {
        await removeBasketItem(guid, itemId);
        return true;
      } catch (error) {
        if (!(isApiRequestError(error) && error.status === 404)) dialogs.showDefaultError();
        return false;
      } finally {
        await refresh();
      }
    },
    [dialogs, refresh],
  );

  const clear = useCallback(
    async (guid: string) => {
      try {
        await clearBasket(guid);
      } catch (error) {
        if (!(isApiRequestError(error) && error.status === 404)) dialogs.showDefaultError();
      } finally {
        await refresh();
      }
    },
    [dialogs, refresh],
  );

  return { addStandingTickets, addSeatTicket, removeItem, clear, refresh };
}
