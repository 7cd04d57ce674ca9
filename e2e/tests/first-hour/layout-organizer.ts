import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { signInViaApi, signUpViaApi, uniqueEmail } from '../../fixtures';

interface Claim {
  Id: string;
  EntityId: string;
  Type: string;
}

/**
 * A new organizer of its own (the shared demo account's active profile is other journeys' business): an
 * account with a promoter profile, made the active one, and a draft event in the demo hall with its own copy
 * of the hall's layout. Signs `page` in as that organizer; returns the event's id.
 */
export async function newOrganizerWithHallLayout(page: Page, request: APIRequestContext): Promise<string> {
  const account = {
    email: uniqueEmail('first-hour-organizer'),
    password: 'first-hour-1234',
    name: 'Layout Fan',
  };
  const { AccessToken } = await signUpViaApi(request, account);
  const auth = { Authorization: `Bearer ${AccessToken.Access_token}` };
  const promoter = await request.post('/api/promoterprofile', {
    headers: auth,
    data: {
      ProfileName: 'First Hour Promotions',
      ProfilePicture: null,
      CityId: null,
      Categories: [],
      Nickname: `first-hour-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
      About: '',
      Contacts: [],
    },
  });
  expect(promoter.status(), await promoter.text()).toBe(201);
  const info = (await (await request.get('/api/account/userinfo', { headers: auth })).json()) as {
    ProfileClaims: Claim[];
  };
  const claim = info.ProfileClaims.find((entry) => entry.Type === 'PromoterProfile');
  if (!claim) throw new Error('the new promoter profile has no claim');
  expect((await request.get(`/api/account/setdefaultprofileclaim/${claim.Id}`, { headers: auth })).ok()).toBe(
    true,
  );
  const headers = { ...auth, ProfileId: claim.EntityId, ProfileType: claim.Type };
  const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const created = await request.post('/api/event', {
    headers,
    data: { ProfileName: 'Layout check', Begin: `${day}T19:00:00.000Z` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const eventId = ((await created.json()) as { Id: string }).Id;
  const hall = (await (await request.get('/api/event/dvorak-novy-svet')).json()) as {
    VenueRef: { _id: string };
  };
  const venue = await request.put(`/api/event/${eventId}/setvenue`, {
    headers,
    data: { VenueId: hall.VenueRef._id },
  });
  expect(venue.ok(), await venue.text()).toBe(true);
  const copy = await request.post(`/api/event/${eventId}/venueconfigurations`, {
    headers,
    data: { Name: 'Hall for the first hour' },
  });
  expect(copy.status(), await copy.text()).toBe(201);
  await signInViaApi(page, request, account);
  return eventId;
}
