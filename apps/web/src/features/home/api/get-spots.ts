import type { Spot } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** The home slider's placement group (spec 1 §7; the contract's HOMEPAGE_SLIDER_SPOT, inlined so zod stays off the first load). */
export const HOMEPAGE_SLIDER = 'Homepage-slider';

/** GET /spot?Name — the placement's current spots as a tree (groups hold their children). */
export function getSpots(name: string, signal?: AbortSignal): Promise<Spot[]> {
  return apiRequest<Spot[]>('/spot', { query: { Name: name }, signal });
}

export const sliderSpotsQuery = () =>
  queryOptions({
    queryKey: ['spot', HOMEPAGE_SLIDER],
    queryFn: ({ signal }) => getSpots(HOMEPAGE_SLIDER, signal),
  });

export const useSliderSpots = () => useQuery(sliderSpotsQuery());
