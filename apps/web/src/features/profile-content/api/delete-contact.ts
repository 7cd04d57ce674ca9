import { apiRequest } from '../../../lib/api/client';
import { type ProfileRef, profilePath } from './keys';

/** DELETE /{type}/{id}/contacts/{contactId}: an emptied contact is deleted (spec 3 §4). */
export async function deleteContact(profile: ProfileRef, contactId: string): Promise<void> {
  await apiRequest(`${profilePath(profile)}/contacts/${encodeURIComponent(contactId)}`, { method: 'DELETE' });
}
