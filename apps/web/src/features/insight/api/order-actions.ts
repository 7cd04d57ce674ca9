import {
  type ReconcileResult,
  ReconcileResultSchema,
  type RefundOrder,
  type RefundResult,
  RefundResultSchema,
} from '@marquee/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { insightKeys, orderPath } from './keys';

/** POST …/orders/{orderId}/resend {Email?}: the tickets e-mail again, to the buyer or a corrected address. */
export function useResendTickets(eventId: string, orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string | null) =>
      apiRequest(`${orderPath(eventId, orderId)}/resend`, { method: 'POST', body: { Email: email } }),
    // The mail log in the drawer gains a line.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: insightKeys.order(eventId, orderId) }),
    meta: { handlesErrors: true },
  });
}

/**
 * POST …/orders/{orderId}/refund {TicketIds?, Reason?, ExpectedAmount?}. Success or failure, the order and
 * the list are read again: a 409 (already refunded, changed meanwhile) means what is shown is stale.
 */
export function useRefundOrder(eventId: string, orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundOrder): Promise<RefundResult> =>
      apiRequest(`${orderPath(eventId, orderId)}/refund`, {
        method: 'POST',
        body,
        schema: RefundResultSchema,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: insightKeys.orders(eventId) }),
        queryClient.invalidateQueries({ queryKey: ['insight', 'statistics', eventId] }),
      ]),
    meta: { handlesErrors: true },
  });
}

/**
 * POST …/orders/{orderId}/reconcile (issue 23): the payment's state read again from its provider, for a
 * payment whose callback never came. The order, its list and the statistics are read again.
 */
export function useReconcileOrder(eventId: string, orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<ReconcileResult> =>
      apiRequest(`${orderPath(eventId, orderId)}/reconcile`, {
        method: 'POST',
        schema: ReconcileResultSchema,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: insightKeys.order(eventId, orderId) }),
        queryClient.invalidateQueries({ queryKey: insightKeys.orders(eventId) }),
        queryClient.invalidateQueries({ queryKey: ['insight', 'statistics', eventId] }),
      ]),
    meta: { handlesErrors: true },
  });
}
