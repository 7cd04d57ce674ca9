import { type APIRequestContext, expect, test } from '@playwright/test';
import { acceptCookies, uniqueEmail, waitForMail } from '../../fixtures';
import { CARDS, continueToPayment, fillGuest, payByCard } from '../checkout/helpers';
import { adjacentFreeSeats } from '../ticketing/helpers';

/** The demo event with voucher templates (apps/server/src/db/seed/coupons.ts: "Gift voucher 25 €"). */
async function voucherEvent(request: APIRequestContext): Promise<string> {
  const events = (await (await request.get('/api/event/search?perPage=100')).json()) as { Id: string }[];
  for (const event of events) {
    const templates = (await (await request.get(`/api/event/${event.Id}/voucherTemplates`)).json()) as {
      Name: string;
    }[];
    if (Array.isArray(templates) && templates.some((t) => t.Name === 'Gift voucher 25 €')) return event.Id;
  }
  throw new Error('no demo event with voucher templates');
}

/** One ticket of the event into the basket through the API: a standing place, else a free seat. */
async function holdOneTicket(request: APIRequestContext, eventId: string, guid: string) {
  const prices = await (await request.get(`/api/event/${eventId}/eventpricesandcounts`)).json();
  const sectors = prices.Sectors as { _id: string; Name: string; Type: string; IsSellingEnabled: boolean }[];
  const standing = sectors.find((s) => s.Type === 'StandingSector' && s.IsSellingEnabled);
  const url = standing
    ? `/api/ticketing/${eventId}/basket/${guid}/standing/${standing._id}/1`
    : await (async () => {
        const seating = sectors.find((s) => s.Type === 'SeatingSector' && s.IsSellingEnabled);
        if (!seating) throw new Error('no sector on sale');
        const pick = await adjacentFreeSeats(request, eventId, seating.Name);
        return `/api/ticketing/${eventId}/basket/${guid}/seat/${pick.seats[0]?.id}`;
      })();
  expect((await request.post(url)).status()).toBe(200);
}

test('a guest buys a gift voucher with a ticket, pays by card and gets the voucher code by e-mail', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const eventId = await voucherEvent(request);
  await page.goto(`/en/events/${eventId}`);
  await acceptCookies(page);
  const form = page.locator('[data-stage]');
  await expect(form).toBeVisible();

  const card = form.getByTestId('gift-vouchers');
  await expect(card).toContainText('Gift voucher 25 €');
  await card.getByRole('button', { name: 'Add the gift voucher Gift voucher 25 €' }).click();
  await expect(card.getByTestId('gift-vouchers-in-basket')).toContainText('Gift voucher 25 € — €25.00');

  // The basket the card made (the buy form's stored guid) also gets a ticket; the page then shows it.
  const stored = (await page.evaluate("localStorage.getItem('marquee.basket')")) as string | null;
  const guid = (JSON.parse(stored ?? '{}') as { guid?: string }).guid ?? '';
  expect(guid).not.toBe('');
  await holdOneTicket(request, eventId, guid);
  await page.reload();
  await form.getByTestId('go-to-basket').click();
  await expect(form.getByTestId('basket-summary').getByTestId('gift-vouchers-in-basket')).toContainText(
    'Gift voucher 25 €',
  );

  const checkout = await continueToPayment(form);
  await expect(checkout.getByTestId('summary-gifts')).toContainText('€25.00');
  const email = uniqueEmail('gift-voucher');
  await fillGuest(checkout, email);
  await checkout.getByTestId('checkout-pay').click();
  await payByCard(page, CARDS.approved);
  await expect(page).toHaveURL(/\/en\/paymentResult\?.*res=OK/);

  const mail = await waitForMail(email, /Your gift vouchers/, 30_000);
  const code = /Gift voucher 25 € — code ([A-Z2-9]{8}) — credit €25\.00/.exec(mail.text)?.[1];
  expect(code).toBeTruthy();
  // The payment result shows the same code.
  await expect(page.getByTestId('bought-vouchers')).toContainText(`code ${code}, credit €25.00`);
  // The code is a voucher with its full credit, usable on the organizer's events.
  const found = await request.get(`/api/coupon?code=${code}&eventId=${eventId}`);
  expect(found.status()).toBe(200);
  expect((await found.json()).RemainingCredit).toBeCloseTo(25, 2);
});
