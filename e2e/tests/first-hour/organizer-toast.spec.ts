import { expect, type Page, test } from '@playwright/test';
import { buyForm, openPage, reachPaymentMethods, releaseBasket, STANDING } from './buyer';

/**
 * Issue 15 row 7: the organizer toast (spec 1 §2 Shell: 2 s after entry, for 10 s) covered the top 125 px of
 * every page, the "Payment successful" and sign-up headings and the filters included. It sits at the bottom
 * now, waits for the cookie notice, and never shows during a purchase, on results, auth or organizer pages.
 * The page's clock is faked so the 2 s wait is a jump, not a sleep.
 */
const toast = (page: Page) => page.getByTestId('organizer-toast');

async function openAndWait(page: Page, path: string) {
  await openPage(page, path);
  // Past the toast's 2 s delay (it counts from the later of page entry and the cookie notice's answer).
  await page.clock.fastForward(2_500);
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`stays at the bottom, off the page heading (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.clock.install();
    for (const path of ['/en/', '/en/events', `/en/${STANDING.path}`]) {
      await openAndWait(page, path);
      await expect(toast(page)).toBeVisible();
      const box = await toast(page).boundingBox();
      const heading = await page.getByRole('heading', { level: 1 }).first().boundingBox();
      if (!box || !heading) throw new Error(`no toast or heading on ${path}`);
      expect(box.y, path).toBeGreaterThan(viewport.height / 2);
      expect(overlaps(box, heading), `${path}: the toast covers the page heading`).toBe(false);
    }
  });
}

test('never over auth, payment results or a purchase under way', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.install();
  for (const path of ['/en/signin', '/en/paymentResult?res=OK', '/en/reservationResult']) {
    await openAndWait(page, path);
    await page.clock.fastForward(3_000);
    await expect(toast(page), path).toBeHidden();
  }

  // The checkout: the buy form past its first stage keeps the toast away.
  await openPage(page, `/en/${STANDING.path}`);
  await expect(buyForm(page)).toBeVisible();
  await reachPaymentMethods(page);
  await page.clock.fastForward(5_000);
  await expect(toast(page)).toBeHidden();
  await releaseBasket(page);
});
