import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, expect, type Page, test } from '@playwright/test';
import QRCode from 'qrcode';
import { acceptCookies, signInViaApi, signUpViaApi, uniqueEmail } from '../../fixtures';
import { CARDS, continueToPayment, fillNameAndAgree, holdTwoSeats, payByCard } from '../checkout/helpers';
import { signInAsMarqueeLive } from '../coupons/helpers';
import { EVENTS, eventIdOf, openEvent } from '../ticketing/helpers';

/**
 * The door (issue 17), the way people meet it: a fan buys two seats of the hall concert; the organizer (the
 * demo account as Marquee Live) creates check-in from the event's menu and two device links; door staff open
 * them on two phones whose cameras are Chromium's fake video device playing a real QR of each ticket (a y4m
 * made with ffmpeg from the QR's PNG). Phone A: welcome, then the same QR again: already inside. Phone B goes
 * offline, scans the second ticket — welcome, decided on the phone — and syncs when back online; the
 * organizer's live count shows 2 inside. Runs in the demo-account chain (it switches the active profile).
 */

const SECTOR = 'Parter vľavo';
// A step that cannot happen fails in 20 s with its own message, not at the test's timeout.
test.use({ actionTimeout: 20_000 });
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--use-fake-device-for-media-stream',
];

/**
 * A video of the ticket's QR for Chromium's fake camera: the QR's PNG through ffmpeg, as a y4m file. With
 * `blankSeconds`, the camera first sees a white wall that long (the steward has not raised the ticket yet).
 */
async function qrVideo(dir: string, name: string, text: string, blankSeconds = 0): Promise<string> {
  const png = path.join(dir, `${name}.png`);
  const video = path.join(dir, `${name}.y4m`);
  // 300 px: the whole code inside the scanner's centre square (2/3 of the 480 px frame height).
  await QRCode.toFile(png, text, { errorCorrectionLevel: 'H', width: 300, margin: 4 });
  const qr = '[1:v]pad=640:480:(ow-iw)/2:(oh-ih)/2:white,format=yuv420p,fps=2[qr]';
  const filter = blankSeconds > 0 ? `${qr};[0:v]format=yuv420p[wall];[wall][qr]concat=n=2:v=1[out]` : qr;
  execFileSync('ffmpeg', [
    ...['-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `color=white:s=640x480:r=2:d=${Math.max(blankSeconds, 1)}`],
    ...['-loop', '1', '-t', '4', '-i', png],
    ...['-filter_complex', filter, '-map', blankSeconds > 0 ? '[out]' : '[qr]', video],
  ]);
  return video;
}

/** A phone at the door: its own browser, whose camera plays `video`. */
async function doorPhone(video: string): Promise<{ browser: Browser; context: BrowserContext; page: Page }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, `--use-file-for-fake-video-capture=${video}`],
  });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
    permissions: ['camera'],
  });
  return { browser, context, page: await context.newPage() };
}

/** The organizer's "New device link" for the first gate; answers the link staff open. */
async function newDeviceLink(page: Page, name: string): Promise<string> {
  await page.getByRole('button', { name: 'New device link' }).click();
  const form = page.getByTestId('device-link-form');
  await form.getByRole('textbox', { name: 'Device name' }).fill(name);
  await form.getByRole('button', { name: 'Create link' }).click();
  const url = page.getByTestId('device-link-url');
  await expect(url).toContainText('/door#pair=');
  const link = (await url.textContent()) ?? '';
  await expect(page.getByTestId('device-link-qr')).toBeVisible();
  return link.trim();
}

