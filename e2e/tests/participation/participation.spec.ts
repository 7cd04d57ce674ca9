import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  acceptCookies,
  expectNoSeriousA11yViolations,
  linkIn,
  signInViaApi,
  signUpViaApi,
  type TestAccount,
  uniqueEmail,
  waitForMail,
} from '../../fixtures';
import { MAILS_URL, OIDC_CLIENT } from '../../services';

/*
 * Issue 26. Another organizer lists a performer and a venue of this account; the account is told by mail,
 * confirms both in "Events that list you", and the public event page then links the performer (Follow on)
 * and the venue. A fan gets suggestions from the provider's likes and follows two of them.
 */

interface Claim {
  Id: string;
  EntityId: string;
  Type: string;
}

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A new account with a new organizer-side profile of `type`; its API headers as that profile. */
async function accountWithProfile(
  request: APIRequestContext,
  account: TestAccount,
  type: string,
  name: string,
) {
  const { AccessToken } = await signUpViaApi(request, account);
  const auth = { Authorization: `Bearer ${AccessToken.Access_token}` };
  return { auth, ...(await addProfile(request, auth, type, name)) };
}

async function addProfile(
  request: APIRequestContext,
  auth: Record<string, string>,
  type: string,
  name: string,
) {
  const created = await request.post(`/api/${type.toLowerCase()}`, {
    headers: auth,
    data: { ProfileName: name, ProfilePicture: null, CityId: null, Categories: [], About: '', Contacts: [] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const info = (await (await request.get('/api/account/userinfo', { headers: auth })).json()) as {
    ProfileClaims: (Claim & { Name: string })[];
  };
  const claim = info.ProfileClaims.find((entry) => entry.Type === type && entry.Name === name);
  if (!claim) throw new Error(`no claim on the new ${type}`);
  return { id: claim.EntityId, headers: { ...auth, ProfileId: claim.EntityId, ProfileType: type } };
}

test('a performer and a venue confirm their part in another organizer’s event', async ({ page, request }) => {
  const tag = suffix();
  const bandName = `Ľadové Kvety ${tag}`;
  const hallName = `Stará Tržnica ${tag}`;
  const artist: TestAccount = { email: uniqueEmail('listed'), password: 'listed-1234', name: 'Listed Fan' };
  // The listed account: a band and a hall with a venue (preconditions through the API).
  const band = await accountWithProfile(request, artist, 'BandProfile', bandName);
  const hall = await addProfile(request, band.auth, 'BuildingProfile', hallName);
  const demo = (await (await request.get('/api/event/dvorak-novy-svet')).json()) as {
    City: { Id: string };
    LonLat: { Lon: number; Lat: number };
    AddressContact: Record<string, unknown>;
    ProfilePicture: string;
  };
  const venue = await request.post('/api/venue', {
    headers: hall.headers,
    data: { Name: hallName, AddressContact: demo.AddressContact, CityId: demo.City.Id, LonLat: demo.LonLat },
  });
  expect(venue.status(), await venue.text()).toBe(201);
  const venueId = ((await venue.json()) as { _id: string })._id;

  // Another account's promoter lists both in a published event.
  const promoter = await accountWithProfile(
    request,
    { email: uniqueEmail('lister'), password: 'lister-1234', name: 'Lister' },
    'PromoterProfile',
    `Night Owls ${tag}`,
  );
  const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const created = await request.post('/api/event', {
    headers: promoter.headers,
    data: {
      ProfileName: `Winter Night ${tag}`,
      Begin: `${day}T19:00:00.000Z`,
      ProfilePicture: demo.ProfilePicture,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const eventId = ((await created.json()) as { Id: string }).Id;
  const setVenue = await request.put(`/api/event/${eventId}/setvenue`, {
    headers: promoter.headers,
    data: { VenueId: venueId },
  });
  expect(setVenue.ok(), await setVenue.text()).toBe(true);
  const listed = await request.post(`/api/event/${eventId}/lineup`, {
    headers: promoter.headers,
    data: { ProfileId: band.id },
  });
  expect(listed.status(), await listed.text()).toBe(201);
  const published = await request.put(`/api/event/${eventId}/status?Status=PUBLISHED`, {
    headers: promoter.headers,
  });
  expect(published.ok(), await published.text()).toBe(true);

  // The mail about the band brings its owner to the inbox.
  const mail = await waitForMail(artist.email, new RegExp(`has listed ${bandName}`));
  await signInViaApi(page, request, artist);
  await page.goto(linkIn(mail, '/dashboard/participation'));
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Events that list you' })).toBeVisible();
  const slot = page.getByTestId('participation-item').filter({ hasText: `Winter Night ${tag}` });
  await expect(slot.getByTestId('participation-state')).toHaveText('Waiting for you');
  await slot.getByRole('button', { name: 'Confirm my slot' }).click();
  await expect(slot.getByTestId('participation-state')).toHaveText('Confirmed');

  // The same account's hall: switch profile on the page and confirm hosting.
  await page.getByRole('button', { name: hallName }).click();
  const hosting = page.getByTestId('participation-item').filter({ hasText: `Winter Night ${tag}` });
  await expect(hosting).toContainText('as the venue');
  await hosting.getByRole('button', { name: 'Confirm hosting' }).click();
  await expect(hosting.getByTestId('participation-state')).toHaveText('Confirmed');
  await expectNoSeriousA11yViolations(page);

  // The public event page: the performer's name links to its profile and Follow is on; the venue is linked.
  await page.goto(`/en/events/${eventId}`);
  const lineup = page.getByTestId('lineup-item').filter({ hasText: bandName });
  await expect(lineup.getByRole('link', { name: bandName })).toBeVisible();
  await expect(lineup.getByTestId('follow-button')).toBeEnabled();
  await expect(page.getByTestId('event-place').getByRole('link', { name: hallName })).toBeVisible();
});

test('a fan follows two profiles suggested from the provider’s likes', async ({ page, request }) => {
  const tag = suffix();
  const names = [`Žltá Ponorka ${tag}`, `Čierny Baran ${tag}`];
  const owner = await accountWithProfile(
    request,
    { email: uniqueEmail('liked'), password: 'liked-1234', name: 'Liked' },
    'BandProfile',
    names[0] as string,
  );
  await addProfile(request, owner.auth, 'ArtistProfile', names[1] as string);
  const subject = `likes-fan-${tag}`;
  // The provider answers the fan's likes: the two names without diacritics or in capitals, and a stranger.
  const set = await fetch(`${MAILS_URL}/likes`, {
    method: 'POST',
    body: JSON.stringify({
      Subject: subject,
      Likes: [{ name: `zlta ponorka ${tag}` }, { name: `ČIERNY BARAN ${tag}` }, { name: 'Nobody we know' }],
    }),
  });
  expect(set.status).toBe(204);

  const fan: TestAccount = { email: uniqueEmail('likes-fan'), password: 'likes-1234', name: 'Likes Fan' };
  await signUpViaApi(request, fan);
  await signInViaApi(page, request, fan);
  await page.goto('/en/account/settings');
  await acceptCookies(page);
  await page.getByRole('link', { name: `Suggestions from my likes at ${OIDC_CLIENT.name}` }).click();
  // The provider's own (development) login and consent pages.
  await page.locator('input[name="login"]').fill(subject);
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click();

  const likes = page.getByTestId('likes');
  await expect(likes.getByRole('heading', { name: 'Suggestions from your likes' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(likes).toContainText('We read 3 likes.');
  // Nothing is followed until the fan ticks it.
  const apply = likes.getByTestId('likes-apply');
  await expect(apply).toBeDisabled();
  for (const name of names) await likes.getByRole('checkbox', { name }).check();
  await apply.click();
  for (const name of names) await expect(likes.getByText(`You follow ${name}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page).not.toHaveURL(/oidcCode/);
});
