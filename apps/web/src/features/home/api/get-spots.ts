import type { Spot } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { prefetchedData, takePrefetched } from '../../../lib/api/prefetched';

/** The home slider's placement group (spec 1 §7; the contract's HOMEPAGE_SLIDER_SPOT, inlined so zod stays off the first load). */
export const HOMEPAGE_SLIDER = 'Homepage-slider';

/** GET /spot?Name — the placement's current spots as a tree (groups hold their children). */
export function getSpots(name: string, signal?: AbortSignal): Promise<Spot[]> {
  return apiRequest<Spot[]>('/spot', { query: { Name: name }, signal });
}

const SLIDER_PATH = `/spot?Name=${HOMEPAGE_SLIDER}`;

export const sliderSpotsQuery = () =>
  queryOptions({
    queryKey: ['spot', HOMEPAGE_SLIDER],
    // The slider is the home page's largest paint on a phone: index.html starts this call early.
    initialData: () => prefetchedData<Spot[]>(SLIDER_PATH),
    queryFn: async ({ signal }) =>
      (await takePrefetched<Spot[]>(SLIDER_PATH)) ?? getSpots(HOMEPAGE_SLIDER, signal),
  });

export const useSliderSpots = () => useQuery(sliderSpotsQuery());
