import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type BrowserContext, expect, type Request, test } from '@playwright/test';
import { type TestAccount, uniqueEmail } from '../../fixtures';
import { CARDS, continueToPayment, fillGuest, payByCard } from '../checkout/helpers';
import { freshPromoter, ok, standingEventOnSale } from '../organizer/fresh-promoter';

/**
 * Issue 22, sessions and referrals, consent and tracking. A fresh organizer's standing event has a Meta
 * pixel. The e2e server runs with TRACKING_ENABLED and the pixel's script at /__tracking-stub/fbevents.js
 * (playwright.config.ts), which this test serves: a stub that reports every fbq call to /__tracking-stub/tr.
 * One visitor refuses tracking — not a single tracker request, not even the tracking configuration; another
 * arrives through a `?ref=` link, accepts, and buys with the sandbox card: the pixel hears PageView,
 * AddToCart, InitiateCheckout and Purchase with the price, and the organizer's statistics count the sale
 * for that referral.
 */

test.use({ actionTimeout: 15_000 });
const AREA = 'Floor';
const PIXEL_ID = '123456789012';
const STUB = `(function () {
  var fbq = window.fbq;
  function send(args) {
    var call = Array.prototype.slice.call(args);
    fetch('/__tracking-stub/tr?call=' + encodeURIComponent(JSON.stringify(call)), { keepalive: true });
  }
  fbq.callMethod = function () { send(arguments); };
  var queued = fbq.queue || [];
  fbq.queue = [];
  queued.forEach(send);
})();`;

/** A fresh promoter with a published standing event at 20 EUR whose Meta pixel tracks every event. */
async function organizerWithTrackedEvent(request: APIRequestContext, account: TestAccount) {
  const { headers, tag } = await freshPromoter(request, account, 'Pixel');
  const id = await standingEventOnSale(request, headers, { name: `Pixel night ${tag}`, area: AREA });
  // A tracking id with script in it is refused on save (400, field errors); the real one is kept.
  const hostile = await request.put(`/api/event/${id}`, {
    headers,
    data: { TrackingProviders: [{ Type: 'FacebookPixel', TrackingId: '1"><script>alert(1)</script>' }] },
  });
  expect(hostile.status()).toBe(400);
  expect((await hostile.json()).FieldErrors).toHaveProperty(['TrackingProviders.0.TrackingId']);
  await ok(
    request.put(`/api/event/${id}`, {
      headers,
      data: {
        TrackingProviders: [
          {
            Type: 'FacebookPixel',
            TrackingId: PIXEL_ID,
            PixelEvents: ['PageView', 'AddToCart', 'InitiateCheckout', 'Purchase'],
          },
        ],
      },
    }),
  );
  await ok(request.put(`/api/event/${id}/status?Status=PUBLISHED`, { headers }));
  return { id, headers };
}

/** Serves the pixel stub and records what reaches it, and every tracking-configuration read. */
async function watchTrackers(context: BrowserContext) {
  const hits: string[] = [];
  const calls: unknown[][] = [];
  await context.route('**/__tracking-stub/**', async (route) => {
    const url = new URL(route.request().url());
    hits.push(url.pathname);
    if (url.pathname.endsWith('/fbevents.js'))
      return route.fulfill({ contentType: 'text/javascript', body: STUB });
    calls.push(JSON.parse(url.searchParams.get('call') ?? '[]') as unknown[]);
    return route.fulfill({ status: 204 });
  });
  context.on('request', (request: Request) => {
    if (request.url().includes('/api/tracking/config')) hits.push('/api/tracking/config');
  });
  return { hits, calls };
}

/** The standing area, one ticket, on to the payment form. */
async function basketOfOne(page: import('@playwright/test').Page) {
  const form = page.locator('[data-stage]');
  await form.getByRole('button', { name: `Choose ${AREA}` }).click();
  await form
    .getByRole('group', { name: 'Number of tickets' })
    .getByRole('button', { name: '1', exact: true })
    .click();
  return continueToPayment(form);
}

test('a refused consent loads no tracker; a ?ref visit with consent buys, the pixel hears it, the referral counts', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const organizer = { email: uniqueEmail('pixel-org'), password: 'pixel-org-1234', name: 'Pixel Org' };
  const { id: eventId, headers } = await organizerWithTrackedEvent(request, organizer);

  // 1. Necessary only: the page and a basket, and nothing goes to a tracker.
  const refusing = await browser.newContext({ locale: 'en-US' });
  const refused = await watchTrackers(refusing);
  const first = await refusing.newPage();
  await first.goto(`/en/events/${eventId}`);
  await first.getByTestId('cookie-notice').getByRole('button', { name: 'Necessary only' }).click();
  await basketOfOne(first);
  await first.waitForTimeout(500);
  expect(refused.hits).toEqual([]);
  expect(await first.evaluate('typeof window.fbq')).toBe('undefined');
  await refusing.close();

  // 2. Through a partner's link, with consent: the pixel hears the visit, the basket, checkout and purchase.
  const referral = `partner <b>${randomBytes(3).toString('hex')}</b>`;
  const buying = await browser.newContext({ locale: 'en-US' });
  const tracked = await watchTrackers(buying);
  const page = await buying.newPage();
  await page.goto(`/en/events/${eventId}?ref=${encodeURIComponent(referral)}`);
  await page.getByTestId('cookie-notice').getByRole('button', { name: 'Accept all' }).click();
  const checkout = await basketOfOne(page);
  await fillGuest(checkout, uniqueEmail('pixel-buyer'));
  await checkout.getByTestId('checkout-pay').click();
  await payByCard(page, CARDS.approved);
  await expect(page).toHaveURL(/\/en\/paymentResult\?.*res=OK/);

  const money = { value: 20, currency: 'EUR', content_ids: [eventId], content_type: 'product', num_items: 1 };
  await expect
    .poll(() => tracked.calls.map((call) => (call[0] === 'trackSingle' ? call[2] : call[0])))
    .toEqual(expect.arrayContaining(['init', 'PageView', 'AddToCart', 'InitiateCheckout', 'Purchase']));
  expect(tracked.calls).toContainEqual(['trackSingle', PIXEL_ID, 'AddToCart', money]);
  const purchase = tracked.calls.find((call) => call[2] === 'Purchase');
  expect(purchase?.slice(0, 4)).toEqual(['trackSingle', PIXEL_ID, 'Purchase', money]);
  expect(purchase?.[4]).toEqual({ eventID: expect.stringMatching(/^\d+$/) });
  await buying.close();

  // 3. The organizer's statistics count the sale for that referral, its markup kept as text.
  const statistics = await request.get(`/api/event/${eventId}/statistics`, { headers });
  expect(statistics.ok(), await statistics.text()).toBe(true);
  const { ByReferral } = (await statistics.json()) as {
    ByReferral: { ReferalId: string | null; Orders: number; Tickets: number; Gross: number }[];
  };
  expect(ByReferral).toEqual([{ ReferalId: referral, Currency: 'EUR', Orders: 1, Tickets: 1, Gross: 20 }]);
});
