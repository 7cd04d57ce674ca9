import { type Contact, type ContactInput, ContactSchema } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';
import { type ProfileRef, profilePath } from './keys';

/** POST /{type}/{id}/contacts (new) or PUT /{type}/{id}/contacts/{contactId} (changed value). */
export function saveContact(profile: ProfileRef, input: ContactInput, contactId?: string): Promise<Contact> {
  const base = `${profilePath(profile)}/contacts`;
  return apiRequest(contactId ? `${base}/${encodeURIComponent(contactId)}` : base, {
    method: contactId ? 'PUT' : 'POST',
    body: input,
    schema: ContactSchema,
  });
}
