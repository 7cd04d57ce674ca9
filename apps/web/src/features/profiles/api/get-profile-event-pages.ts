import type { EventListItem } from '@marquee/contract';
import { PAGE_SIZE } from '@marquee/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { nextPage } from './paging';

export type EventTime = 'future' | 'past';
const PER_PAGE = PAGE_SIZE.profileEvents;

/** Whose events: an organizer-like profile's own, or (a visitor profile) the events it is going to. */
export interface EventsOwner {
  Id: string;
  Type: string;
}

/** A fan has no events of their own: their profile lists the events they marked Going (?VisitorId). */
const ownerQuery = (owner: EventsOwner) =>
  owner.Type === 'VisitorProfile' ? { VisitorId: owner.Id } : { profileId: owner.Id };

/**
 * GET /event?profileId|VisitorId,eventBegin,page,perPage (10): a profile's events as author, venue or
 * lineup member, or a visitor's Going events; `future` soonest first, `past` most recent first.
 */
export function getProfileEventPage(
  owner: EventsOwner,
  eventBegin: EventTime,
  page: number,
  signal?: AbortSignal,
): Promise<EventListItem[]> {
  return apiRequest<EventListItem[]>('/event', {
    query: { ...ownerQuery(owner), eventBegin, page, perPage: PER_PAGE },
    signal,
  });
}

/** The key prefix of one profile's event lists (marking Going refreshes the fan's own). */
export const profileEventsKey = (profileId: string) => ['event', 'profile', profileId] as const;

export const profileEventPagesQuery = (owner: EventsOwner, eventBegin: EventTime) =>
  infiniteQueryOptions({
    queryKey: [...profileEventsKey(owner.Id), eventBegin, 'pages'],
    queryFn: ({ pageParam, signal }) => getProfileEventPage(owner, eventBegin, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPage(PER_PAGE),
  });

export const useProfileEventPages = (owner: EventsOwner, eventBegin: EventTime) =>
  useInfiniteQuery(profileEventPagesQuery(owner, eventBegin));
