import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../fixtures';
import {
  adjacentFreeSeats,
  clickSeatOnMap,
  EVENTS,
  eventIdOf,
  findEventId,
  markNextClick,
  msSinceMark,
  openEvent,
} from './helpers';

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

test('seat map pictures: an image pin opens its lightbox, a sector shows its gallery; a drag pans without picking', async ({
  page,
}) => {
  const form = await openEvent(page, EVENTS.hall.path);
  await form.getByRole('button', { name: 'Open seat map' }).click();
  const map = page.getByTestId('seat-map');
  const drawing = map.getByTestId('seat-map-svg');
  await expect(drawing).toBeVisible();

  // The image pin of the drawing (seeded: the view from the stage).
  await map.getByRole('button', { name: 'Pohľad z pódia' }).click();
  const pinBox = page.getByRole('dialog', { name: 'Pohľad z pódia' });
  await expect(pinBox.getByRole('img', { name: 'Pohľad z pódia' })).toBeVisible();
  await pinBox.getByRole('button', { name: 'Close' }).click();
  await expect(pinBox).toBeHidden();
  await expect(map).toBeVisible();

  // A drag moves the view (the viewBox) and picks no seat.
  await map.getByRole('button', { name: 'Parter stred' }).click();
  await expect(map.getByTestId('seat-layer')).toBeVisible();
  await page.waitForTimeout(500); // the 300 ms zoom into the sector
  const before = await drawing.getAttribute('viewBox');
  const area = await drawing.boundingBox();
  if (!area) throw new Error('no drawing box');
  const from = { x: area.x + area.width / 2, y: area.y + area.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 60, from.y + 30, { steps: 6 });
  await page.mouse.move(from.x + 120, from.y + 60, { steps: 6 });
  await page.mouse.up();
  const after = await drawing.getAttribute('viewBox');
  const [x0 = 0, y0 = 0] = (before ?? '').split(' ').map(Number);
  const [x1 = 0, y1 = 0] = (after ?? '').split(' ').map(Number);
  expect(x1).toBeLessThan(x0); // the drawing followed the pointer right and down
  expect(y1).toBeLessThan(y0);
  await expect(map.getByRole('button', { name: 'Close' })).toBeVisible(); // nothing was added

  // The zoomed sector's cover and gallery; a picture opens large.
  const gallery = map.getByRole('group', { name: 'Pictures of the sector' });
  await expect(gallery.getByRole('button')).toHaveCount(3);
  await gallery.getByRole('button').nth(1).click();
  const picture = page.getByRole('dialog', { name: 'Parter stred' });
  await expect(picture.getByRole('img', { name: 'Parter stred' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await picture.getByRole('button', { name: 'Close' }).click();
  await expect(picture).toBeHidden();
});

test('seat map of the 16,138-seat arena: time to the drawing and to a sector’s seats', async ({
  page,
  request,
}) => {
  const eventId = await findEventId(request, 'Mlýnská kola: Proti proudu Tour');
  const form = await openEvent(page, `/en/events/${eventId}`);
  const open = form.getByRole('button', { name: 'Open seat map' });
  await expect(open).toBeEnabled();
  // Clock in the page: from the click to the drawing painted, then from a sector's click to its seats.
  await markNextClick(page, 'seat-map-click');
  await open.click();
  const map = page.getByTestId('seat-map');
  await expect(map.getByTestId('seat-map-svg')).toBeVisible();
  const drawingMs = await msSinceMark(page, 'seat-map-click');
  await markNextClick(page, 'sector-click');
  await map.getByRole('button', { name: 'Sektor 107' }).click();
  await expect(map.getByTestId('seat-layer').locator('path').first()).toHaveAttribute('d', /M/);
  const seatsMs = await msSinceMark(page, 'sector-click');
  const note = `drawing ${Math.round(drawingMs)} ms after the click; Sektor 107's seats ${Math.round(seatsMs)} ms after its click`;
  test.info().annotations.push({ type: 'seat map timing', description: note });
  console.log(`seat map (16,138-seat arena): ${note}`);
  // ARCHITECTURE §6 budget is < 1 s on a quiet machine; this shared one gets a wider, still failing, bound.
  expect(drawingMs).toBeLessThan(4000);
});
