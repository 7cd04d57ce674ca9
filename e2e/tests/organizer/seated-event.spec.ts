import { expect, type Page, test } from '@playwright/test';
import {
  acceptCookies,
  expectNoSeriousA11yViolations,
  linkIn,
  squarePng,
  uniqueEmail,
  waitForMail,
} from '../../fixtures';

/**
 * Issue 5 "Done when": a new organizer signs up, creates a promoter profile, creates a seated event in a
 * new venue whose layout they draw in the layout editor (a seating sector of 10 rows × 20 seats and a
 * standing sector of 300), prices two categories with an early-bird wave, publishes, and the event shows
 * in all events with a seat map of 200 seats.
 */

async function next(page: Page, step: string) {
  await page.getByTestId('step-submit').click();
  await expect(page.getByTestId('event-wizard')).toHaveAttribute('data-step', step);
}

/** A datetime-local value `days` from now at `time`. */
function dayAt(days: number, time: string): string {
  return `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${time}`;
}

async function openProfileMenu(page: Page) {
  await page.getByTestId('profile-menu').click();
  return page.getByRole('menu');
}

test('a new organizer draws a seated hall, prices it, publishes, and buyers see its 200 seats', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const email = uniqueEmail('seated');
  const password = 'seated-hall-password';
  const name = `Seated Premiere ${stamp}`;

  // Sign up and confirm the e-mail.
  await page.goto('/en/signin');
  await acceptCookies(page);
  await page.getByTestId('signin-email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByTestId('signup-confirm-email').pressSequentially(email);
  await page.getByTestId('signup-password').fill(password);
  await page.getByTestId('signup-profile-name').fill('Hall Organizer');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: squarePng() });
  await page.getByRole('dialog', { name: 'Crop the picture' }).getByTestId('crop-confirm').click();
  await page.getByTestId('signup-terms').check();
  await page.getByTestId('signup-privacy').check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm your e-mail' })
    .getByRole('button', { name: 'Continue' })
    .click();
  const mail = await waitForMail(email, /confirm/i);
  await page.goto(linkIn(mail, '/confirm'));
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail confirmed' })).toBeVisible();

  // A promoter profile, switched to.
  await (await openProfileMenu(page)).getByRole('menuitem', { name: 'Add profile' }).click();
  await page.getByTestId('create-profile-promoter').click();
  await page.getByTestId('profile-name').fill(`Hall Promotions ${stamp}`);
  await page.getByTestId('profile-nickname').fill(`hall-promo-${stamp}`);
  await page.getByTestId('profile-submit').click();
  await expect(page).toHaveURL(/create-profile\/promoter\/2/);
  await page.getByTestId('profile-submit').click();
  await expect(page).toHaveURL(/create-profile\/promoter\/3/);
  await page.getByTestId('profile-submit').click();
  await expect(page.getByRole('heading', { level: 1, name: `Hall Promotions ${stamp}` })).toBeVisible();
  await (await openProfileMenu(page)).getByRole('menuitem', { name: 'Switch profile' }).click();
  await page
    .getByRole('dialog', { name: 'Switch profile' })
    .getByRole('button', { name: new RegExp(`Hall Promotions ${stamp}`) })
    .click();
  await expect(page).toHaveURL(/\/en\/dashboard$/);

  // The event: basics, dates, a new venue of the promoter.
  // A new organizer's empty dashboard offers the same button in its empty state too.
  await page.getByTestId('dashboard-create-event').first().click();
  await page.getByTestId('event-name').fill(name);
  await page
    .getByTestId('event-picture')
    .locator('input[type=file]')
    .setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: squarePng(300) });
  await page.getByTestId('crop-confirm').click();
  await next(page, 'dates');
  await next(page, 'place');
  await page.getByTestId('venue-search').fill('Dunajská');
  await page.getByRole('option', { name: /Dunajská koncertná sieň/ }).click();
  await page.getByTestId('place-new-venue').check();
  await page.getByTestId('place-venue-name').fill(`Premiere Hall ${stamp}`);
  await next(page, 'layout');
  const eventId = /\/event\/edit\/([^/]+)\//.exec(page.url())?.[1] ?? '';

  // The layout editor: a rectangle drawn for the seating sector, 10 × 20 seats generated in it…
  await page.getByTestId('open-layout-editor').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Venue layout editor' })).toBeVisible();
  const canvas = page.getByTestId('editor-canvas');
  await expect(canvas).toBeVisible();
  await page.getByTestId('tool-rect').click();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.15);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.55, { steps: 5 });
  await page.mouse.up();
  const panel = page.getByTestId('sector-panel');
  await expect(panel).toBeVisible();
  await panel.getByTestId('sector-name').fill('Parter');
  await page.getByTestId('block-rows').fill('10');
  await page.getByTestId('block-seats').fill('20');
  // The seats' ticket category is named right here (no price yet: the tickets step prices it).
  await page.getByTestId('block-category-name').fill('Standard');
  await page.getByTestId('block-category-create-button').click();
  await expect(page.getByTestId('block-category')).toHaveValue('Standard · STANDARD');
  await page.getByTestId('block-generate').click();
  await expect(page.locator('[data-testid=sector-list-item][data-name=Parter]')).toContainText('200 seats');
  await expectNoSeriousA11yViolations(page);

  // …and a standing sector of 300 added from the panel (the keyboard way).
  await page.getByTestId('editor-deselect').click();
  await page.getByTestId('draw-type').click();
  await page.getByRole('option', { name: 'Standing' }).click();
  await page.getByTestId('add-sector').click();
  await panel.getByTestId('sector-name').fill('Floor');
  await panel.getByTestId('sector-capacity').fill('300');
  await panel.getByTestId('sector-category-new').click();
  await panel.getByTestId('sector-category-name').fill('VIP');
  await panel.getByTestId('sector-category-create-button').click();
  await expect(panel.getByTestId('sector-category')).toHaveValue('VIP · VIP');
  await page.getByTestId('editor-save').click();
  await expect(page.getByTestId('editor-message')).toContainText('The layout is saved.');
  await expect(page.locator('[data-testid=editor-sector][data-name=Parter]')).toHaveCount(1);
  await expect(page.locator('[data-testid=editor-sector][data-name=Floor]')).toHaveCount(1);

  // Back in the wizard the read-only preview lists both sectors.
  await page.getByTestId('editor-back').click();
  await expect(page.getByTestId('layout-sectors').getByRole('row')).toHaveCount(3);
  await expect(page.getByTestId('layout-sectors')).toContainText('200');
  await expect(page.getByTestId('layout-sectors')).toContainText('300');
  await next(page, 'selling');
  await page.getByTestId('channel-Marquee').check();
  await next(page, 'tickets');

  // The two categories the layout made, priced here: Standard with an early-bird wave, and VIP.
  await expect(page.getByTestId('category')).toHaveCount(2);
  const standard = page.locator('[data-testid=category][data-name=Standard]');
  await standard.getByTestId('add-window-STANDARD-price').fill('15');
  await standard.getByTestId('add-window-STANDARD-till').fill(dayAt(1, '12:00'));
  await standard.getByRole('button', { name: 'Add price window' }).click();
  await expect(standard.getByTestId('price-window')).toHaveCount(1);
  await standard.getByTestId('add-window-STANDARD-price').fill('20');
  await standard.getByTestId('add-window-STANDARD-from').fill(dayAt(1, '12:00'));
  await standard.getByRole('button', { name: 'Add price window' }).click();
  await expect(standard.getByTestId('price-window')).toHaveCount(2);
  const vip = page.locator('[data-testid=category][data-name=VIP]');
  await vip.getByTestId('add-window-VIP-price').fill('45');
  await vip.getByRole('button', { name: 'Add price window' }).click();
  await expect(vip.getByTestId('price-window')).toHaveCount(1);
  await next(page, 'lineup');
  // Lineup, gallery and extras stay as they are.
  await page.goto(`/en/event/edit/${eventId}/organizer`);
  await expect(page.getByTestId('event-wizard')).toHaveAttribute('data-step', 'organizer');

  // The person who is paid out, then publish.
  await page.getByTestId('responsible-open').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('responsible-name').fill('Eva');
  await dialog.getByTestId('responsible-surname').fill('Halová');
  await dialog.getByLabel('Date of birth').fill('1988-02-03');
  await dialog.getByTestId('responsible-addressLine').fill('Hlavná 1');
  await dialog.getByTestId('responsible-city').fill('Bratislava');
  await dialog.getByTestId('responsible-country').fill('Slovak');
  await page.getByRole('option', { name: 'Slovakia' }).click();
  await dialog.getByTestId('responsible-vat').click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await dialog.getByTestId('responsible-save').click();
  await expect(page.getByTestId('responsible-summary')).toContainText('Eva Halová');
  await next(page, 'publish');
  await page.getByTestId('step-submit').click();
  await expect(page.getByTestId('event-status')).toHaveText('Published');

  // A base price added to a layout starts 10 s after it was saved (spec 3 §4): on a fast machine the page
  // would open before any price sells and show every seat unavailable, as it should. Wait until both sell.
  await expect
    .poll(
      async () => {
        const offer = (await (
          await page.request.get(`/api/event/${eventId}/eventpricesandcounts`)
        ).json()) as {
          ServerUtcTime: string;
          TicketCategories: { BasePrices: { ValidFrom: string; ValidTill: string }[] }[];
        };
        const now = Date.parse(offer.ServerUtcTime);
        return offer.TicketCategories.every((category) =>
          category.BasePrices.some((p) => Date.parse(p.ValidFrom) <= now && now < Date.parse(p.ValidTill)),
        );
      },
      { timeout: 20_000 },
    )
    .toBe(true);

  // All events (the event's day) lists it. The day is the event's own, read back: "tomorrow" computed here
  // would be a day later than the wizard's when the test runs across midnight (it did once on CI).
  const detail = (await (await page.request.get(`/api/event/${eventId}`)).json()) as { Begin: string };
  await page.goto(`/en/events?range=DAY&date=${detail.Begin.slice(0, 10)}`);
  const card = page.getByTestId('event-card').filter({ hasText: name });
  await expect(card).toBeVisible();
  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(page.url()).toContain('/events/');

  // Its seat map: the Parter sector holds 10 rows of 20 free seats.
  const buy = page.locator('[data-stage]');
  await buy.getByRole('button', { name: 'Open seat map' }).click();
  const map = page.getByTestId('seat-map');
  await expect(map.getByRole('button', { name: 'Parter' })).toBeVisible();
  await map.getByText('Seat list', { exact: true }).click();
  await expect(map.getByRole('radio', { name: 'Seat list' })).toBeChecked();
  await map.getByRole('button', { name: 'Parter' }).click();
  const rows = map.getByTestId('seat-list').getByRole('button', { name: /^Row \d+, Parter/ });
  await expect(rows).toHaveCount(10);
  for (const row of await rows.all()) await expect(row).toContainText('20 free');
  const counts = await page.request.get(`/api/event/${eventId}/eventpricesandcounts`);
  expect(counts.ok()).toBe(true);
});

