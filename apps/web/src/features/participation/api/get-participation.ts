import type {
  ParticipationBlock,
  ParticipationItem,
  ParticipationState,
  ParticipationSummary,
} from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

export const participationKeys = {
  all: ['participation'] as const,
  list: (profileId: string, state: ParticipationState | null, page: number) =>
    ['participation', profileId, 'list', state, page] as const,
  summary: (profileId: string) => ['participation', profileId, 'summary'] as const,
  blocks: (profileId: string) => ['participation', profileId, 'blocks'] as const,
};

export const PARTICIPATION_PAGE_SIZE = 20;

/** GET /participation/{profileId}?State&page&perPage: events of other organizers that list the profile. */
export function getParticipation(
  profileId: string,
  state: ParticipationState | null,
  page: number,
  signal?: AbortSignal,
): Promise<ParticipationItem[]> {
  return apiRequest(`/participation/${encodeURIComponent(profileId)}`, {
    signal,
    query: { State: state ?? undefined, page, perPage: PARTICIPATION_PAGE_SIZE },
  });
}

export const participationQuery = (profileId: string, state: ParticipationState | null, page: number) =>
  queryOptions({
    queryKey: participationKeys.list(profileId, state, page),
    queryFn: ({ signal }) => getParticipation(profileId, state, page, signal),
  });

export const useParticipation = (profileId: string, state: ParticipationState | null, page: number) =>
  useQuery(participationQuery(profileId, state, page));

/** GET /participation/{profileId}/summary: the counts the dashboard shows. */
export const useParticipationSummary = (profileId: string | null) =>
  useQuery({
    queryKey: participationKeys.summary(profileId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<ParticipationSummary>(`/participation/${encodeURIComponent(profileId ?? '')}/summary`, {
        signal,
      }),
    enabled: Boolean(profileId),
  });

/** GET /participation/{profileId}/blocks: organizers whose listings the profile declines. */
export const useParticipationBlocks = (profileId: string) =>
  useQuery({
    queryKey: participationKeys.blocks(profileId),
    queryFn: ({ signal }) =>
      apiRequest<ParticipationBlock[]>(`/participation/${encodeURIComponent(profileId)}/blocks`, { signal }),
  });
