import { expect, test } from '@playwright/test';
import { acceptCookies, signInViaApi, signUpViaApi, uniqueEmail } from '../../fixtures';

interface Claim {
  Id: string;
  EntityId: string;
  Type: string;
}

/*
 * Issue 20: a fresh organizer makes the paid stream of their online event in the stream editor (dashboard →
 * Streams → New stream) with its price (the editor makes the event's stream ticket category); a visitor sees
 * it locked, with the price and the buy link to the event.
 */
test('an organizer creates a paid stream of their event and a visitor is offered to buy it', async ({
  page,
  request,
  browser,
}) => {
  const account = { email: uniqueEmail('stream-organizer'), password: 'stream-1234', name: 'Stream Fan' };
  const { AccessToken } = await signUpViaApi(request, account);
  const auth = { Authorization: `Bearer ${AccessToken.Access_token}` };
  const promoter = await request.post('/api/promoterprofile', {
    headers: auth,
    data: {
      ProfileName: 'Studio Nights',
      ProfilePicture: null,
      CityId: null,
      Categories: [],
      Nickname: `studio-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
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
  const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const event = await request.post('/api/event', {
    headers: { ...auth, ProfileId: claim.EntityId, ProfileType: claim.Type },
    data: { ProfileName: 'Studio Night Online', Begin: `${day}T19:00:00.000Z`, IsOnline: true },
  });
  expect(event.status(), await event.text()).toBe(201);
  const eventId = ((await event.json()) as { Id: string }).Id;

  await signInViaApi(page, request, account);
  await page.goto('/en/dashboard/streams');
  await acceptCookies(page);
  await page.getByTestId('stream-new').click();
  const editor = page.getByTestId('stream-editor');
  await editor.getByRole('textbox', { name: 'Title' }).fill('Studio Night live');
  await editor.getByLabel('About').fill('The whole night from the studio.');
  await page.getByTestId('stream-channel-Paid').check();
  await expect(page.getByTestId('stream-event-hint')).toBeVisible();
  // Without the event a paid stream is refused by the form, naming the field.
  await page.getByTestId('stream-save').click();
  await expect(editor.getByText('Paid and donation streams need an event')).toBeVisible();
  await page.getByTestId('stream-event').selectOption(eventId);
  await page.getByTestId('stream-price-input').fill('7,50');
  await page.getByTestId('stream-save').click();
  await expect(page).toHaveURL(/\/en\/stream\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('stream-price-amount')).toContainText('€7.50');
  await expect(page.getByRole('heading', { name: 'Studio Night live' })).toBeVisible();
  await expect(page.getByTestId('stream-studio')).toBeVisible();
  const streamUrl = new URL(page.url()).pathname;

  // A visitor: locked, with the buy link to the event's basket.
  const visitor = await browser.newContext();
  const fan = await visitor.newPage();
  await fan.goto(streamUrl);
  await acceptCookies(fan);
  await expect(fan.getByTestId('stream-locked')).toBeVisible();
  await expect(fan.getByTestId('stream-price-amount')).toContainText('€7.50');
  await expect(fan.getByTestId('stream-buy')).toHaveAttribute('href', `/en/events/${eventId}`);
  await visitor.close();
});
