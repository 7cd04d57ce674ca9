import { ManagedTicketCategoriesResponseSchema, type ManagedTicketCategory } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { editorKeys, layoutPath } from './keys';

/** GET …/ticketcategories: the event's categories, whose keys seats and sectors refer to. */
export function getCategories(
  eventId: string,
  vc: string,
  signal?: AbortSignal,
): Promise<ManagedTicketCategory[]> {
  return apiRequest(`${layoutPath(eventId, vc)}/ticketcategories`, {
    signal,
    schema: ManagedTicketCategoriesResponseSchema,
  });
}

export const categoriesQuery = (eventId: string, vc: string) =>
  queryOptions({
    queryKey: editorKeys.categories(eventId, vc),
    queryFn: ({ signal }) => getCategories(eventId, vc, signal),
    retry: false,
  });

export const useCategories = (eventId: string, vc: string | null) =>
  useQuery({ ...categoriesQuery(eventId, vc ?? ''), enabled: vc !== null });
