import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { acceptCookies, signInViaApi, type TestAccount, uniqueEmail } from '../../fixtures';
import { GPWEBPAY_FAKE_URL, STRIPE_FAKE_URL } from '../../services';
import { continueToPayment, fillGuest } from '../checkout/helpers';
import { freshPromoter, ok, standingEventOnSale } from '../organizer/fresh-promoter';

/**
 * Real money (issue 23) the way an organizer and buyers meet it, against the local fakes of Stripe and GP
 * webpay the global setup starts. A fresh organizer (the demo organizers' card gate serves other journeys
 * through the sandbox bank) with a published standing event made through the API sets up Stripe and GP
 * webpay for EUR on its Payments page; a buyer pays by card on Stripe's hosted page, another through GP
 * webpay's redirect; both get their tickets; the organizer refunds the Stripe order from the event's orders.
 */

test.use({ actionTimeout: 15_000 });
const AREA = 'Floor';

/** A fresh promoter (its default profile) with a published standing event at 20 EUR; answers its id. */
async function organizerWithEvent(request: APIRequestContext, account: TestAccount) {
  const { headers, tag } = await freshPromoter(request, account, 'Payments');
  const id = await standingEventOnSale(request, headers, { name: `Card night ${tag}`, area: AREA });
  await ok(request.put(`/api/event/${id}/status?Status=PUBLISHED`, { headers }));
  return id;
}

/** A buyer's own browser: one standing ticket of the event, a guest's details, the chosen card gate. */
async function buyOne(browser: Browser, eventId: string, gate: string, extended: boolean) {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const email = uniqueEmail('provider-buyer');
  await page.goto(`/en/events/${eventId}`);
  await acceptCookies(page);
  const form = page.locator('[data-stage]');
  await form.getByRole('button', { name: `Choose ${AREA}` }).click();
  await form
    .getByRole('group', { name: 'Number of tickets' })
    .getByRole('button', { name: '1', exact: true })
    .click();
  const checkout = await continueToPayment(form);
  await checkout.getByRole('radio', { name: gate }).check();
  await fillGuest(checkout, email);
  if (extended) {
    await checkout.getByRole('textbox', { name: /^Address/ }).fill('Hlavná 1');
    await checkout.getByRole('textbox', { name: /^City/ }).fill('Bratislava');
    await checkout.getByRole('textbox', { name: /^Postal code/ }).fill('81101');
    await checkout.getByRole('textbox', { name: /^Country/ }).fill('Slovakia');
  }
  await checkout.getByTestId('checkout-pay').click();
  return { context, page, email };
}

async function expectTickets(page: Page) {
  await expect(page).toHaveURL(/\/en\/paymentResult\?.*res=OK/);
  const result = page.getByTestId('payment-result');
  await expect(result.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(result).toContainText('Your ticket is on its way to your e-mail.');
}

test('an organizer sets up Stripe and GP webpay, buyers pay through both, the organizer refunds one', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(60_000);
  // The merchant's own RSA key for GP webpay, made in the thread pool while the organizer is set up.
  const merchantKey = promisify(generateKeyPair)('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const organizer = { email: uniqueEmail('provider-org'), password: 'providers-1234', name: 'Provider Org' };
  const eventId = await organizerWithEvent(request, organizer);
  await signInViaApi(page, request, organizer);

  // Dashboard → Payments → Stripe for EUR with the organizer's own test keys.
  await page.goto('/en/dashboard');
  await acceptCookies(page);
  await page.getByRole('link', { name: 'Payments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment providers' })).toBeVisible();
  const secretKey = `sk_test_e2e${randomBytes(8).toString('hex')}`;
  const webhookSecret = `whsec_e2e${randomBytes(8).toString('hex')}`;
  await page.getByRole('button', { name: 'Add Stripe' }).click();
  let form = page.getByTestId('provider-form');
  await form.getByLabel('Secret key').fill(secretKey);
  await form.getByLabel('Webhook signing secret').fill(webhookSecret);
  await form.getByTestId('provider-save').click();
  const stripeItem = page.getByTestId('provider-item').filter({ hasText: 'Stripe EUR' });
  await expect(stripeItem).toContainText(`…${secretKey.slice(-4)}`);
  await expect(stripeItem).not.toContainText(secretKey);
  // The webhook endpoint the page shows is what the organizer enters in Stripe (here: the fake).
  const notifyUrl = (await stripeItem.getByTestId('provider-notify-url').textContent()) ?? '';
  expect(notifyUrl).toContain('/api/payments/stripe/webhook/');
  await request.post(`${STRIPE_FAKE_URL}/_fake/endpoints`, {
    data: { apiKey: secretKey, url: notifyUrl, secret: webhookSecret },
  });

  // GP webpay for EUR: the merchant's own RSA key (its public half registered with GP), GP's public key.
  const merchant = await merchantKey;
  const fake = GPWEBPAY_FAKE_URL.replace('/pgw/order.do', '');
  const merchantNumber = String(Date.now()).slice(-10);
  await request.post(`${fake}/_fake/merchants`, {
    data: { MerchantNumber: merchantNumber, PublicKeyPem: merchant.publicKey },
  });
  const gpPublicKey = await (await request.get(`${fake}/_fake/gp-public-key`)).text();
  await page.getByRole('button', { name: 'Add GP webpay' }).click();
  form = page.getByTestId('provider-form');
  await form.getByLabel('Merchant number').fill(merchantNumber);
  await form.getByLabel('Your private key (PEM)').fill(merchant.privateKey);
  await form.getByLabel("GP webpay's public key (PEM)").fill(gpPublicKey);
  await form.getByTestId('provider-save').click();
  await expect(page.getByTestId('provider-item').filter({ hasText: 'GP webpay EUR' })).toContainText(
    `Merchant ${merchantNumber}.`,
  );

  // Two buyers at once, each in a browser of their own. One pays by card on Stripe's hosted page (the card
  // gate now leaves for Stripe Checkout); the other through GP webpay's redirect (its gate asks for the
  // address too).
  const [stripeBuyer] = await Promise.all([
    (async () => {
      const buyer = await buyOne(browser, eventId, 'Card (Braintree)', false);
      await expect(buyer.page).toHaveURL(new RegExp(`^${STRIPE_FAKE_URL}/pay/cs_test_`));
      await buyer.page.getByRole('button', { name: 'Pay', exact: true }).click();
      await expectTickets(buyer.page);
      await buyer.context.close();
      return buyer;
    })(),
    (async () => {
      const buyer = await buyOne(browser, eventId, 'Card (GP webpay)', true);
      await expect(buyer.page.getByRole('heading', { name: /^GP webpay: 20\.00/ })).toBeVisible();
      await buyer.page.getByRole('button', { name: 'Pay', exact: true }).click();
      await expectTickets(buyer.page);
      await buyer.context.close();
    })(),
  ]);

  // The organizer refunds the Stripe order from the event's orders: the money goes back through Stripe.
  await page.goto(`/en/event/orders/${eventId}`);
  await page.getByTestId('orders-search').fill(stripeBuyer.email);
  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(1);
  await rows
    .first()
    .getByRole('button', { name: /^Open order / })
    .click();
  const drawer = page.getByRole('dialog', { name: /^Order / });
  await drawer.getByTestId('refund-open').click();
  await expect(page.getByTestId('refund-summary')).toContainText('Refund €');
  await page.getByTestId('refund-confirm').click();
  await expect(page.getByTestId('refund-summary')).toHaveCount(0);
  await expect(drawer).toContainText('Refunded');
});
