import { expect, test } from '@playwright/test';
import { buyForm, openPage, scrollY } from './buyer';

/**
 * Issue 15 row 3: every page loaded as a document shared one saved scroll position (React Router keys the
 * first history entry of a document "default"), so a page loaded in the same tab — the payment result after
 * the bank — opened where the previous one had been left, and back restored the wrong position.
 */
test('a page loaded in the same tab opens at the top, and back restores where the visitor was', async ({
  page,
}) => {
  // The festival's page is long (lineup of three days, about, venue): there is somewhere to scroll to.
  await openPage(page, '/en/events/luky');
  await expect(buyForm(page)).toBeVisible();
  // The sections below the top one arrive a moment later: scroll once the page is long enough.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (globalThis as unknown as { document: { body: { scrollHeight: number } } }).document.body
            .scrollHeight,
      ),
    )
    .toBeGreaterThan(2000);
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
  const left = await scrollY(page);

  // A new document in the same tab (as the bank's redirect to the payment result is).
  await page.goto('/en/events');
  await expect(page.getByRole('heading', { level: 1, name: 'All events' })).toBeVisible();
  await expect(page.getByTestId('event-card').first()).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(buyForm(page)).toBeVisible();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(left - 50);
});
