import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import { acceptCookies, expectNoSeriousA11yViolations } from '../../fixtures';

// A visitor far from the event: every time on the page must still be the event's own (Košice) time.
test.use({ timezoneId: 'America/New_York' });

/** Demo seed: a free three-day festival on Košice's main street, 17:00 on day one to 23:00 on day three. */
const FESTIVAL = { path: '/en/events/kosicke-dni-jazzu', name: 'Košické dni jazzu' };
/** Demo seed: a film with performances of one group (film club, evening, seniors) at one cinema. */
const FILM = { path: '/en/events/obchod-na-korze', name: 'Obchod na korze' };

async function open(page: Page, path: string, name: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The event page starts the app only after the server's first screen has painted, so the cookie notice
  // (rendered with the shell) shows up after goto returns: accept it once the heading is the app's. Left
  // open, it covered "Get tickets" on a 720 px screen and the click landed only after Playwright had
  // scrolled around it (flaky on CI).
  await acceptCookies(page);
}

/** Scrolls to the bottom so the lazily loaded parts (map, recommended events) are on the page. */
async function revealEverything(page: Page) {
  await page.getByTestId('recommended-events').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('event-card').first()).toBeVisible();
  await page.getByTestId('event-map').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('event-map').getByTestId('map-pin')).toBeVisible();
}

test('a multi-day festival shows its range in the event’s zone, lineup per day, map and recommendations', async ({
  page,
}) => {
  await open(page, FESTIVAL.path, FESTIVAL.name);
  const when = page.getByTestId('event-when');
  // 17:00 and 23:00 in Košice; a New York browser would say 11:00 AM / 5:00 PM if the zone were ignored.
  await expect(when).toContainText('5:00 PM');
  await expect(when).toContainText('11:00 PM');
  await expect(when).toContainText('Bratislava time');
  await expect(page.getByTestId('event-place')).toContainText('Košice');

  // Free: no Get tickets, no purchase form.
  await expect(page.getByTestId('get-tickets')).toHaveCount(0);
  await expect(page.locator('#event-purchase')).toHaveCount(0);

  const days = page.getByTestId('lineup-day');
  await expect(days).toHaveCount(3);
  // Confirmed artist with a profile: a link and an enabled Follow; a name-only entry: neither.
  const nikola = page.getByTestId('lineup-item').filter({ hasText: 'Nikola Bric' });
  await expect(nikola.getByRole('link', { name: 'Nikola Bric' })).toBeVisible();
  await expect(nikola.getByRole('button', { name: 'Follow' })).toBeEnabled();
  const bigBand = page.getByTestId('lineup-item').filter({ hasText: 'Big Band Konzervatória Košice' });
  await expect(bigBand.getByRole('link')).toHaveCount(0);
  await expect(bigBand.getByRole('button', { name: 'Follow' })).toBeDisabled();

  await revealEverything(page);
  await expect(page.getByTestId('event-map').getByRole('link', { name: /Open in maps/ })).toHaveAttribute(
    'href',
    /openstreetmap\.org/,
  );
  const cards = page.getByTestId('recommended-events').getByTestId('event-card');
  expect(await cards.count()).toBeLessThanOrEqual(9);
  await expect(cards.filter({ hasText: FESTIVAL.name })).toHaveCount(0);
});

test('calendar export downloads an .ics that parses, with the event’s start', async ({ page, request }) => {
  await open(page, FESTIVAL.path, FESTIVAL.name);
  const api = await (await request.get('/api/event/kosicke-dni-jazzu')).json();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('kosicke-dni-jazzu.ics');
  const text = await readFile((await file.path()) ?? '', 'utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent');
  expect(vevent, 'a VEVENT in the exported file').not.toBeNull();
  const event = new ICAL.Event(vevent ?? undefined);
  expect(event.summary).toBe(FESTIVAL.name);
  expect(event.startDate.toJSDate().toISOString()).toBe(new Date(api.Begin).toISOString());
  expect(event.endDate.toJSDate().toISOString()).toBe(new Date(api.End).toISOString());
});

