import { expect, test } from '@playwright/test';

/** Demo seed: a free three-day festival on Košice's main street (upcoming, with a picture). */
const FESTIVAL = { path: '/en/events/kosicke-dni-jazzu', name: 'Košické dni jazzu' };

test('the server paints the event first screen before any JavaScript runs', async ({ page }) => {
  // No scripts at all: what shows is the HTML the server sent.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(FESTIVAL.path);
  const first = page.locator('#prerender');
  await expect(first).toBeVisible();
  await expect(first.locator('h1')).toHaveText(FESTIVAL.name);
  await expect(first.locator('img')).toBeVisible();
  // The picture has loaded (its natural size is known): it is the page's largest paint on a phone.
  expect(
    await first.locator('img').evaluate((img: { naturalWidth: number }) => img.naturalWidth),
  ).toBeGreaterThan(0);
  await expect(first).toHaveAttribute('aria-hidden', 'true');
});

test('the app replaces the first screen with its own top section, one heading left', async ({ page }) => {
  await page.goto(FESTIVAL.path);
  await expect(page.getByRole('heading', { level: 1, name: FESTIVAL.name })).toBeVisible();
  await expect(page.locator('#prerender')).toHaveCount(0);
  await expect(page.locator('h1')).toHaveCount(1);
  // The page is usable at once: the header's controls are not covered.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
});
