import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { acceptCookies, expectNoSeriousA11yViolations, signInViaApi, squarePng } from '../../fixtures';

/** The demo organizer (README "Demo accounts"): a fan profile by default, the promoter Marquee Live to switch to. */
const DEMO = { email: 'demo@marquee.test', password: 'demo1234', name: 'Jana' };

interface Claim {
  Id: string;
  Name: string;
  Type: string;
}

interface ClaimWithEntity extends Claim {
  EntityId: string;
}

async function demoClaims(
  request: APIRequestContext,
): Promise<{ token: string; fanClaim: Claim; promoter: ClaimWithEntity }> {
  const response = await request.post('/api/account/tokenwithuserinfo', {
    data: { Email: DEMO.email, Password: DEMO.password },
  });
  const body = (await response.json()) as {
    AccessToken: { Access_token: string };
    UserInfo: { ProfileClaims: ClaimWithEntity[]; DefaultProfileClaimId: string };
  };
  const fanClaim = body.UserInfo.ProfileClaims.find((claim) => claim.Type === 'VisitorProfile');
  if (!fanClaim) throw new Error('the demo account has no fan profile');
  const promoter = body.UserInfo.ProfileClaims.find((claim) => claim.Name.startsWith('Marquee Live'));
  if (!promoter) throw new Error('the demo account has no Marquee Live claim');
  return { token: body.AccessToken.Access_token, fanClaim, promoter };
}

/**
 * Other journeys (coupons, profile content) switch the same demo account to Marquee Live in parallel
 * workers, which moves its default claim: start from the fan profile right before signing in.
 */