/**
 * The note: how long the ≥ 15,000-seat demo arena takes to open in the editor and to save. The
 * demo organizer sets a new event of theirs at Vltava Arena and copies its layout for the event (so the
 * seeded events stay as they are), then the editor opens it and saves one moved seating sector. The
 * numbers come from the page's performance marks and are printed for the notes.
 */
test('the 16,000-seat arena opens in the editor and saves a moved sector', async ({ page, request }) => {
  test.setTimeout(120_000);
  const login = await request.post('/api/account/tokenwithuserinfo', {
    data: { Email: 'demo@marquee.test', Password: 'demo1234' },
  });
  const { AccessToken, UserInfo } = (await login.json()) as {
    AccessToken: { Access_token: string; Expires: string };
    UserInfo: { Id: string; ProfileClaims: { EntityId: string; Name: string; Type: string }[] };
  };
  const live = UserInfo.ProfileClaims.find((claim) => claim.Type === 'PromoterProfile');
  if (!live) throw new Error('the demo account has no Marquee Live');
  const headers = {
    Authorization: `Bearer ${AccessToken.Access_token}`,
    ProfileId: live.EntityId,
    ProfileType: live.Type,
  };
  const events = (await (await request.get('/api/event/search?perPage=100')).json()) as {
    Id: string;
    ProfileName: string;
  }[];
  const tour = events.find((event) => event.ProfileName.startsWith('Mlýnská kola: Proti proudu'));
  if (!tour) throw new Error('the arena event is not seeded');
  const detail = (await (await request.get(`/api/event/${tour.Id}`)).json()) as { VenueRef: { _id: string } };
  const created = await request.post('/api/event', {
    headers,
    data: {
      ProfileName: `Arena measure ${Date.now().toString(36)}`,
      Begin: `${dayAt(30, '20:00')}:00.000Z`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const eventId = ((await created.json()) as { Id: string }).Id;
  expect(
    (
      await request.put(`/api/event/${eventId}/setvenue`, { headers, data: { VenueId: detail.VenueRef._id } })
    ).ok(),
  ).toBe(true);
  const copied = await request.post(`/api/event/${eventId}/venueconfigurations`, {
    headers,
    data: { Name: 'Arena for the measurement' },
  });
  expect(copied.status(), await copied.text()).toBe(201);

  await page.addInitScript(
    ([token, expires, accountId, profile]) => {
      const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } })
        .localStorage;
      storage.setItem('marquee.accessToken', token as string);
      storage.setItem('marquee.accessTokenExpires', expires as string);
      storage.setItem('marquee.accountId', accountId as string);
      storage.setItem('marquee.activeProfile', profile as string);
    },
    [
      AccessToken.Access_token,
      AccessToken.Expires,
      UserInfo.Id,
      JSON.stringify({ Id: live.EntityId, Type: live.Type }),
    ],
  );
  const started = Date.now();
  await page.goto(`/en/event/layout/${eventId}`);
  await acceptCookies(page);
  await expect(page.locator('[data-testid=sector-list-item]')).toHaveCount(33, { timeout: 30_000 });
  const openedMs = Date.now() - started;
  const seatCount = await page.evaluate(() => {
    const doc = (
      globalThis as unknown as {
        document: { querySelectorAll(s: string): ArrayLike<{ getAttribute(n: string): string | null }> };
      }
    ).document;
    return Array.from(doc.querySelectorAll('[data-testid=editor-sector] path[data-category]')).reduce(
      (sum, path) => sum + ((path.getAttribute('d') ?? '').match(/M/g)?.length ?? 0),
      0,
    );
  });
  expect(seatCount).toBeGreaterThanOrEqual(15_000);

  await page.locator('[data-testid=sector-list-item]').nth(1).getByRole('button').first().click();
  await page.getByTestId('sector-panel').getByRole('button', { name: 'Move right' }).click();
  await page.getByTestId('editor-save').click();
  await expect(page.getByTestId('editor-message')).toContainText('The layout is saved.', { timeout: 30_000 });
  const marks = await page.evaluate(() => {
    const perf = (
      globalThis as unknown as { performance: { getEntriesByName(n: string): { duration: number }[] } }
    ).performance;
    return {
      open: perf.getEntriesByName('venue-editor:open')[0]?.duration ?? null,
      call: perf.getEntriesByName('venue-editor:layout-call')[0]?.duration ?? null,
      save: perf.getEntriesByName('venue-editor:save')[0]?.duration ?? null,
    };
  });
  console.info(
    `arena in the editor: ${seatCount} seats; page to editor ${openedMs} ms (route mounted → draft on screen ${Math.round(marks.open ?? -1)} ms, of which the layout call ${Math.round(marks.call ?? -1)} ms); save of a moved sector ${Math.round(marks.save ?? -1)} ms`,
  );
  expect(marks.save).not.toBeNull();
});
