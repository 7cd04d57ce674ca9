import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Frame, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, uniqueEmail } from '../../fixtures';
import { BASE_URL } from '../../services';
import { CARDS } from '../checkout/helpers';
import { EVENTS } from '../ticketing/helpers';

/**
 * Issue 22: an organizer's own site — a page on another origin (and another site: localhost, not 127.0.0.1)
 * served only by this test — frames the festival's buy-tickets embed in hr, dark, on a transparent
 * background. A guest buys a standing ticket with the sandbox card; the bank's page opens in a new window,
 * and the host page hears "purchase completed". Nothing is stored in a cookie.
 */
const HOST_BACKGROUND = '#141821';
const EMBED_URL = `${BASE_URL}/hr/embed/event/luky?theme=dark&transparent=true&showTitle=true`;
const HOST_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lúky Festival – tickets</title></head>
<body style="margin:0;background:${HOST_BACKGROUND};color:#f1f3f5;font-family:sans-serif"><main style="padding:16px">
<h1>Lúky Festival</h1><p>Buy your tickets right here.</p>
<iframe id="tickets" src="${EMBED_URL}" title="Tickets" height="640" style="border:0;width:100%;max-width:100%;background:transparent;color-scheme:dark" loading="lazy" allow="payment; clipboard-write"></iframe>
</main><script>
window.received = [];
addEventListener('message', (event) => {
  if (event.origin !== ${JSON.stringify(BASE_URL)}) return;
  window.received.push(event.data);
  if (event.data.type === 'marquee:resize') document.getElementById('tickets').height = event.data.height;
});
</script></body></html>`;

let host: http.Server;
let hostUrl = '';
test.beforeAll(async () => {
  host = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(HOST_PAGE);
  });
  await new Promise<void>((resolve) => host.listen(0, resolve));
  hostUrl = `http://localhost:${(host.address() as AddressInfo).port}/`;
});
test.afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

/**
 * axe inside the frame: a transparent embed shows the host's background, which axe cannot see through the
 * frame (it takes white behind a transparent page, and light text on white fails). For the scan the embed's
 * body is painted the host's colour — what a visitor actually sees behind the text.
 */
async function expectEmbedAccessible(page: Page, frame: Frame) {
  await frame.evaluate(`document.body.style.setProperty('background', '${HOST_BACKGROUND}', 'important')`);
  await expectNoSeriousA11yViolations(page);
  await frame.evaluate(`document.body.style.setProperty('background', 'transparent', 'important')`);
}

const received = (frame: { evaluate: Frame['evaluate'] }) =>
  frame.evaluate('window.received') as Promise<{ type: string; [key: string]: unknown }[]>;

test('a guest buys a standing ticket through the hr embed on another site; the host hears the purchase', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('embed');
  await page.goto(hostUrl);
  const embed = page.frameLocator('#tickets');
  await expect(embed.getByRole('heading', { level: 1, name: EVENTS.festival.name })).toBeVisible({
    timeout: 15_000,
  });
  const frame = page.frames().find((candidate) => candidate.url().startsWith(`${BASE_URL}/hr/embed/`));
  if (!frame) throw new Error('the embed frame is missing');
  // Dark, transparent (the host's background shows through), in Croatian, with no shell or cookie notice.
  expect(await frame.evaluate('document.documentElement.dataset.mantineColorScheme')).toBe('dark');
  expect(await frame.evaluate('document.documentElement.lang')).toBe('hr');
  expect(await frame.evaluate('getComputedStyle(document.body).backgroundColor')).toBe('rgba(0, 0, 0, 0)');
  await expect(embed.getByTestId('cookie-notice')).toHaveCount(0);
  // The host sizes the iframe from the embed's height messages.
  await expect.poll(async () => (await received(page)).some((m) => m.type === 'marquee:resize')).toBe(true);

  const form = embed.locator('[data-stage]');
  await form.getByRole('button', { name: 'Odaberi Festivalový areál' }).click();
  await form
    .getByRole('group', { name: 'Broj ulaznica' })
    .getByRole('button', { name: '1', exact: true })
    .click();
  await form.getByRole('button', { name: 'Nastavi bez suvenira' }).click();
  await expect(form.getByTestId('basket-summary').getByRole('listitem')).toHaveCount(1);
  await form.getByTestId('continue-to-payment').click();

  const checkout = form.getByRole('form', { name: 'Podaci za plaćanje' });
  await expect(checkout.getByRole('radio', { name: 'Kartica (Braintree)' })).toBeChecked();
  await checkout.getByRole('textbox', { name: /^E-pošta/ }).fill(email);
  await checkout.getByRole('textbox', { name: /^Potvrdite e-poštu/ }).pressSequentially(email);
  await checkout.getByRole('textbox', { name: /^Ime/ }).fill('Ivana');
  await checkout.getByRole('textbox', { name: /^Prezime/ }).fill('Horvat');
  await checkout.getByRole('checkbox', { name: /uvjetima korištenja/ }).check();
  await checkout.getByRole('checkbox', { name: /pravilima privatnosti/ }).check();
  await expectEmbedAccessible(page, frame);
  // The basket lives in the embed's own (partitioned) storage: no cookie anywhere.
  expect(await context.cookies()).toEqual([]);
  await checkout.getByTestId('checkout-pay').click();

  // Banks refuse frames: the card page opens in a new window from a click.
  await expect(form.locator('[data-stage="newWindowStage"]')).toBeVisible();
  const [bank] = await Promise.all([
    page.waitForEvent('popup'),
    form.getByRole('link', { name: 'Otvori plaćanje' }).click(),
  ]);
  await bank.getByLabel('Name on card').fill('Ivana Horvat');
  await bank.getByLabel('Card number').fill(CARDS.approved);
  await bank.getByLabel('Expiry (MM/YY)').fill('12/34');
  await bank.getByLabel('Security code (CVC)').fill('123');
  await bank.getByRole('button', { name: /^Pay / }).click();
  // The payment window ends on the site's own result page; the embed learns it from the server.
  await expect(bank).toHaveURL(/\/paymentResult\?.*res=OK/);
  await bank.close();

  const done = embed.getByTestId('embed-purchase-done');
  await expect(done.getByRole('heading', { name: 'Kupnja dovršena' })).toBeVisible({ timeout: 15_000 });
  await expect(done).toContainText('Vaša ulaznica je na putu prema vašoj e-pošti.');
  await expect
    .poll(async () => (await received(page)).find((m) => m.type === 'marquee:purchase-completed'))
    .toMatchObject({
      type: 'marquee:purchase-completed',
      embed: 'event',
      id: 'luky',
      result: 'OK',
      tickets: 1,
      currency: 'EUR',
      orderNumber: expect.stringMatching(/^\d+$/),
    });
  await expectEmbedAccessible(page, frame);
});
