import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { acceptCookies, uniqueEmail } from '../../fixtures';
import { seatState } from '../checkout/helpers';
import { signInAsMarqueeLive } from '../coupons/helpers';
import { adjacentFreeSeats, buyerSeatRow, EVENTS, findEventId } from '../ticketing/helpers';
import { sellSeatViaApi } from './helpers';

/**
 * Organizer insight (issue 18), the way an organizer meets it: two seats of the hall concert are sold
 * through the API (two orders, one buyer, a referral id of this run's own); the organizer (the demo account
 * as Marquee Live) opens the event's statistics from Your events and finds both sales under that referral;
 * on the orders page finds them by the buyer's e-mail, exports them as CSV (parsed here), cancels and
 * refunds one; its seat is available again on a buyer's seat map. Runs in the demo-account chain.
 */

test.use({ actionTimeout: 20_000 });
const SECTOR = 'Parter vľavo';

test('organizer insight: statistics count two sales, the CSV export lists them, a refund puts the seat back on sale', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const eventId = await findEventId(request, EVENTS.hall.name);
  const pick = await adjacentFreeSeats(request, eventId, SECTOR, true);
  const referral = `e2e-insight-${Date.now()}`;
  const email = uniqueEmail('insight-buyer');
  const [first, second] = pick.seats as [(typeof pick.seats)[number], (typeof pick.seats)[number]];
  const sales = [
    await sellSeatViaApi(request, { eventId, seatId: first.id, email, referalId: referral, lastName: 'One' }),
    await sellSeatViaApi(request, {
      eventId,
      seatId: second.id,
      email,
      referalId: referral,
      lastName: 'Two',
    }),
  ];
  expect(await seatState(request, eventId, pick.sectorId, first.id)).toBe('SOLD');
  const gross = sales.reduce((sum, sale) => sum + sale.total, 0);

  const session = await signInAsMarqueeLive(page, request);
  try {
    // Your events → the hall concert's menu → Statistics.
    await page.goto('/en/dashboard/events');
    await acceptCookies(page);
    await page
      .getByRole('button', { name: `More actions for ${EVENTS.hall.name}` })
      .first()
      .click();
    await page.getByTestId('event-statistics').click();
    await expect(page).toHaveURL(new RegExp(`/en/event/statistics/${eventId}`));
    await expect(page.getByTestId('statistics-body')).toBeVisible();
    // This run's referral: exactly its two orders, two tickets and what they cost.
    const referralRow = page.getByTestId('by-referral').getByRole('row').filter({ hasText: referral });
    await expect(referralRow).toHaveCount(1);
    const cells = referralRow.getByRole('cell');
    await expect(cells.nth(1)).toHaveText('2');
    await expect(cells.nth(2)).toHaveText('2');
    // The statistics' gross for the referral is the price without the payment fee: at most what was paid.
    const shown = Number(((await cells.nth(3).textContent()) ?? '').replace(/[^0-9.]/g, ''));
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(gross + 0.001);
    // The sector's sold count matches the API's answer of the same moment.
    const stats = (await (
      await request.get(`/api/event/${eventId}/statistics`, { headers: session.headers })
    ).json()) as { Sectors: { Name: string; Sold: number }[] };
    const sold = stats.Sectors.find((sector) => sector.Name === SECTOR)?.Sold ?? -1;
    await expect(
      page.getByTestId('sector-table').getByRole('row').filter({ hasText: SECTOR }).first(),
    ).toContainText(String(sold));

    // Orders: found by the buyer's e-mail, both of them.
    await page.goto(`/en/event/orders/${eventId}`);
    await page.getByTestId('orders-search').fill(email);
    const rows = page.getByTestId('order-row');
    await expect(rows).toHaveCount(2);
    const openOrder = (number: string) =>
      page.getByRole('button', { name: `Open order ${number}`, exact: true });
    for (const sale of sales) await expect(openOrder(sale.variableSymbol)).toHaveCount(1);

    // CSV export with the same filter, parsed: a header and the two orders.
    const downloading = page.waitForEvent('download');
    await page.getByTestId('export-orders-csv').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = fs.readFileSync((await download.path()) ?? '', 'utf8');
    const records = parse(csv, { bom: true, columns: true, skip_empty_lines: true }) as Record<
      string,
      string
    >[];
    expect(records).toHaveLength(2);
    const numbers = records.map((record) => Object.values(record)[0]);
    expect(numbers.sort()).toEqual(sales.map((sale) => sale.variableSymbol).sort());
    expect(records.every((record) => Object.values(record).includes(email))).toBe(true);

    // Cancel and refund the first order: the confirmation states the amount and that the fee stays.
    await openOrder(sales[0]?.variableSymbol ?? '').click();
    const drawer = page.getByRole('dialog', { name: `Order ${sales[0]?.variableSymbol}` });
    await expect(drawer).toBeVisible();
    await drawer.getByTestId('refund-open').click();
    const summary = page.getByTestId('refund-summary');
    await expect(summary).toContainText('Refund €');
    await expect(summary).toContainText('1 seat goes back on sale.');
    await page.getByTestId('refund-confirm').click();
    await expect(page.getByTestId('refund-summary')).toHaveCount(0);
    await expect(drawer).toContainText('Refunded');

    // The seat is on sale again: for the API and on another buyer's seat map.
    expect(await seatState(request, eventId, pick.sectorId, first.id)).toBe('AVAILABLE');
    expect(await seatState(request, eventId, pick.sectorId, second.id)).toBe('SOLD');
    const buyer = await buyerSeatRow(browser, { sectorName: SECTOR, row: pick.row });
    await expect(buyer.seat(first.name)).toHaveAttribute('data-state', 'AVAILABLE');
    await expect(buyer.seat(second.name)).toHaveAttribute('data-state', 'SOLD');
    await buyer.context.close();
  } finally {
    await session.restore();
  }
});