test('embed-code dialog builds an iframe for a language and theme, with a live preview', async ({ page }) => {
  await open(page, FESTIVAL.path, FESTIVAL.name);
  await page.getByRole('button', { name: 'Embed code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Embed this event' });
  await expect(dialog).toBeVisible();
  const code = dialog.getByRole('textbox', { name: 'Embed code' });
  await expect(code).toHaveValue(
    /^<iframe src="http:\/\/[^"]+\/en\/embed\/event\/kosicke-dni-jazzu\?theme=light&amp;transparent=false&amp;showTitle=true"/,
  );
  await dialog.getByRole('combobox', { name: 'Language' }).selectOption('hr');
  await dialog.getByText('Dark', { exact: true }).click();
  await expect(code).toHaveValue(/\/hr\/embed\/event\/kosicke-dni-jazzu\?theme=dark&amp;/);
  // The preview is the snippet's own address (issue 22): the free festival in Croatian.
  const preview = dialog.frameLocator('[data-testid="embed-preview"]');
  await expect(preview.getByRole('heading', { level: 1, name: FESTIVAL.name })).toBeVisible();
  await expect(preview.getByText('Ulaz je besplatan.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a film lists its performances; choosing one opens it without the selector', async ({ page }) => {
  await open(page, FILM.path, FILM.name);
  await expect(page.getByTestId('movie-info')).toContainText('Ján Kadár, Elmar Klos');
  await expect(page.getByTestId('movie-age')).toHaveText('12+');
  const selector = page.getByTestId('performance-selector');
  const performances = selector.getByTestId('performance');
  expect(await performances.count()).toBeGreaterThan(1);
  await expect(selector.locator('[aria-current="page"]')).toHaveCount(1);

  const target = selector.locator('a[data-testid="performance"]:not([aria-current])').first();
  const href = await target.getAttribute('href');
  expect(href).toMatch(/\?sp=0$/);
  await target.click();
  await expect(page).toHaveURL(new RegExp(`${(href ?? '').replace(/[?]/g, '\\?')}$`));
  await expect(page.getByRole('heading', { level: 1, name: FILM.name })).toBeVisible();
  await expect(page.getByTestId('performance-selector')).toHaveCount(0);
});

test('a paid event offers Get tickets, which scrolls to the purchase section', async ({ page }) => {
  await open(page, '/en/events/dvorak-novy-svet', 'Dvořák: Symfónia č. 9 „Z Nového sveta“');
  await page.getByRole('button', { name: 'Get tickets' }).click();
  await expect(page.locator('#event-purchase')).toBeFocused();
  await expect(page.locator('#event-purchase')).toBeInViewport();
});

test('Get tickets tapped before the lower part of the page has arrived still lands on the purchase section', async ({
  page,
}) => {
  // The sections below the top one are a chunk of their own; on a slow phone the tap can come first.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/EventDetailSections-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await open(page, '/en/events/dvorak-novy-svet', 'Dvořák: Symfónia č. 9 „Z Nového sveta“');
  await expect(page.locator('#event-purchase')).toHaveCount(0);
  await page.getByRole('button', { name: 'Get tickets' }).click();
  release();
  await expect(page.locator('#event-purchase')).toBeFocused();
  await expect(page.locator('#event-purchase')).toBeInViewport();
});

test('an unknown event goes to the 404 page, which leads home', async ({ page }) => {
  await page.goto('/en/events/no-such-event-anywhere');
  await expect(page).toHaveURL(/\/en\/error\/404$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/en\/?$/);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the event page passes axe in the ${colorScheme} theme`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme, timezoneId: 'America/New_York' });
    const page = await context.newPage();
    await open(page, FESTIVAL.path, FESTIVAL.name);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    await revealEverything(page);
    await expectNoSeriousA11yViolations(page);
    await open(page, FILM.path, FILM.name);
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });
}
