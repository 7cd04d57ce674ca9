import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  acceptCookies,
  expectNoSeriousA11yViolations,
  signInViaApi,
  signUpViaApi,
  squarePng,
  uniqueEmail,
} from '../../fixtures';

/**
 * Issue 15's first hour of an organizer, on a 1440 × 900 desktop: a new organizer goes through the event
 * wizard IN ORDER — basics with a picture and a 1200 × 630 share image (row 4), dates, a new hall, its seated
 * layout drawn with ticket categories named right in the editor (row 5) and a seat block that fits the drawn
 * sector (row 15), selling, the categories priced in step 6 where their keys show, lineup, media, extras,
 * organizer info — and publishes without a dead end. Its own account (not the shared demo one), so it runs
 * next to the demo-account chain.
 */
test.use({ viewport: { width: 1440, height: 900 } });

async function next(page: Page, step: string) {
  await page.getByTestId('step-submit').click();
  await expect(page.getByTestId('event-wizard')).toHaveAttribute('data-step', step);
}

/** A datetime-local value `days` from now at `time`. */
function dayAt(days: number, time: string): string {
  return `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${time}`;
}

/** A new account with a promoter profile made its active one; signs `page` in as it. */
async function newOrganizer(page: Page, request: APIRequestContext, stamp: string) {
  const account = {
    email: uniqueEmail('first-hour-promoter'),
    password: 'first-hour-5678',
    name: 'Eva Nová',
  };
  const { AccessToken } = await signUpViaApi(request, account);
  const auth = { Authorization: `Bearer ${AccessToken.Access_token}` };
  const created = await request.post('/api/promoterprofile', {
    headers: auth,
    data: { ProfileName: `First Hour Live ${stamp}`, Nickname: `first-hour-live-${stamp}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const info = (await (await request.get('/api/account/userinfo', { headers: auth })).json()) as {
    ProfileClaims: { Id: string; Type: string }[];
  };
  const claim = info.ProfileClaims.find((entry) => entry.Type === 'PromoterProfile');
  if (!claim) throw new Error('the new promoter profile has no claim');
  const made = await request.get(`/api/account/setdefaultprofileclaim/${claim.Id}`, { headers: auth });
  expect(made.ok(), await made.text()).toBe(true);
  await signInViaApi(page, request, account);
}

test('a new organizer goes through the wizard in order with a seated layout and publishes', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const name = `First Hour Premiere ${stamp}`;
  await newOrganizer(page, request, stamp);

  await page.goto('/en/dashboard');
  await acceptCookies(page);
  await page.getByTestId('dashboard-create-event').first().click();

  // 1. Basics: a square picture and the share image, cropped to 1200 × 630 and accepted as that.
  await expect(page.getByTestId('event-wizard')).toHaveAttribute('data-step', 'basics');
  await page.getByTestId('event-name').fill(name);
  await page
    .getByTestId('event-picture')
    .locator('input[type=file]')
    .setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: squarePng(400) });
  await page.getByTestId('crop-confirm').click();
  // The picture is uploaded before the next one is chosen (an organizer sees the first dialog close).
  await expect(page.getByTestId('crop-confirm')).toBeHidden();
  await page
    .getByTestId('event-share-image')
    .locator('input[type=file]')
    .setInputFiles({ name: 'share.png', mimeType: 'image/png', buffer: squarePng(800) });
  await page.getByTestId('crop-confirm').click();
  await expect(page.getByTestId('event-share-image').locator('img')).toBeVisible();
  // Saving the step used to fail here: the 1200 × 630 crop was refused as "only 1:1 or 2:1".
  await next(page, 'dates');

  // 2. Dates as proposed; 3. a new hall of the promoter.
  await next(page, 'place');
  await page.getByTestId('venue-search').fill('Dunajská');
  await page.getByRole('option', { name: /Dunajská koncertná sieň/ }).click();
  await page.getByTestId('place-new-venue').check();
  await page.getByTestId('place-venue-name').fill(`Premiere Hall ${stamp}`);
  await next(page, 'layout');

  // 4. The layout: a sector drawn, its seat category named in the editor (no price yet), seats generated.
  await page.getByTestId('open-layout-editor').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Venue layout editor' })).toBeVisible();
  const canvas = page.getByTestId('editor-canvas');
  await expect(canvas).toBeVisible();
  await page.getByTestId('tool-rect').click();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  // A modest sector: the default 10 × 20 block is larger and has to fit it (row 15).
  await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.45, { steps: 5 });
  await page.mouse.up();
  const panel = page.getByTestId('sector-panel');
  await expect(panel).toBeVisible();
  await panel.getByTestId('sector-name').fill('Stalls');
  // No category exists yet: the picker offers to make one right there.
  await page.getByTestId('block-category-name').fill('Stalls');
  await page.getByTestId('block-category-create-button').click();
  await expect(page.getByTestId('block-category')).toHaveValue('Stalls · STALLS');
  await page.getByTestId('block-generate').click();
  await expect(page.locator('[data-testid=sector-list-item][data-name=Stalls]')).toContainText('200 seats');
  await expect(page.getByTestId('block-fit')).toContainText('made smaller to fit the sector');
  const fits = await page.evaluate(() => {
    type Box = { x: number; y: number; width: number; height: number };
    const doc = (
      globalThis as unknown as {
        document: { querySelector(s: string): { getBBox(): Box } | null };
      }
    ).document;
    const outline = doc.querySelector('[data-testid=editor-sector][data-name=Stalls] polygon')?.getBBox();
    const seats = doc
      .querySelector('[data-testid=editor-sector][data-name=Stalls] path[data-category]')
      ?.getBBox();
    if (!outline || !seats) return null;
    return (
      seats.x >= outline.x &&
      seats.y >= outline.y &&
      seats.x + seats.width <= outline.x + outline.width &&
      seats.y + seats.height <= outline.y + outline.height
    );
  });
  expect(fits).toBe(true);

  // A standing floor with a category of its own, also named here.
  await page.getByTestId('editor-deselect').click();
  await page.getByTestId('draw-type').click();
  await page.getByRole('option', { name: 'Standing' }).click();
  await page.getByTestId('add-sector').click();
  await panel.getByTestId('sector-name').fill('Floor');
  await panel.getByTestId('sector-capacity').fill('300');
  await panel.getByTestId('sector-category-new').click();
  await panel.getByTestId('sector-category-name').fill('Floor');
  await panel.getByTestId('sector-category-create-button').click();
  await expect(panel.getByTestId('sector-category')).toHaveValue('Floor · FLOOR');
  const categories = page.getByTestId('editor-categories');
  await expect(categories.locator('[data-testid=editor-category][data-key=STALLS]')).toContainText(
    '200 places',
  );
  await expect(categories.locator('[data-testid=editor-category][data-key=FLOOR]')).toContainText(
    '300 places',
  );
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('editor-save').click();
  await expect(page.getByTestId('editor-message')).toContainText('The layout is saved.');

  // Back in the wizard: the sectors with the keys their places use.
  await page.getByTestId('editor-back').click();
  const sectors = page.getByTestId('layout-sectors');
  await expect(sectors.getByRole('row')).toHaveCount(3);
  await expect(sectors).toContainText('STALLS');
  await expect(sectors).toContainText('FLOOR');
  await next(page, 'selling');

  // 5. Selling here; 6. tickets: the categories the layout made are here, keys shown, to be priced.
  await page.getByTestId('channel-Marquee').check();
  await next(page, 'tickets');
  const stalls = page.locator('[data-testid=category][data-name=Stalls]');
  const floor = page.locator('[data-testid=category][data-name=Floor]');
  await expect(stalls.getByTestId('category-key')).toHaveText('Key STALLS');
  await expect(floor.getByTestId('category-key')).toHaveText('Key FLOOR');
  await expect(stalls.getByTestId('category-unpriced')).toBeVisible();
  await expect(page.getByTestId('layout-keys')).toContainText('has no price yet');
  // Stalls: an early bird until tomorrow noon, then the regular price; the floor one price.
  await stalls.getByTestId('add-window-STALLS-price').fill('19');
  await stalls.getByTestId('add-window-STALLS-till').fill(dayAt(1, '12:00'));
  await stalls.getByRole('button', { name: 'Add price window' }).click();
  await expect(stalls.getByTestId('price-window')).toHaveCount(1);
  await stalls.getByTestId('add-window-STALLS-price').fill('25');
  await stalls.getByTestId('add-window-STALLS-from').fill(dayAt(1, '12:00'));
  await stalls.getByRole('button', { name: 'Add price window' }).click();
  await expect(stalls.getByTestId('price-window')).toHaveCount(2);
  await floor.getByTestId('add-window-FLOOR-price').fill('15');
  await floor.getByRole('button', { name: 'Add price window' }).click();
  await expect(floor.getByTestId('price-window')).toHaveCount(1);
  await expect(page.getByTestId('layout-keys')).toHaveCount(0);
  await expect(page.getByTestId('category-unpriced')).toHaveCount(0);
  // Scan the page at rest: no save still spinning, the pointer off the last button it pressed.
  await expect(page.locator('button[data-loading]')).toHaveCount(0);
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page);

  // 7.–9. Lineup, media and extras are optional: on in order.
  await next(page, 'lineup');
  await next(page, 'media');
  await next(page, 'extras');
  await next(page, 'organizer');

  // 10. Who is paid out.
  await page.getByTestId('responsible-open').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('responsible-name').fill('Eva');
  await dialog.getByTestId('responsible-surname').fill('Nová');
  await dialog.getByLabel('Date of birth').fill('1988-02-03');
  await dialog.getByTestId('responsible-addressLine').fill('Hlavná 1');
  await dialog.getByTestId('responsible-city').fill('Bratislava');
  await dialog.getByTestId('responsible-country').fill('Slovak');
  await page.getByRole('option', { name: 'Slovakia' }).click();
  await dialog.getByTestId('responsible-vat').click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await dialog.getByTestId('responsible-save').click();
  await expect(page.getByTestId('responsible-summary')).toContainText('Eva Nová');

  // 11. Publish: no dead end, no problem list.
  await next(page, 'publish');
  await page.getByTestId('step-submit').click();
  await expect(page.getByTestId('event-status')).toHaveText('Published');
  await expect(page.getByTestId('publish-problems')).toHaveCount(0);
  await page.getByTestId('view-public').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
