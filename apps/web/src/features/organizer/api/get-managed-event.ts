import { type EventManagement, EventManagementSchema } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { organizerKeys } from './keys';

/** GET /event/{id}/management: the event as its organizer edits it (drafts too; claim holders only). */
export function getManagedEvent(id: string, signal?: AbortSignal): Promise<EventManagement> {
  return apiRequest(`/event/${encodeURIComponent(id)}/management`, { signal, schema: EventManagementSchema });
}

export const managedEventQuery = (id: string) =>
  queryOptions({
    queryKey: organizerKeys.event(id),
    queryFn: ({ signal }) => getManagedEvent(id, signal),
    retry: false,
  });

export const useManagedEvent = (id: string) => useQuery(managedEventQuery(id));
