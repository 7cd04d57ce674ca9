import { type EventManagement, EventManagementSchema } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { editorKeys } from './keys';

/** GET /event/{id}/management: which venue and layout the event uses (claim holders only). */
export function getEditedEvent(id: string, signal?: AbortSignal): Promise<EventManagement> {
  return apiRequest(`/event/${encodeURIComponent(id)}/management`, { signal, schema: EventManagementSchema });
}

export const editedEventQuery = (id: string) =>
  queryOptions({
    queryKey: editorKeys.event(id),
    queryFn: ({ signal }) => getEditedEvent(id, signal),
    retry: false,
  });

export const useEditedEvent = (id: string) => useQuery(editedEventQuery(id));