async function startAsFan(request: APIRequestContext, token: string, fanClaim: Claim) {
  const reset = await request.get(`/api/account/setdefaultprofileclaim/${fanClaim.Id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(reset.ok(), await reset.text()).toBe(true);
}

/** A datetime-local value `days` from now at `time` (the wizard reads it in the event's zone). */
function dayAt(days: number, time: string): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.toISOString().slice(0, 10)}T${time}`;
}

async function next(page: Page, step: string) {
  await page.getByTestId('step-submit').click();
  await expect(page.getByTestId('event-wizard')).toHaveAttribute('data-step', step);
}

test.describe('organizer: create and publish an event', () => {
  let restore: { token: string; claimId: string } | null = null;

  test.afterEach(async ({ request }) => {
    // Switching profiles changes the account's default claim: give the demo account its fan profile back.
    if (!restore) return;
    await request.get(`/api/account/setdefaultprofileclaim/${restore.claimId}`, {
      headers: { Authorization: `Bearer ${restore.token}` },
    });
  });

  test('the demo organizer creates an event with a venue, two categories, an early bird and a performer, and publishes it', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const { token, fanClaim } = await demoClaims(request);
    restore = { token, claimId: fanClaim.Id };
    const name = `Lantern Nights ${Date.now().toString(36)}`;
    await startAsFan(request, token, fanClaim);
    await signInViaApi(page, request, DEMO);

    // A fan profile sees the gate and switches to the promoter.
    await page.goto('/en/dashboard');
    await acceptCookies(page);
    await expect(page.getByTestId('organizer-gate')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Switch to Marquee Live' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your events' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('dashboard-create-event').click();

    // Basics: name, a cropped picture and a description.
    await expect(page.getByTestId('event-wizard')).toHaveAttribute('data-step', 'basics');
    await page.getByTestId('event-name').fill(name);
    await page
      .getByTestId('event-picture')
      .locator('input[type=file]')
      .setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: squarePng(300) });
    await page.getByTestId('crop-confirm').click();
    await page.getByTestId('about-editor').fill('Songs by lantern light on the Danube.');
    await expectNoSeriousA11yViolations(page);
    await next(page, 'dates');

    // Dates: the spec defaults (tomorrow 18:00–22:00, gate 16:00) in UTC until there is a place.
    await expect(page.getByTestId('event-begin')).toHaveValue(/T18:00$/);
    await expect(page.getByTestId('event-end')).toHaveValue(/T22:00$/);
    await next(page, 'place');

    // Place: a venue profile found by name fills the address and the map position.
    await page.getByTestId('venue-search').fill('Dunajská');
    await page.getByRole('option', { name: /Dunajská koncertná sieň/ }).click();
    await expect(page.getByTestId('place-address')).toHaveValue(/Dunajská koncertná sieň/);
    // …and becomes a new venue of the promoter, whose (still empty) layout the layout step shows.
    await page.getByTestId('place-new-venue').check();
    await page.getByTestId('place-venue-name').fill(`Lantern Hall ${name.slice(-6)}`);
    await next(page, 'layout');
    await expect(page.getByText(`Lantern Hall ${name.slice(-6)} — layout`)).toBeVisible();
    await next(page, 'selling');

    await page.getByTestId('channel-Marquee').check();
    await next(page, 'tickets');

    // Tickets: Standard with an early-bird wave until tomorrow noon, then the regular price; and VIP.
    const form = page.getByTestId('new-category');
    await form.getByTestId('category-name').fill('Standard');
    await form.getByTestId('new-window-0-price').fill('15');
    await form.getByTestId('new-window-0-till').fill(dayAt(1, '12:00'));
    await form.getByRole('button', { name: 'Add another price window' }).click();
    await form.getByTestId('new-window-1-price').fill('20');
    await form.getByTestId('new-window-1-from').fill(dayAt(1, '12:00'));
    await form.getByTestId('category-create').click();
    await expect(
      page.locator('[data-testid=category][data-name=Standard] [data-testid=price-window]'),
    ).toHaveCount(2);
    await form.getByTestId('category-name').fill('VIP');
    await form.getByTestId('new-window-0-price').fill('50');
    await form.getByTestId('category-create').click();
    await expect(page.getByTestId('category')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    await next(page, 'lineup');

    // Lineup: a performer profile found by search.
    await page.getByTestId('lineup-profile').fill('Mlýnská');
    await page.getByRole('option', { name: /Mlýnská kola/ }).click();
    await page.getByTestId('lineup-save').click();
    await expect(page.getByTestId('lineup-entry')).toHaveCount(1);
    await expect(page.getByTestId('lineup-entry')).toContainText('Mlýnská kola');
    // Gallery, film details and extras are optional: straight on to the organizer info.
    await next(page, 'media');
    await next(page, 'extras');
    await next(page, 'organizer');

    // Organizer info: the person who is paid out.
    await page.getByTestId('responsible-open').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('responsible-name').fill('Jana');
    await dialog.getByTestId('responsible-surname').fill('Kováčová');
    await dialog.getByLabel('Date of birth').fill('1990-04-12');
    await dialog.getByTestId('responsible-addressLine').fill('Obchodná 12');
    await dialog.getByTestId('responsible-city').fill('Bratislava');
    await dialog.getByTestId('responsible-country').fill('Slovak');
    await page.getByRole('option', { name: 'Slovakia' }).click();
    await dialog.getByTestId('responsible-vat').click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await dialog.getByTestId('responsible-save').click();
    await expect(page.getByTestId('responsible-summary')).toContainText('Jana Kováčová');
    await next(page, 'publish');
    const eventId = /\/event\/edit\/([^/]+)\//.exec(page.url())?.[1];

    await page.getByTestId('step-submit').click();
    await expect(page.getByTestId('event-status')).toHaveText('Published');
    await expectNoSeriousA11yViolations(page);

    // The public page shows it.
    await page.getByTestId('view-public').click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Mlýnská kola').first()).toBeVisible();

    // The wizard works on a 360 px phone: nothing wider than the screen, steps reachable from a select.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/en/event/edit/${eventId}/tickets`);
    await expect(page.getByTestId('category')).toHaveCount(2);
    const overflow = await page.evaluate(() => {
      const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } })
        .document;
      return root.documentElement.scrollWidth;
    });
    expect(overflow).toBeLessThanOrEqual(360);
    await page.getByRole('combobox', { name: 'Step' }).click();
    await page.getByRole('option', { name: '7. Lineup' }).click();
    await expect(page.getByTestId('event-wizard')).toHaveAttribute('data-step', 'lineup');
  });
  test('the demo organizer reuses a venue, renames a category, adds a gallery image and film details', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { token, fanClaim, promoter } = await demoClaims(request);
    restore = { token, claimId: fanClaim.Id };
    // The draft itself is made through the API: this journey is about the later steps.
    const created = await request.post('/api/event', {
      headers: { Authorization: `Bearer ${token}`, ProfileId: promoter.EntityId },
      data: { ProfileName: `Film club ${Date.now().toString(36)}` },
    });
    expect(created.status(), await created.text()).toBe(201);
    const eventId = ((await created.json()) as { Id: string }).Id;
    await startAsFan(request, token, fanClaim);
    await signInViaApi(page, request, DEMO);
    await page.goto(`/en/event/edit/${eventId}/place`);
    await acceptCookies(page);
    await page.getByRole('button', { name: 'Switch to Marquee Live' }).click();
    await expect(page.getByTestId('event-wizard')).toHaveAttribute('data-step', 'place');

    // Place: the picker finds the hall without its diacritics and sets it with its layout at once.
    await page.getByTestId('venue-picker').fill('dunajska');
    await page
      .getByRole('option', { name: /^Dunajská koncertná sieň · Bratislava · [\d,]+ seats?/ })
      .first()
      .click();
    await expect(page.getByTestId('venue-picked')).toContainText('Dunajská koncertná sieň');
    await expect(page.getByTestId('place-mode-venue')).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await next(page, 'layout');

    // Tickets: a category created, then renamed and recoloured.
    await page.goto(`/en/event/edit/${eventId}/tickets`);
    const form = page.getByTestId('new-category');
    await form.getByTestId('category-name').fill('Standard');
    await form.getByTestId('new-window-0-price').fill('9');
    await form.getByTestId('category-create').click();
    await page.getByRole('button', { name: 'Rename or recolour Standard' }).click();
    await page.getByTestId('category-edit-name').fill('Parterre');
    await page.getByTestId('category-edit-color').fill('#e74c3c');
    await page.getByTestId('category-edit-save').click();
    await expect(page.locator('[data-testid=category][data-name=Parterre]')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Media: a gallery image with a caption, and the film's details.
    await page.goto(`/en/event/edit/${eventId}/media`);
    await page
      .getByTestId('gallery')
      .locator('input[type=file]')
      .setInputFiles({ name: 'foyer.png', mimeType: 'image/png', buffer: squarePng(200) });
    await page.getByTestId('gallery-caption').fill('The foyer');
    await page.getByTestId('gallery-add').click();
    await expect(page.getByTestId('gallery-image')).toHaveCount(1);
    await expect(page.getByTestId('gallery-image')).toContainText('The foyer');
    await page.getByTestId('movie-is-film').check();
    await page.getByTestId('movie-title').fill('Obchod na korze');
    await page.getByTestId('movie-year').fill('1965');
    await page.getByTestId('movie-directors').fill('Ján Kadár');
    await page.getByTestId('movie-directors').press('Enter');
    await expectNoSeriousA11yViolations(page);
    await next(page, 'extras');

    // What the organizer saw is what the server kept.
    const saved = await request.get(`/api/event/${eventId}/management`, {
      headers: { Authorization: `Bearer ${token}`, ProfileId: promoter.EntityId },
    });
    const event = (await saved.json()) as {
      VenueRef: { Name: string } | null;
      VenueConfigurationId: string | null;
      Gallery: { Caption: string | null }[];
      MovieInfo: { Movie: { OriginalTitle: string; YearOfProduction: number; Directors: string[] } } | null;
    };
    expect(event.VenueRef?.Name).toBe('Dunajská koncertná sieň');
    expect(event.Gallery.map((image) => image.Caption)).toEqual(['The foyer']);
    expect(event.MovieInfo?.Movie).toMatchObject({
      OriginalTitle: 'Obchod na korze',
      YearOfProduction: 1965,
      Directors: ['Ján Kadár'],
    });
    const categories = await request.get(
      `/api/event/${eventId}/venueconfigurations/${event.VenueConfigurationId}/ticketcategories`,
      { headers: { Authorization: `Bearer ${token}`, ProfileId: promoter.EntityId } },
    );
    expect(
      ((await categories.json()) as { Name: string; Color: string }[]).map((c) => [c.Name, c.Color]),
    ).toEqual([['Parterre', 'e74c3c']]);
  });
});
