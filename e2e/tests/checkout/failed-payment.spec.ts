import { expect, test } from '@playwright/test';
import { acceptCookies, uniqueEmail } from '../../fixtures';
import { EVENTS, findEventId } from '../ticketing/helpers';
import { CARDS, continueToPayment, fillGuest, holdTwoSeats, payByCard, seatState } from './helpers';

// The demo rehearsal holds seats for 40 s (seed purchase.ts): a failed payment's seats are seen freed.
test('a declined card ends on the failure page with a retry, and the seats are released when the hold ends', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const eventId = await findEventId(request, EVENTS.shortHold.name);
  await page.goto(`/en/events/${eventId}`);
  await acceptCookies(page);
  const form = page.locator('[data-stage]');
  const pick = await holdTwoSeats(page, form, request, eventId, 'Balkón vpravo');
  const checkout = await continueToPayment(form);
  await fillGuest(checkout, uniqueEmail('declined'));
  await checkout.getByTestId('checkout-pay').click();
  await payByCard(page, CARDS.declined);

  await expect(page).toHaveURL(/\/en\/paymentResult\?.*res=FAIL/);
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('no money was taken');
  const seat = pick.seats[0];
  if (!seat) throw new Error('no seat picked');
  expect(await seatState(request, eventId, pick.sectorId, seat.id)).toBe('RESERVED');

  // Try again: back on the event, the basket still holds the seats until the hold ends…
  await page.getByTestId('result-try-again').click();
  await expect(page).toHaveURL(new RegExp(`/en/events/${eventId}$`));
  // …then they are free for everyone, and nothing was sold.
  await expect
    .poll(() => seatState(request, eventId, pick.sectorId, seat.id), { timeout: 60_000, intervals: [1_000] })
    .toBe('AVAILABLE');
});
