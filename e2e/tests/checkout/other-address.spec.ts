import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../../fixtures';
import { eventIdOf, openEvent } from '../ticketing/helpers';
import { CARDS, continueToPayment, fillGuest, holdTwoSeats, payByCard } from './helpers';

/**
 * Issue 15 row 6: a buyer who reaches Marquee by another address than PUBLIC_URL (here `localhost` while
 * PUBLIC_URL is `127.0.0.1`; in life a second domain or a LAN address) pays in the framed card stage and
 * comes back to the result on the same address. The frame used to point at PUBLIC_URL: another origin,
 * refused by the frame policy, and the fallback moved the buyer there without their session and consent.
 */
test('the card stage works from another address than PUBLIC_URL and the result stays on it', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const other = new URL(baseURL ?? '');
  expect(other.hostname).toBe('127.0.0.1');
  other.hostname = 'localhost';
  const origin = other.origin;

  const form = await openEvent(page, `${origin}/en/events/dvorak-novy-svet`);
  const eventId = await eventIdOf(page);
  await holdTwoSeats(page, form, request, eventId, 'Balkón vľavo');
  const checkout = await continueToPayment(form);
  await fillGuest(checkout, uniqueEmail('other-address'));
  await checkout.getByTestId('checkout-pay').click();
  await expect(form.locator('[data-stage="braintreeStage"]')).toBeVisible();

  // The bank's page is framed from the buyer's own origin (a relative address), so the frame policy lets it in.
  const src = await page.getByTestId('card-frame').getAttribute('src');
  expect(src).toMatch(/^\/api\/sandbox-bank\//);
  await payByCard(page, CARDS.approved);

  await expect(page).toHaveURL(new RegExp(`^${origin.replace(/\./g, '\\.')}/en/paymentResult\\?.*res=OK`));
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
});
