import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import { acceptCookies } from '../../fixtures';

// "This weekend" is the visitor's weekend: a visitor in Košice's own zone, so the seed's Saturday
// concert (demo seed, discovery.ts: this weekend relative to the seeding date) is always in it.
test.use({ timezoneId: 'Europe/Bratislava' });

const EVENT_NAME = 'Metalika: Master of Puppets v Košiciach';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('home → all events in Košice this weekend → event → calendar → lineup profile → follow asks to sign in', async ({
  page,
}) => {
  await page.goto('/en/');
  await acceptCookies(page);
  await page.getByRole('link', { name: 'All events' }).first().click();
  await expect(page).toHaveURL(/\/en\/events$/);

  await page.getByRole('combobox', { name: 'City' }).fill('kosice');
  await page.getByRole('option', { name: 'Košice, Slovakia' }).click();
  await choose(page, 'Event type', 'Music');
  await choose(page, 'Sub genre', 'Metal');
  await page.getByText('This weekend', { exact: true }).click();
  await expect(page).toHaveURL(/\/en\/events\?city=[0-9a-f-]{36}&par=music&sub=metal&range=THIS_WEEKEND$/);

  const card = page.getByTestId('event-card').filter({ hasText: EVENT_NAME });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: EVENT_NAME }).click();
  await expect(page).toHaveURL(/\/en\/events\/metalika-kosice$/);
  await expect(page.getByRole('heading', { level: 1, name: EVENT_NAME })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByTestId('calendar-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.ics$/);
  const text = await readFile((await file.path()) ?? '', 'utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent');
  expect(vevent, 'a VEVENT in the exported file').not.toBeNull();
  const event = new ICAL.Event(vevent ?? undefined);
  expect(event.summary).toContain('Metalika');
  // The concert starts at 20:00 in Košice, on a Saturday or Sunday of this weekend.
  const start = event.startDate.toJSDate();
  const local = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Bratislava',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(start);
  expect(local).toMatch(/^(Sat|Sun) 20:00$/);

  await page.getByRole('link', { name: 'Metalika', exact: true }).first().click();
  await expect(page).toHaveURL(/\/en\/metalika$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Metalika' })).toBeVisible();

  await page.getByRole('button', { name: 'Follow' }).first().click();
  await expect(page).toHaveURL(/\/en\/signin\?.*authorizedActionPrevented/);
});
