import { apiRequest } from '../../../lib/api/client';
import { type ProfileRef, profilePath } from './keys';

/** DELETE /{type}/{id}/embeddedCodes/{codeId} (after the yes/back confirmation, spec 3 §8). */
export async function deleteEmbed(profile: ProfileRef, codeId: string): Promise<void> {
  await apiRequest(`${profilePath(profile)}/embeddedCodes/${encodeURIComponent(codeId)}`, {
    method: 'DELETE',
  });
}
