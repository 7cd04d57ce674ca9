import { type Commission, CommissionListSchema } from '@marquee/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { eventPath, insightKeys } from './keys';

/** GET /event/{id}/commissions: raised amount, the 3.6 % platform fee and the payout per currency. */
export function getCommissions(eventId: string, signal?: AbortSignal): Promise<Commission[]> {
  return apiRequest(`${eventPath(eventId)}/commissions`, { signal, schema: CommissionListSchema });
}

/** Off for share-code viewers: commissions are the organizer's business, not the venue's. */
export const useCommissions = (eventId: string, enabled: boolean) =>
  useQuery({
    queryKey: insightKeys.commissions(eventId),
    queryFn: ({ signal }) => getCommissions(eventId, signal),
    enabled,
    retry: false,
  });
