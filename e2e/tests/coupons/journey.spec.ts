import { expect, test } from '@playwright/test';
import { acceptCookies, uniqueEmail, waitForMail } from '../../fixtures';
import {
  CARDS,
  continueToPayment,
  fillGuest,
  holdTwoSeats,
  payByCard,
  pdfAttachments,
} from '../checkout/helpers';
import { amountOf, demoCouponEvent, enterPromoCode, eventNameOf, eventOfDemoCode } from './buyer-helpers';
import { createPercentCode, gotoCoupons, openCouponsAsMarqueeLive, readRemaining } from './helpers';

let restore: (() => Promise<void>) | null = null;
test.afterEach(async () => {
  await restore?.();
  restore = null;
});

/**
 * Issue 8's journey: an organizer creates a 20 % code → a buyer applies it → the basket shows original and
 * discounted prices → pays → the organizer's table shows the remaining count dropped.
 */
test('an organizer’s new 20 % code is used by a buyer and the organizer sees the remaining count drop', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  // The demo promo codes' event: it sells no voucher templates, so its buy form offers promo codes
  // (spec 2 §5; the demo event with templates hides the section).
  const eventName = await eventNameOf(request, await demoCouponEvent(request));
  const organizer = await openCouponsAsMarqueeLive(page, request);
  restore = organizer.restore;
  await createPercentCode(page, { code, eventName, percent: 20, total: 10 });
  expect(await readRemaining(page, code)).toBe(10);

  // The buyer: a guest in a browser of their own.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  const eventId = await eventOfDemoCode(request, code, [eventName]);
  await buyer.goto(`/en/events/${eventId}`);
  await acceptCookies(buyer);
  const form = buyer.locator('[data-stage]');
  await expect(form).toBeVisible();
  await enterPromoCode(buyer, form, code);
  await expect(form.getByRole('checkbox', { name: new RegExp(`^${code} \\(−20 %\\)`) })).toBeChecked();

  await holdTwoSeats(buyer, form, request, eventId, 'Parter vpravo');
  const summary = form.getByTestId('basket-summary');
  const originals = summary.getByTestId('line-original-price');
  await expect(originals).toHaveCount(2);
  for (let i = 0; i < 2; i++) {
    const original = amountOf(await originals.nth(i).textContent());
    const charged = amountOf(await summary.getByTestId('line-price').nth(i).textContent());
    expect(charged).toBeCloseTo(Math.round(original * 80) / 100, 2);
  }
  await expect(summary.getByTestId('line-coupon').first()).toContainText(
    `Discounted with the coupon ${code}`,
  );

  const email = uniqueEmail('coupon-journey');
  const checkout = await continueToPayment(form);
  await fillGuest(checkout, email);
  await checkout.getByTestId('checkout-pay').click();
  await payByCard(buyer, CARDS.approved);
  await expect(buyer).toHaveURL(/\/en\/paymentResult\?.*res=OK/);
  expect(pdfAttachments((await waitForMail(email, /Your tickets/, 30_000)).raw)).toHaveLength(2);
  await buyerContext.close();

  // The organizer's table: two uses fewer.
  await gotoCoupons(page);
  await expect.poll(() => readRemaining(page, code)).toBe(8);
});
