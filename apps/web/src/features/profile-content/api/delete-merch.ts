import { apiRequest } from '../../../lib/api/client';

/** DELETE /merch/{id}. */
export async function deleteMerch(id: string): Promise<void> {
  await apiRequest(`/merch/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
