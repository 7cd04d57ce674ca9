import { type Contact, ContactsResponseSchema } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { contentKeys, type ProfileRef, profilePath } from './keys';

/** GET /{type}/{id}/contacts/true: public and private contacts (the caller holds a claim). */
export function getContacts(profile: ProfileRef, signal?: AbortSignal): Promise<Contact[]> {
  return apiRequest(`${profilePath(profile)}/contacts/true`, { signal, schema: ContactsResponseSchema });
}

export const contactsQuery = (profile: ProfileRef) =>
  queryOptions({
    queryKey: contentKeys.contacts(profile.Id),
    queryFn: ({ signal }) => getContacts(profile, signal),
  });

export const useContacts = (profile: ProfileRef) => useQuery(contactsQuery(profile));
