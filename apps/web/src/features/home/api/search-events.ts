import { PAGE_SIZE } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** What the home page needs of an event; the discovery issue replaces this with the contract's schema. */
export interface EventSummary {
  Id: string;
  Name: string;
  Begin: string;
  TimeZone?: string;
  Nickname?: string;
}

function asSummary(raw: unknown): EventSummary | null {
  if (!raw || typeof raw !== 'object') return null;
  const item = raw as Record<string, unknown>;
  const id = item.Id ?? item._id;
  const name = item.ProfileName ?? item.Name;
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof name !== 'string') return null;
  if (typeof item.Begin !== 'string') return null;
  return {
    Id: String(id),
    Name: name,
    Begin: item.Begin,
    TimeZone: typeof item.TimeZone === 'string' ? item.TimeZone : undefined,
    Nickname: typeof item.Nickname === 'string' ? item.Nickname : undefined,
  };
}

/**
 * The search answer's shape is not fixed yet (spec: "not shown"); accept a bare list or a page
 * object with the list under a common name, and drop items without the fields we render.
 */
export function toEventSummaries(body: unknown): EventSummary[] {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const list = Array.isArray(body) ? body : (record.Items ?? record.Events ?? record.Results ?? record.Data);
  return Array.isArray(list) ? list.map(asSummary).filter((item) => item !== null) : [];
}

/** GET /event/search?page&perPage — the first page of upcoming events. */
export function searchEvents(page: number, perPage: number, signal?: AbortSignal): Promise<EventSummary[]> {
  return apiRequest('/event/search', { query: { page, perPage }, signal }).then(toEventSummaries);
}

export const upcomingEventsQuery = (perPage: number = PAGE_SIZE.homeEvents) =>
  queryOptions({
    queryKey: ['event', 'search', { page: 1, perPage }],
    queryFn: ({ signal }) => searchEvents(1, perPage, signal),
    // Until the discovery issue lands the server answers 404; that is an empty list, not an error.
    retry: false,
  });

export const useUpcomingEvents = () => useQuery(upcomingEventsQuery());
