import { type Layout, LayoutSchema } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { editorKeys, layoutPath } from './keys';

/** GET /event/{id}/venueconfigurations/{vc}/layout: sectors, rows, seats (with IsTaken), drawing, gates. */
export async function getLayout(eventId: string, vc: string, signal?: AbortSignal): Promise<Layout> {
  // Marks for the arena note: how much of opening the editor is the call (server + transfer + parsing).
  performance.mark('venue-editor:layout-request');
  const layout = await apiRequest(`${layoutPath(eventId, vc)}/layout`, { signal, schema: LayoutSchema });
  performance.mark('venue-editor:layout-loaded');
  try {
    performance.measure(
      'venue-editor:layout-call',
      'venue-editor:layout-request',
      'venue-editor:layout-loaded',
    );
  } catch {
    // Marks cleared meanwhile: nothing to measure.
  }
  return layout;
}

export const layoutQuery = (eventId: string, vc: string) =>
  queryOptions({
    queryKey: editorKeys.layout(eventId, vc),
    queryFn: ({ signal }) => getLayout(eventId, vc, signal),
    retry: false,
    // The draft is the editor's state; a background refetch must not replace it.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export const useLayout = (eventId: string, vc: string | null) =>
  useQuery({ ...layoutQuery(eventId, vc ?? ''), enabled: vc !== null });
