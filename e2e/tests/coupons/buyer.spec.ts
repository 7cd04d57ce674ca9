import { expect, test } from '@playwright/test';
import { acceptCookies, expectNoSeriousA11yViolations, uniqueEmail, waitForMail } from '../../fixtures';
import {
  CARDS,
  continueToPayment,
  fillGuest,
  holdTwoSeats,
  payByCard,
  pdfAttachments,
} from '../checkout/helpers';
import { amountOf, demoCouponEvent, enterPromoCode, expectCouponWarning } from './buyer-helpers';

/** Issue 8, the buyer's side: the demo promo code STUDENT20 (−20 %, apps/server/src/db/seed/coupons.ts). */
test('a buyer applies a promo code, sees original and discounted prices, pays by card and gets the tickets', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const eventId = await demoCouponEvent(request);
  await page.goto(`/en/events/${eventId}`);
  await acceptCookies(page);
  const form = page.locator('[data-stage]');
  await expect(form).toBeVisible();
  const listed = await form.getByTestId('price-range').textContent();

  await enterPromoCode(page, form, 'STUDENT20');
  await expect(page.getByRole('dialog', { name: 'Add promo code' })).toBeHidden();
  await expect(form.getByRole('checkbox', { name: /^Students −20 %/ })).toBeChecked();
  // Stage1's prices are now the ones under the code (eventpricesandcounts?couponId).
  await expect(form.getByTestId('price-range')).not.toHaveText(listed ?? '');
  await expectNoSeriousA11yViolations(page);

  await holdTwoSeats(page, form, request, eventId, 'Parter vpravo');
  const summary = form.getByTestId('basket-summary');
  const originals = summary.getByTestId('line-original-price');
  const prices = summary.getByTestId('line-price');
  await expect(originals).toHaveCount(2);
  for (let i = 0; i < 2; i++) {
    const original = amountOf(await originals.nth(i).textContent());
    const charged = amountOf(await prices.nth(i).textContent());
    expect(charged).toBeCloseTo(Math.round(original * 80) / 100, 2);
  }
  await expect(summary.getByTestId('line-coupon').first()).toContainText(
    'Discounted with the coupon Students −20 %',
  );
  await summary.getByTestId('line-coupon').first().hover();
  await expect(page.getByRole('tooltip')).toHaveText('Discounted with the coupon Students −20 %');
  const total = amountOf(await summary.getByTestId('basket-total').textContent());

  const email = uniqueEmail('coupon-buyer');
  const checkout = await continueToPayment(form);
  await fillGuest(checkout, email);
  expect(amountOf(await checkout.getByTestId('summary-price').textContent())).toBeCloseTo(total, 2);
  await checkout.getByTestId('checkout-pay').click();
  await expect(form.locator('[data-stage="braintreeStage"]')).toBeVisible();
  await payByCard(page, CARDS.approved);
  await expect(page).toHaveURL(/\/en\/paymentResult\?.*res=OK/);
  await expect(page.getByTestId('payment-result')).toContainText('2 tickets');
  const mail = await waitForMail(email, /Your tickets/, 30_000);
  expect(pdfAttachments(mail.raw)).toHaveLength(2);
});

test('an unknown promo code warns that it was not found; expired and disabled codes say why', async ({
  page,
  request,
}) => {
  const eventId = await demoCouponEvent(request);
  await page.goto(`/en/events/${eventId}`);
  await acceptCookies(page);
  const form = page.locator('[data-stage]');
  await expect(form).toBeVisible();

  await enterPromoCode(page, form, 'NO-SUCH-CODE');
  await expectCouponWarning(page, 'Entered promo code was not found.');
  const dialog = page.getByRole('dialog', { name: 'Add promo code' });
  await expectNoSeriousA11yViolations(page);
  const input = dialog.getByRole('textbox', { name: 'Promo code' });
  await input.fill('SUMMER25');
  await dialog.getByTestId('promo-code-submit').click();
  await expectCouponWarning(page, 'This promo code has expired.');
  await input.fill('OLDCODE');
  await dialog.getByTestId('promo-code-submit').click();
  await expectCouponWarning(page, 'This promo code has been switched off by the organizer.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // Nothing was selected: no coupon in the list.
  await expect(form.getByTestId('coupon-list')).toHaveCount(0);
});

test('a buyer pays part of the basket with the demo gift voucher’s credit and the card the rest', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const eventId = await demoCouponEvent(request);
  await page.goto(`/en/events/${eventId}`);
  await acceptCookies(page);
  const form = page.locator('[data-stage]');
  await expect(form).toBeVisible();
  await holdTwoSeats(page, form, request, eventId, 'Parter vpravo');
  const basketTotal = amountOf(await form.getByTestId('basket-total').textContent());

  const email = uniqueEmail('voucher-buyer');
  const checkout = await continueToPayment(form);
  await checkout.getByRole('textbox', { name: 'Voucher code' }).fill('GIFT50');
  await checkout.getByTestId('voucher-apply').click();
  const used = Math.min(50, basketTotal);
  await expect(checkout.getByTestId('voucher-applied')).toContainText('€50.00 credit left');
  await expect(checkout.getByTestId('summary-voucher')).toContainText(used.toFixed(2));
  const toPay = Math.round((basketTotal - used) * 100) / 100;
  await expect(checkout.getByTestId('summary-total')).toContainText(toPay.toFixed(2));
  await fillGuest(checkout, email);
  await checkout.getByTestId('checkout-pay').click();
  // The card pays what the credit does not cover; a voucher covering it all gives the tickets at once.
  if (toPay > 0) await payByCard(page, CARDS.approved);
  await expect(page).toHaveURL(/\/en\/paymentResult\?.*res=OK/);
  expect(pdfAttachments((await waitForMail(email, /Your tickets/, 30_000)).raw)).toHaveLength(2);
  // The credit the order used is gone from the voucher.
  const left = await request.get(`/api/coupon?code=GIFT50&eventId=${eventId}`);
  expect((await left.json()).RemainingCredit).toBeCloseTo(50 - used, 2);
});
