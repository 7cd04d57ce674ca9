import { expect, test } from '@playwright/test';
import { acceptCookies, expectNoSeriousA11yViolations } from '../../fixtures';

test('theme follows the system, switches and is remembered', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/en/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await acceptCookies(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByTestId('theme-toggle').click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expectNoSeriousA11yViolations(page);
  await context.close();
});
