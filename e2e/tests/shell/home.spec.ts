import { expect, test } from '@playwright/test';
import { acceptCookies, expectNoSeriousA11yViolations, LANGUAGES } from '../../fixtures';

test.describe('home in every language', () => {
  for (const lang of LANGUAGES) {
    test(`renders /${lang}/ translated, accessible`, async ({ page }) => {
      await page.goto(`/${lang}/`);
      await expect(page.getByTestId('home-hero')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByTestId('app-version')).toContainText(/\d+\.\d+\.\d+/);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the hero is translated (English and Slovak differ)', async ({ page }) => {
    await page.goto('/en/');
    const english = await page.getByTestId('home-hero').textContent();
    await page.goto('/sk/');
    const slovak = await page.getByTestId('home-hero').textContent();
    expect(slovak).not.toEqual(english);
  });

  test('switching language keeps the page and is remembered', async ({ page, context }) => {
    await page.goto('/en/');
    await acceptCookies(page);
    await page.getByTestId('language-switcher').selectOption('de');
    await expect(page).toHaveURL(/\/de\/?$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'lang')?.value).toBe('de');
    await page.goto('/');
    await expect(page).toHaveURL(/\/de\/?$/);
  });
});
