import { expect, test } from '@playwright/test';

/** Demo seed: a free three-day festival on Košice's main street (upcoming, with a picture). */
const FESTIVAL = { path: '/en/events/kosicke-dni-jazzu', name: 'Košické dni jazzu' };

test('the server renders the event page: it shows before any JavaScript runs', async ({ page }) => {
  // No scripts at all: what shows is the HTML the server sent (issue 25).
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(FESTIVAL.path);
  const top = page.getByTestId('event-top');
  await expect(top.getByRole('heading', { level: 1, name: FESTIVAL.name })).toBeVisible();
  // The date in the event's own zone, and the place.
  await expect(page.getByTestId('event-when')).toContainText(/5:00 PM – .*11:00 PM/);
  await expect(page.getByTestId('event-when')).toContainText('Bratislava time');
  await expect(page.getByTestId('event-place')).toContainText('Košice');
  // The picture has loaded (its natural size is known): it is the page's largest paint on a phone.
  const picture = page.getByTestId('event-image');
  await expect(picture).toHaveAttribute('fetchpriority', 'high');
  expect(await picture.evaluate((img: { naturalWidth: number }) => img.naturalWidth)).toBeGreaterThan(0);
});

test('the app takes over the same page: one heading, and the header works at once', async ({ page }) => {
  await page.goto(FESTIVAL.path);
  await expect(page.getByRole('heading', { level: 1, name: FESTIVAL.name })).toBeVisible();
  await expect(page.locator('h1')).toHaveCount(1);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
});
