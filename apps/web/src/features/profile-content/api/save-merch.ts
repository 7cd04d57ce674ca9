import { type Merch, MerchSchema, type MerchUpdate } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';

/** POST /merch (new item of `profileId`) or PUT /merch/{id} (edit). */
export function saveMerch(profileId: string, input: MerchUpdate, id?: string): Promise<Merch> {
  return id
    ? apiRequest(`/merch/${encodeURIComponent(id)}`, { method: 'PUT', body: input, schema: MerchSchema })
    : apiRequest('/merch', { method: 'POST', body: { ...input, ProfileId: profileId }, schema: MerchSchema });
}
