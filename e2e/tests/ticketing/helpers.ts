import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';
import { acceptCookies } from '../../fixtures';

/** Demo seed events of the purchase journeys (apps/server/src/db/seed/events.ts and purchase.ts). */
export const EVENTS = {
  /** Standing, VIP, parking and a festival T-shirt (merchandise). */
  festival: { path: '/en/events/luky', name: 'Lúky Festival' },
  /** Seated hall, two categories. */
  hall: { path: '/en/events/dvorak-novy-svet', name: 'Dvořák: Symfónia č. 9 „Z Nového sveta“' },
  /** Pay what you want from 10 € (donation category). */
  donation: { path: '/en/events/benefiz-tafel', name: 'Benefizkonzert für die Berliner Tafel' },
  /** The same hall with a 40-second hold. */
  shortHold: { name: 'Otvorená generálka: Dvořák' },
} as const;

/** Opens an event page and waits for its buy form. */
export async function openEvent(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  await acceptCookies(page);
  const form = page.locator('[data-stage]');
  await expect(form).toBeVisible();
  return form;
}

/** The event's id as the page knows it. */
export async function eventIdOf(page: Page): Promise<string> {
  const id = await page.getByTestId('event-detail').getAttribute('data-event-id');
  if (!id) throw new Error('no event id on the page');
  return id;
}

/** Finds a published event by its name through the search API (events without a nickname). */
export async function findEventId(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.get('/api/event/search?perPage=100');
  const events = (await response.json()) as { Id: string; ProfileName: string }[];
  const event = events.find((entry) => entry.ProfileName === name);
  if (!event) throw new Error(`demo event ${name} not found`);
  return event.Id;
}

interface SectorSeats {
  Rows: {
    _id: string;
    Name: string;
    Seats: { _id: string; Name: string; CenterPosition: { X: number; Y: number } }[];
  }[];
}

/** Two seats next to each other in one row that nobody holds, read from the API like the map does. */
export async function adjacentFreeSeats(
  request: APIRequestContext,
  eventId: string,
  sectorName: string,
  /** Search from the last row (a journey that keeps out of the front rows other journeys take). */
  fromEnd = false,
): Promise<{ sectorId: string; row: string; seats: { id: string; name: string; x: number; y: number }[] }> {
  const prices = await (await request.get(`/api/event/${eventId}/eventpricesandcounts`)).json();
  const sector = (prices.Sectors as { _id: string; Name: string }[]).find(
    (entry) => entry.Name === sectorName,
  );
  if (!sector) throw new Error(`sector ${sectorName} not found`);
  const layout = (await (
    await request.get(`/api/venue/${prices.VenueId}/sector/${sector._id}`)
  ).json()) as SectorSeats;
  const status = await (
    await request.get(`/api/event/${eventId}/getSeatsStatus?sectorIds=${sector._id}`)
  ).json();
  const states = status.Sectors[0].Seats as Record<string, string>;
  for (const row of fromEnd ? [...layout.Rows].reverse() : layout.Rows) {
    for (let i = 0; i + 1 < row.Seats.length; i++) {
      const pair = [row.Seats[i], row.Seats[i + 1]];
      if (pair.every((seat) => seat && states[seat._id] === 'AVAILABLE')) {
        return {
          sectorId: sector._id,
          row: row.Name,
          seats: pair.map((seat) => ({
            id: seat?._id ?? '',
            name: seat?.Name ?? '',
            x: seat?.CenterPosition.X ?? 0,
            y: seat?.CenterPosition.Y ?? 0,
          })),
        };
      }
    }
  }
  throw new Error(`no two free adjacent seats in ${sectorName}`);
}

/** Clicks the drawing where a seat is: its SVG coordinates mapped through the current zoom. */
export async function clickSeatOnMap(page: Page, seat: { x: number; y: number }): Promise<void> {
  // The e2e project has no DOM typings: the browser-side code is typed by hand.
  type Matrix = { a: number; b: number; c: number; d: number; e: number; f: number };
  const point = await page.getByTestId('seat-map-svg').evaluate((svg, at) => {
    const m = (svg as unknown as { getScreenCTM(): Matrix | null }).getScreenCTM();
    if (!m) throw new Error('no CTM');
    return { x: m.a * at.x + m.c * at.y + m.e, y: m.b * at.x + m.d * at.y + m.f };
  }, seat);
  await page.mouse.click(point.x, point.y);
}

// The e2e project has no DOM typings: the browser globals the timing helpers use, typed by hand.
interface BrowserGlobals {
  document: { addEventListener(type: string, listener: () => void, options: object): void };
  performance: {
    mark(name: string): void;
    measure(name: string, from: string, to: string): { duration: number };
  };
  requestAnimationFrame(callback: () => void): void;
}

/** Puts a performance mark in the page at the next click anywhere (before the app handles it). */
export async function markNextClick(page: Page, name: string): Promise<void> {
  await page.evaluate((mark) => {
    const g = globalThis as unknown as BrowserGlobals;
    g.document.addEventListener('click', () => g.performance.mark(mark), { capture: true, once: true });
  }, name);
}

/** Milliseconds from the mark `from` to now, measured after the next two frames (the paint is done). */
export async function msSinceMark(page: Page, from: string): Promise<number> {
  return page.evaluate(
    (mark) =>
      new Promise<number>((resolve) => {
        const g = globalThis as unknown as BrowserGlobals;
        g.requestAnimationFrame(() =>
          g.requestAnimationFrame(() => {
            g.performance.mark(`${mark}-end`);
            resolve(g.performance.measure(mark, mark, `${mark}-end`).duration);
          }),
        );
      }),
    from,
  );
}

/**
 * A buyer in a browser of their own: the hall's seat map, as a list, opened at the row; `seat(name)` is a
 * seat's button there (its `data-state` is what the buyer sees).
 */
export async function buyerSeatRow(browser: Browser, pick: { sectorName: string; row: string }) {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(EVENTS.hall.path);
  await acceptCookies(page);
  const form = page.locator('[data-stage]');
  await form.getByRole('button', { name: 'Open seat map' }).click();
  const map = page.getByTestId('seat-map');
  // The view switch's radios are visually hidden: their labels take the click.
  await map.getByText('Seat list', { exact: true }).click();
  await map.getByRole('button', { name: pick.sectorName, exact: true }).click();
  await map.getByRole('button', { name: new RegExp(`^Row ${pick.row}, ${pick.sectorName}`) }).click();
  const seat = (name: string) =>
    map.getByTestId('seat-list').getByRole('button', { name: new RegExp(`^Row ${pick.row}, seat ${name},`) });
  return { context, seat };
}
