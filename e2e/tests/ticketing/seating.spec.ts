import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../fixtures';
import { adjacentFreeSeats, clickSeatOnMap, EVENTS, eventIdOf, openEvent } from './helpers';

test('seating: two adjacent seats picked on the map are held for me', async ({ page, request }) => {
  const form = await openEvent(page, EVENTS.hall.path);
  const eventId = await eventIdOf(page);
  const pick = await adjacentFreeSeats(request, eventId, 'Parter stred');

  await form.getByRole('button', { name: 'Open seat map' }).click();
  const map = page.getByTestId('seat-map');
  await expect(map).toBeVisible();
  // Not closed by Escape (spec 2 §2).
  await page.keyboard.press('Escape');
  await expect(map).toBeVisible();
  await expect(map.getByRole('button', { name: 'Close' })).toBeVisible();

  await map.getByRole('button', { name: 'Parter stred' }).click();
  await expect(map.getByTestId('seat-layer')).toBeVisible();
  // Let the 300 ms zoom finish before aiming at a seat.
  await page.waitForTimeout(500);
  for (const seat of pick.seats) {
    await clickSeatOnMap(page, seat);
    await expect(map.getByTestId('seat-map-footer')).toContainText(`${pick.seats.indexOf(seat) + 1} ticket`);
  }
  await expectNoSeriousA11yViolations(page);
  await map.getByRole('button', { name: 'OK' }).click();

  const basket = form.getByTestId('basket-summary');
  for (const seat of pick.seats) {
    await expect(
      basket.getByRole('listitem').filter({ hasText: `Row ${pick.row} · Seat ${seat.name}` }),
    ).toBeVisible();
  }
  // The server now answers those seats as mine (RESERVED_ME) for this basket and RESERVED for others.
  const status = await (
    await request.get(`/api/event/${eventId}/getSeatsStatus?sectorIds=${pick.sectorId}`)
  ).json();
  for (const seat of pick.seats) expect(status.Sectors[0].Seats[seat.id]).toBe('RESERVED');
});

test('seating by keyboard: the seat list picks two adjacent seats without the drawing', async ({
  page,
  request,
}) => {
  const form = await openEvent(page, EVENTS.hall.path);
  const pick = await adjacentFreeSeats(request, await eventIdOf(page), 'Balkón vľavo');

  await form.getByRole('button', { name: 'Open seat map' }).focus();
  await page.keyboard.press('Enter');
  const map = page.getByTestId('seat-map');
  // The view switch is a radio group: arrow keys move the choice.
  await map.getByRole('radio', { name: 'Map' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(map.getByRole('radio', { name: 'Seat list' })).toBeChecked();
  await map.getByRole('button', { name: 'Balkón vľavo' }).focus();
  await page.keyboard.press('Enter');
  await map.getByRole('button', { name: new RegExp(`^Row ${pick.row}, Balkón vľavo`) }).focus();
  await page.keyboard.press('Enter');

  for (const seat of pick.seats) {
    const button = map.getByRole('button', {
      name: new RegExp(`^Row ${pick.row}, seat ${seat.name}, available`),
    });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(
      map.getByRole('button', { name: new RegExp(`^Row ${pick.row}, seat ${seat.name}, in your basket`) }),
    ).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(map.getByTestId('seat-map-footer')).toContainText('2 tickets added');
  await expectNoSeriousA11yViolations(page);
  await map.getByRole('button', { name: 'OK' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByTestId('basket-summary').getByRole('listitem')).toHaveCount(2);
});
