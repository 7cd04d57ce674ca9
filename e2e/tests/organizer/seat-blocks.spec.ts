import { type APIRequestContext, expect, test } from '@playwright/test';
import { acceptCookies, expectNoSeriousA11yViolations } from '../../fixtures';
import { signInAsMarqueeLive } from '../coupons/helpers';
import { buyerSeatRow, findEventId } from '../ticketing/helpers';

/**
 * The organizer's seat blocks: the demo organizer, as Marquee Live, blocks two seats of its seated hall
 * event from "Your events" → "Block seats"; a buyer sees them blocked on the seat map; unblocked, they are
 * available again. Runs in the demo-account chain (it switches the account's active profile).
 */

const HALL_NAME = 'Dvořák: Symfónia č. 9 „Z Nového sveta“';
/** Sectors the buyer journeys pick seats in (ticketing/*.spec.ts): this journey stays out of them. */
const BUYER_SECTORS = ['Parter stred', 'Balkón vľavo'];

interface Pick {
  eventId: string;
  sectorId: string;
  sectorName: string;
  row: string;
  seats: { id: string; name: string; x: number; y: number }[];
}

/** Two free neighbouring seats in the last row of a sector no other journey uses. */
async function pickSeats(request: APIRequestContext): Promise<Pick> {
  const eventId = await findEventId(request, HALL_NAME);
  const prices = await (await request.get(`/api/event/${eventId}/eventpricesandcounts`)).json();
  const sectors = (prices.Sectors as { _id: string; Name: string; Type: string }[]).filter(
    (sector) => sector.Type === 'SeatingSector' && !BUYER_SECTORS.includes(sector.Name),
  );
  for (const sector of sectors.reverse()) {
    const layout = await (await request.get(`/api/venue/${prices.VenueId}/sector/${sector._id}`)).json();
    const status = await (
      await request.get(`/api/event/${eventId}/getSeatsStatus?sectorIds=${sector._id}`)
    ).json();
    const states = status.Sectors[0]?.Seats as Record<string, string>;
    const rows = (
      layout.Rows as {
        Name: string;
        Seats: { _id: string; Name: string; CenterPosition: { X: number; Y: number } }[];
      }[]
    ).reverse();
    // The flattest free pair of the row nearest the end: a box around two seat centres catches no other.
    for (const row of rows) {
      let best: Pick['seats'] | null = null;
      let slope = Number.POSITIVE_INFINITY;
      for (let i = 0; i + 1 < row.Seats.length; i++) {
        const [a, b] = [row.Seats[i], row.Seats[i + 1]];
        if (!a || !b || states[a._id] !== 'AVAILABLE' || states[b._id] !== 'AVAILABLE') continue;
        const dy = Math.abs(a.CenterPosition.Y - b.CenterPosition.Y);
        if (dy >= slope) continue;
        slope = dy;
        best = [a, b].map((seat) => ({
          id: seat._id,
          name: seat.Name,
          x: seat.CenterPosition.X,
          y: seat.CenterPosition.Y,
        }));
      }
      if (best) return { eventId, sectorId: sector._id, sectorName: sector.Name, row: row.Name, seats: best };
    }
  }
  throw new Error('no two free neighbouring seats outside the buyer journeys’ sectors');
}

