import { expect, test } from '@playwright/test';
import { acceptCookies } from '../../fixtures';
import { EVENTS, findEventId } from './helpers';

// The demo's rehearsal holds basket items for 40 s (seed purchase.ts), so expiry is seen in real time.
test('an expired hold shows the timeout dialog and the seat is free for another buyer', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const eventId = await findEventId(request, EVENTS.shortHold.name);
  const path = `/en/events/${eventId}`;
  const buyer = await (await browser.newContext()).newPage();
  const other = await (await browser.newContext()).newPage();

  await buyer.goto(path);
  await acceptCookies(buyer);
  const form = buyer.locator('[data-stage]');
  await form.getByRole('button', { name: 'Open seat map' }).click();
  const map = buyer.getByTestId('seat-map');
  await map.getByText('Seat list', { exact: true }).click();
  const sectors = map.getByRole('group', { name: 'Sectors' });
  await sectors.getByRole('button').first().click();
  await map.getByRole('button', { name: /^Row 1,/ }).click();
  const free = map.getByRole('button', { name: /^Row 1, seat \d+, available/ }).first();
  const seatName = (await free.getAttribute('aria-label'))?.match(/seat (\d+)/)?.[1] ?? '';
  const seatId = (await free.getAttribute('data-seat-id')) ?? '';
  await free.click();
  await expect(
    map.getByRole('button', { name: new RegExp(`^Row 1, seat ${seatName}, in your basket`) }),
  ).toBeVisible();
  await map.getByRole('button', { name: 'OK' }).click();
  await expect(form.getByTestId('basket-summary')).toBeVisible();

  // Another buyer sees the seat taken while it is held.
  const statusOf = async () => {
    const prices = await (await request.get(`/api/event/${eventId}/eventpricesandcounts`)).json();
    const ids = (prices.Sectors as { _id: string }[]).map((s) => s._id).join(',');
    const status = await (await request.get(`/api/event/${eventId}/getSeatsStatus?sectorIds=${ids}`)).json();
    for (const sector of status.Sectors as { Seats: Record<string, string> }[]) {
      if (sector.Seats[seatId]) return sector.Seats[seatId];
    }
    return null;
  };
  expect(await statusOf()).toBe('RESERVED');

  // With 40 s the warning (last 60 s) is on at once and offers the one extension; we let it run out.
  await expect(form.getByRole('alert')).toContainText('Your reservation is about to expire');
  const dialog = buyer.getByTestId('basket-timeout-dialog');
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  await expect(dialog).toContainText('Timeout was reached for your tickets reservations.');
  await dialog.getByRole('button', { name: 'Start again' }).click();
  await expect(form.getByRole('heading', { name: 'Choose tickets' })).toBeVisible();
  await expect(form.getByTestId('basket-summary')).toHaveCount(0);

  // The other browser can now take the seat.
  expect(await statusOf()).toBe('AVAILABLE');
  await other.goto(path);
  await acceptCookies(other);
  const otherForm = other.locator('[data-stage]');
  await otherForm.getByRole('button', { name: 'Open seat map' }).click();
  const otherMap = other.getByTestId('seat-map');
  await otherMap.getByText('Seat list', { exact: true }).click();
  await otherMap.getByRole('group', { name: 'Sectors' }).getByRole('button').first().click();
  await otherMap.getByRole('button', { name: /^Row 1,/ }).click();
  await otherMap.getByRole('button', { name: new RegExp(`^Row 1, seat ${seatName}, available`) }).click();
  await expect(
    otherMap.getByRole('button', { name: new RegExp(`^Row 1, seat ${seatName}, in your basket`) }),
  ).toBeVisible();
});
