import {
  type StreamKeyAndUrl,
  StreamKeyAndUrlSchema,
  type UploadVodStatus,
  UploadVodStatusSchema,
  type Vod,
  VodSchema,
} from '@marquee/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api/client';

/** The organizer's stream calls (issue 20): stream key and URL, recordings, uploads and their progress. */

export const streamKeyQuery = (streamId: string) =>
  queryOptions({
    queryKey: ['stream', 'key', streamId],
    queryFn: ({ signal }): Promise<StreamKeyAndUrl> =>
      apiRequest(`/stream/${streamId}/streamsettings/streamKeyAndUrl`, {
        signal,
        schema: StreamKeyAndUrlSchema,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useRegenerateStreamKey(streamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<StreamKeyAndUrl> =>
      apiRequest(`/stream/${streamId}/streamsettings/streamKeyAndUrl/regenerate`, {
        method: 'POST',
        schema: StreamKeyAndUrlSchema,
      }),
    onSuccess: (answer) => client.setQueryData(streamKeyQuery(streamId).queryKey, answer),
  });
}

/** GET /stream/{id}/vod; polled every `pollMs` (spec: 5 s) while a recording is processing. */
export const streamVodsQuery = (streamId: string, pollMs: number) =>
  queryOptions({
    queryKey: ['stream', 'vods', streamId],
    queryFn: ({ signal }): Promise<Vod[]> =>
      apiRequest(`/stream/${streamId}/vod`, { signal, schema: z.array(VodSchema) }),
    refetchInterval: (query) =>
      query.state.data?.some((vod) => vod.State === 'PROCESSING') ? pollMs : false,
  });

export const useStreamVods = (streamId: string, pollMs: number) =>
  useQuery(streamVodsQuery(streamId, pollMs));

export function useDeleteVod(streamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vodId: string) => apiRequest(`/stream/${streamId}/vod/${vodId}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: ['stream'] }),
  });
}

/** POST /uploadVod (multipart `video`, streamId, guid): answers once the file is in and proved a video. */
export function useUploadVod(streamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File): Promise<UploadVodStatus> => {
      const body = new FormData();
      body.append('video', file, file.name);
      return apiRequest('/uploadVod', {
        method: 'POST',
        query: { streamId, guid: crypto.randomUUID() },
        body,
        schema: UploadVodStatusSchema,
      });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['stream', 'vods', streamId] }),
  });
}