test.describe('organizer: seat blocks', () => {
  let cleanup: (() => Promise<void>) | null = null;
  test.afterEach(async () => {
    // Seats go back to sale and the demo account gets its fan profile back, whatever happened.
    await cleanup?.();
    cleanup = null;
  });

  test('blocks two seats from "Your events", a buyer sees them blocked; unblocked, they sell again', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const pick = await pickSeats(request);
    const session = await signInAsMarqueeLive(page, request);
    cleanup = async () => {
      await request.put(`/api/event/${pick.eventId}/seats/unblock`, {
        headers: session.headers,
        data: { SeatIds: pick.seats.map((seat) => seat.id) },
      });
      await session.restore();
    };

    // Your events → the hall event's menu → Block seats.
    await page.goto('/en/dashboard/events');
    await acceptCookies(page);
    await page.getByTestId('my-events-search').fill('Symfónia');
    const row = page.getByTestId('my-event').filter({ hasText: HALL_NAME }).first();
    await row.getByRole('button', { name: `More actions for ${HALL_NAME}` }).click();
    await page.getByRole('menuitem', { name: `Block seats of ${HALL_NAME}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Block seats' })).toBeVisible();
    await expect(page.getByTestId('seat-blocks-unknown')).toHaveCount(0);

    // The sector on its own, then a box dragged around the two seats on the drawing.
    await page.getByTestId('seat-blocks-sector').click();
    await page.getByRole('option', { name: pick.sectorName, exact: true }).click();
    await acceptCookies(page);
    const drawing = page.getByTestId('seat-block-map');
    await drawing.scrollIntoViewIfNeeded();
    type Matrix = { a: number; b: number; c: number; d: number; e: number; f: number };
    const toScreen = (at: { x: number; y: number }) =>
      drawing.evaluate((svg, point) => {
        const m = (svg as unknown as { getScreenCTM(): Matrix | null }).getScreenCTM();
        if (!m) throw new Error('no CTM');
        return { x: m.a * point.x + m.c * point.y + m.e, y: m.b * point.x + m.d * point.y + m.f };
      }, at);
    const [first, second] = pick.seats as [Pick['seats'][number], Pick['seats'][number]];
    const from = await toScreen({ x: Math.min(first.x, second.x) - 2, y: Math.min(first.y, second.y) - 2 });
    const to = await toScreen({ x: Math.max(first.x, second.x) + 2, y: Math.max(first.y, second.y) + 2 });
    await page.mouse.move(from.x - 1, from.y - 1);
    await page.mouse.down();
    await page.mouse.move(to.x + 1, to.y + 1, { steps: 6 });
    await page.mouse.up();
    await expect(page.getByTestId('seat-blocks-counts')).toContainText('Selected: 2');
    await expectNoSeriousA11yViolations(page);

    await page.getByTestId('seat-blocks-block').click();
    const confirm = page.getByRole('dialog', { name: 'Block 2 seats?' });
    await confirm.getByRole('button', { name: 'Block 2 seats' }).click();
    await expect(page.getByTestId('seat-blocks-result')).toHaveText('2 seats blocked.');

    // A buyer elsewhere: both seats are blocked and cannot be picked.
    const buyer = await buyerSeatRow(browser, pick);
    for (const seat of pick.seats) {
      await expect(buyer.seat(seat.name)).toHaveAttribute('data-state', 'BLOCKED');
      await expect(buyer.seat(seat.name)).toHaveAttribute('aria-disabled', 'true');
    }

    // Unblocked from the seat list, by keyboard.
    await page.getByTestId('seat-blocks').getByText('Seat list', { exact: true }).click();
    await page.getByRole('button', { name: new RegExp(`^Row ${pick.row}, ${pick.sectorName}`) }).click();
    const list = page.getByTestId('seat-block-list');
    for (const seat of pick.seats) {
      const button = list.getByRole('button', { name: `Row ${pick.row}, seat ${seat.name}, blocked` });
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    }
    await page.getByTestId('seat-blocks-unblock').click();
    await page
      .getByRole('dialog', { name: 'Unblock 2 seats?' })
      .getByRole('button', { name: 'Unblock 2 seats' })
      .click();
    await expect(page.getByTestId('seat-blocks-result')).toHaveText('2 seats unblocked.');

    // The buyer's open map shows them available again with its next refresh (every 10 s).
    for (const seat of pick.seats) {
      await expect(buyer.seat(seat.name)).toHaveAttribute('data-state', 'AVAILABLE', { timeout: 15_000 });
    }
    await buyer.context.close();

    // A phone (360 px): the screen does not scroll sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByTestId('seat-blocks')).toBeVisible();
    const overflow = await page.evaluate(() => {
      const root = (
        globalThis as unknown as {
          document: { documentElement: { scrollWidth: number; clientWidth: number } };
        }
      ).document.documentElement;
      return root.scrollWidth - root.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
