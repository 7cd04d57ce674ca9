import {
  MyEventsResponseSchema,
  type StreamInput,
  type StreamSaved,
  StreamSavedSchema,
  StreamsResponseSchema,
} from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** The organizer's stream editor (issue 20): the profile's streams, its events to link, create and save. */

export const myStreamsQuery = (profileId: string) =>
  queryOptions({
    queryKey: ['stream', 'mine', profileId],
    queryFn: ({ signal }) =>
      apiRequest('/stream', {
        signal,
        query: { authorId: profileId, statuses: 'PUBLISHED,DRAFT', perPage: 50 },
        schema: StreamsResponseSchema,
      }),
    enabled: profileId !== '',
  });
export const useMyStreams = (profileId: string) => useQuery(myStreamsQuery(profileId));

/** The profile's coming events, to link a paid or donation stream to (their ticket categories sell it). */
export const useLinkableEvents = (profileId: string) =>
  useQuery({
    queryKey: ['stream', 'events', profileId],
    queryFn: ({ signal }) =>
      apiRequest(`/event/myevents/${profileId}`, {
        signal,
        query: { eventBegin: 'Future' },
        schema: MyEventsResponseSchema,
      }),
    enabled: profileId !== '',
  });

/** POST /stream (id null) or PUT /stream/{id}. Rejects with 400 FieldErrors, 403, 404, 409. */
export function saveStream(id: string | null, input: StreamInput): Promise<StreamSaved> {
  return apiRequest(id ? `/stream/${encodeURIComponent(id)}` : '/stream', {
    method: id ? 'PUT' : 'POST',
    body: input,
    schema: StreamSavedSchema,
  });
}
