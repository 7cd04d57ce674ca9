import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';
import { signUpViaApi, type TestAccount } from '../../fixtures';

/*
 * A fresh promoter and its standing event, made through the API, for journeys that must not share the demo
 * organizers (their card gate and their sales serve other journeys).
 */

interface Claim {
  Id: string;
  EntityId: string;
  Type: string;
}

/** The answer's JSON, failing the test with the answer's text when it is not 2xx. */
export async function ok(response: Promise<APIResponse>) {
  const answer = await response;
  expect(answer.ok(), await answer.text()).toBe(true);
  return answer.json();
}

/** Signs the account up with a promoter profile (its default) and answers the headers that act as it. */
export async function freshPromoter(request: APIRequestContext, account: TestAccount, name: string) {
  const { AccessToken } = await signUpViaApi(request, account);
  const auth = { Authorization: `Bearer ${AccessToken.Access_token}` };
  const tag = randomBytes(4).toString('hex');
  await ok(
    request.post('/api/promoterprofile', {
      headers: auth,
      data: {
        ProfileName: `${name} ${tag}`,
        ProfilePicture: null,
        CityId: null,
        Categories: [],
        About: '',
        Contacts: [],
      },
    }),
  );
  const info = (await ok(request.get('/api/account/userinfo', { headers: auth }))) as {
    ProfileClaims: Claim[];
  };
  const claim = info.ProfileClaims.find((entry) => entry.Type === 'PromoterProfile') as Claim;
  await ok(request.get(`/api/account/setdefaultprofileclaim/${claim.Id}`, { headers: auth }));
  return { headers: { ...auth, ProfileId: claim.EntityId, ProfileType: claim.Type }, tag };
}

/**
 * A draft standing event 40 days ahead in the demo's concert hall: one standing area of 100 places at 20 EUR,
 * on sale at once (a price without ValidFrom starts 10 s after it is set), and a responsible person, so that
 * publishing it is the caller's last step. Answers its id.
 */
export async function standingEventOnSale(
  request: APIRequestContext,
  headers: Record<string, string>,
  { name, area }: { name: string; area: string },
) {
  const hall = (await ok(request.get('/api/event/dvorak-novy-svet'))) as {
    VenueRef: { _id: string };
    ProfilePicture: string;
  };
  const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const { Id: id } = (await ok(
    request.post('/api/event', {
      headers,
      data: {
        ProfileName: name,
        Begin: `${day}T19:00:00.000Z`,
        ProfilePicture: hall.ProfilePicture,
        SellingChannelInfo: { SellingChannel: 'Marquee' },
      },
    }),
  )) as { Id: string };
  await ok(request.put(`/api/event/${id}/setvenue`, { headers, data: { VenueId: hall.VenueRef._id } }));
  const layout = (await ok(
    request.post(`/api/event/${id}/venueconfigurations`, {
      headers,
      data: { Name: `Floor ${name}`, CopyFromConfigurationId: null },
    }),
  )) as { Id: string };
  const vc = `/api/event/${id}/venueconfigurations/${layout.Id}`;
  await ok(
    request.post(`${vc}/sector`, {
      headers,
      data: { Type: 'StandingSector', Name: area, Capacity: 100, TicketCategoryId: 'floor' },
    }),
  );
  await ok(
    request.post(`${vc}/ticketcategories`, {
      headers,
      data: {
        Name: 'Floor',
        Key: 'floor',
        BasePrices: [{ Price: 20, ValidFrom: new Date(Date.now() - 60_000).toISOString() }],
      },
    }),
  );
  await ok(
    request.put(`/api/event/${id}/responsible`, {
      headers,
      data: {
        Type: 'ResponsiblePerson',
        Name: 'Jana',
        Surname: 'Kováčová',
        Birthday: '1985-04-12',
        Address: { AddressLine: 'Hlavná 1', City: 'Bratislava', Zip: '81101', Country: 'SK' },
        Vat: 0,
        SaveAsTemplate: false,
      },
    }),
  );
  return id;
}
