import { expect, test } from '@playwright/test';

test('bare root goes to the browser language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'cs-CZ' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/cs\/?$/);
  await context.close();
});

test('an unknown URL goes home', async ({ page }) => {
  await page.goto('/en/this/does/not/exist');
  await expect(page).toHaveURL(/\/en\/?$/);
  await expect(page.getByTestId('home-hero')).toBeVisible();
});

test('an invalid language segment redirects to the stored language', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'hu', url: baseURL ?? '' }]);
  await page.goto('/xx/events');
  await expect(page).toHaveURL(/\/hu\/events/);
});

test('the deprecated all-events path redirects', async ({ page }) => {
  await page.goto('/en/events/all-events?since=2026-12-01');
  await expect(page).toHaveURL(/\/en\/events\?.*from=2026-12-01/);
});

test('API docs are served', async ({ request }) => {
  const res = await request.get('/api/docs/json');
  expect(res.ok()).toBeTruthy();
  expect((await res.json()).openapi).toBe('3.1.0');
});
