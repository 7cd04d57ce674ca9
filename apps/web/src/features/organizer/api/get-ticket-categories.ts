import { ManagedTicketCategoriesResponseSchema, type ManagedTicketCategory } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { categoriesPath, organizerKeys } from './keys';

/** GET /event/{id}/venueconfigurations/{vc}/ticketcategories: categories with their price windows. */
export function getTicketCategories(
  eventId: string,
  vc: string,
  signal?: AbortSignal,
): Promise<ManagedTicketCategory[]> {
  return apiRequest(categoriesPath(eventId, vc), { signal, schema: ManagedTicketCategoriesResponseSchema });
}

export const ticketCategoriesQuery = (eventId: string, vc: string) =>
  queryOptions({
    queryKey: organizerKeys.categories(eventId, vc),
    queryFn: ({ signal }) => getTicketCategories(eventId, vc, signal),
  });

export const useTicketCategories = (eventId: string, vc: string) =>
  useQuery(ticketCategoriesQuery(eventId, vc));