test('door check-in: two phones scan the bought tickets by camera, one of them offline, and the organizer counts 2 inside', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-door-'));
  const phones: Browser[] = [];
  const { restore } = await signInAsMarqueeLive(page, request);
  try {
    // A fan buys two seats at the back of the stalls (the front rows are other journeys').
    const fan = { email: uniqueEmail('door-fan'), password: 'Secret-123456', name: 'Door Fan' };
    await signUpViaApi(request, fan);
    const fanContext = await browser.newContext({ locale: 'en-US' });
    const fanPage = await fanContext.newPage();
    await signInViaApi(fanPage, request, fan);
    const form = await openEvent(fanPage, EVENTS.hall.path);
    const eventId = await eventIdOf(fanPage);
    await holdTwoSeats(fanPage, form, request, eventId, SECTOR, true);
    const checkout = await continueToPayment(form);
    await fillNameAndAgree(checkout, { first: 'Door', last: 'Fan' });
    await checkout.getByTestId('checkout-pay').click();
    await payByCard(fanPage, CARDS.approved);
    await expect(fanPage).toHaveURL(/\/en\/paymentResult\?.*res=OK/);
    await fanContext.close();
    const login = await request.post('/api/account/tokenwithuserinfo', {
      data: { Email: fan.email, Password: fan.password },
    });
    const fanToken = ((await login.json()) as { AccessToken: { Access_token: string } }).AccessToken
      .Access_token;
    const purchases = (await (
      await request.get(`/api/ticketing/tickets?eventId=${eventId}`, {
        headers: { Authorization: `Bearer ${fanToken}` },
      })
    ).json()) as { Tickets: { QrCode: string }[] }[];
    const qrs = purchases.flatMap((purchase) => purchase.Tickets.map((ticket) => ticket.QrCode));
    expect(qrs).toHaveLength(2);

    // The organizer: Your events → the hall concert's menu → Door check-in → create it, two device links.
    await page.goto('/en/dashboard/events');
    await acceptCookies(page);
    await page
      .getByRole('button', { name: `More actions for ${EVENTS.hall.name}` })
      .first()
      .click();
    await page.getByTestId('event-checkin').click();
    await expect(page).toHaveURL(new RegExp(`/en/event/checkin/${eventId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Door check-in' })).toBeVisible();
    await page.getByRole('button', { name: 'Create check-in' }).click();
    const linkA = await newDeviceLink(page, `Phone A ${Date.now()}`);
    const linkB = await newDeviceLink(page, `Phone B ${Date.now()}`);
    const insideBefore = Number((await page.getByTestId('checkin-inside').textContent()) ?? '0');

    // Phone A: the first ticket's QR in front of the camera → welcome; still there → already inside.
    const a = await doorPhone(await qrVideo(dir, 'ticket-1', qrs[0] ?? ''));
    phones.push(a.browser);
    await a.page.goto(linkA);
    await expect(a.page.getByTestId('door')).toBeVisible({ timeout: 20_000 });
    expect(a.page.url()).not.toContain('pair=');
    const answerA = a.page.getByTestId('scan-answer');
    await expect(answerA).toHaveAttribute('data-result', 'WELCOME', { timeout: 20_000 });
    await expect(answerA).toContainText('Welcome');
    await expect(answerA).toHaveAttribute('data-result', 'ALREADY_INSIDE', { timeout: 20_000 });
    await expect(answerA).toContainText('Already inside');

    // Phone B pairs and loads its snapshot online; the network goes before the steward raises the second
    // ticket to the camera (6 s of white wall first): the scan is decided on the phone.
    const b = await doorPhone(await qrVideo(dir, 'ticket-2', qrs[1] ?? '', 6));
    phones.push(b.browser);
    await b.page.goto(linkB);
    await expect(b.page.getByTestId('door')).toBeVisible({ timeout: 20_000 });
    await expect(b.page.getByTestId('door-network')).toHaveText('Online');
    await b.context.setOffline(true);
    const answerB = b.page.getByTestId('scan-answer');
    await expect(answerB).toHaveAttribute('data-result', 'WELCOME', { timeout: 20_000 });
    await expect(answerB).toContainText('Decided offline');
    await expect(b.page.getByTestId('door-network')).toHaveText('Offline');
    await expect(b.page.getByTestId('door-queue')).not.toHaveAttribute('data-count', '0');
    // Back online: the queue is sent.
    await b.context.setOffline(false);
    await expect(b.page.getByTestId('door-queue')).toHaveAttribute('data-count', '0', { timeout: 20_000 });

    // The organizer's live count (polled every 5 s) shows both inside.
    await expect(page.getByTestId('checkin-inside')).toHaveText(String(insideBefore + 2), {
      timeout: 20_000,
    });
  } finally {
    for (const phone of phones) await phone.close();
    await restore();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
