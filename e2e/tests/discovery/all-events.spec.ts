import { expect, type Page, test } from '@playwright/test';
import { acceptCookies, expectNoSeriousA11yViolations } from '../../fixtures';

const cards = (page: Page) => page.getByTestId('event-card');

/** Picks an option of a Mantine select by its visible label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('all events', () => {
  test('filters live in the URL: they survive reload and back', async ({ page }) => {
    await page.goto('/en/events');
    await acceptCookies(page);
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Entire period' })).toBeChecked();

    await choose(page, 'Event type', 'Music');
    await expect(page).toHaveURL(/\/en\/events\?par=music$/);
    await page.getByText('This week', { exact: true }).click();
    await expect(page).toHaveURL(/\/en\/events\?par=music&range=THIS_WEEK$/);
    await expect(page.getByRole('radio', { name: 'This week', exact: true })).toBeChecked();

    await page.reload();
    await expect(page.getByRole('radio', { name: 'This week', exact: true })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Event type' })).toHaveValue('Music');

    await page.goBack();
    await expect(page).toHaveURL(/\/en\/events\?par=music$/);
    await expect(page.getByRole('radio', { name: 'Entire period' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Event type' })).toHaveValue('Music');
    await expectNoSeriousA11yViolations(page);
  });

  test('a city found by typing without diacritics narrows the list', async ({ page }) => {
    await page.goto('/en/events');
    await acceptCookies(page);
    await page.getByRole('combobox', { name: 'City' }).fill('kosice');
    await page.getByRole('option', { name: 'Košice, Slovakia' }).click();
    await expect(page).toHaveURL(/\?city=[0-9a-f-]{36}$/);
    await expect(cards(page).first()).toBeVisible();
    for (const place of await page.getByTestId('event-card').allTextContents())
      expect(place).toMatch(/Košice|Online stream/);
  });

  test('invalid parameters are ignored and the deprecated path redirects', async ({ page }) => {
    await page.goto('/en/events/all-events?par=polka&since=not-a-date&date=2026-02-30');
    await expect(page).toHaveURL(/\/en\/events\?par=polka/);
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Entire period' })).toBeChecked();
  });

  test('infinite scroll loads page 2 when the end of the list comes near', async ({ page }) => {
    await page.goto('/en/events');
    await acceptCookies(page);
    await expect(cards(page)).toHaveCount(18);
    // Pages are 0-based (spec 3 §7 "default page 0"): the second page is page=1.
    const second = page.waitForRequest((request) =>
      /\/api\/event\/search\?(.*&)?page=1(&|$)/.test(request.url()),
    );
    await page.mouse.wheel(0, 100_000);
    await second;
    await expect.poll(() => cards(page).count()).toBeGreaterThan(18);
  });

  test('the map view shows the listed events as pins and stays in the URL', async ({ page }) => {
    await page.goto('/en/events?range=THIS_WEEK');
    await acceptCookies(page);
    await expect(cards(page).first()).toBeVisible();
    await page.getByTestId('view-toggle').getByText('Map', { exact: true }).click();
    await expect(page).toHaveURL(/\/en\/events\?range=THIS_WEEK&view=map$/);
    await expect(page.getByRole('radio', { name: 'Map' })).toBeChecked();
    const map = page.getByRole('region', { name: 'Map of events' });
    await expect(map.getByTestId('map-pin').or(map.getByTestId('map-cluster')).first()).toBeVisible();
    await expect(page.getByText(/\d+ events? on the map/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a filter with no match says so', async ({ page }) => {
    // No concert is announced for a day a century away (only long-term exhibitions and tours run then).
    await page.goto('/en/events?par=music&range=DAY&date=2126-01-01');
    await expect(page.getByText('No events found.')).toBeVisible();
  });
});
