import { type Merch, MerchListSchema } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { contentKeys } from './keys';

/** GET /merch?ProfileId: the profile's merchandise. */
export function getMerch(profileId: string, signal?: AbortSignal): Promise<Merch[]> {
  return apiRequest('/merch', { query: { ProfileId: profileId }, signal, schema: MerchListSchema });
}

export const merchQuery = (profileId: string) =>
  queryOptions({
    queryKey: contentKeys.merch(profileId),
    queryFn: ({ signal }) => getMerch(profileId, signal),
  });

export const useMerch = (profileId: string) => useQuery(merchQuery(profileId));
