import { expect, type Page, test } from '@playwright/test';
import { acceptCookies, expectNoSeriousA11yViolations } from '../../fixtures';

interface FocusedDocument {
  document: { activeElement: { getAttribute(name: string): string | null } | null };
}

/** Tabs from the top of the page to the header's search toggle, as a keyboard user would. */
async function tabToSearch(page: Page) {
  const toggle = page.getByRole('button', { name: 'Search', exact: true });
  const focusedTestId = () =>
    // Runs in the page; the e2e project has no DOM typings.
    page.evaluate(() =>
      (globalThis as unknown as FocusedDocument).document.activeElement?.getAttribute('data-testid'),
    );
  for (let presses = 0; presses < 15; presses += 1) {
    await page.keyboard.press('Tab');
    if ((await focusedTestId()) === 'search-toggle') return toggle;
  }
  throw new Error('The search toggle is not reachable with Tab');
}

/** Opens the overlay with Enter and types a key; resolves when the results for it are shown. */
async function search(page: Page, key: string) {
  const toggle = await tabToSearch(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const input = dialog.getByRole('combobox');
  await expect(input).toBeFocused();
  const answered = page.waitForResponse((response) => response.url().includes('/api/search/multiple'));
  await page.keyboard.type(key);
  await answered;
  await expect(page.getByTestId('search-status')).toHaveText(/\d+ results?/);
  return { toggle, dialog, input };
}

/** Arrow-down until the active option contains `text`, then returns. */
async function arrowTo(page: Page, text: RegExp) {
  const input = page.getByRole('dialog', { name: 'Search' }).getByRole('combobox');
  const count = await page.getByRole('option').count();
  for (let step = 0; step < count; step += 1) {
    await page.keyboard.press('ArrowDown');
    const active = await input.getAttribute('aria-activedescendant');
    const option = page.locator(`[id="${active}"]`);
    if (text.test((await option.textContent()) ?? '')) return;
  }
  throw new Error(`No option matching ${text}`);
}

test.describe('search overlay by keyboard alone', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/en/');
    await acceptCookies(page);
    await page.locator('body').focus();
  });

  test('"kosice" finds Košice events; arrow down and Enter open one', async ({ page }) => {
    const { dialog } = await search(page, 'kosice');
    await expect(dialog.getByRole('group', { name: 'Events' }).getByRole('option').first()).toContainText(
      'Košice',
    );
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/events\/[^/?]+$/);
    await expect(dialog).toBeHidden();
  });

  test('"gyor" finds Győr', async ({ page }) => {
    const { dialog } = await search(page, 'gyor');
    await expect(dialog.getByRole('option').filter({ hasText: 'Győr' }).first()).toBeVisible();
    await arrowTo(page, /Győr/);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/\/en\/?$/);
  });

  test('a typo of a band ("metalica") still finds Metalika and opens its profile', async ({ page }) => {
    const { dialog } = await search(page, 'metalica');
    const profiles = dialog.getByRole('group', { name: 'Profiles' });
    await expect(profiles.getByRole('option').first()).toContainText('Metalika');
    await arrowTo(page, /^Metalika(?!:)/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/metalika$/);
    await expect(dialog).toBeHidden();
  });

  test('Escape closes the overlay and focus returns to the toggle; one letter is not sent', async ({
    page,
  }) => {
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/search/multiple')) sent += 1;
    });
    const toggle = await tabToSearch(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog.getByRole('combobox')).toBeFocused();
    await page.keyboard.type('k');
    await page.waitForTimeout(1_500);
    expect(sent).toBe(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});
