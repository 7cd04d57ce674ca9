import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

/**
 * Every address the README names opens (issue 15 row 11: two "Things to try" links were 404s): the
 * `http://localhost:3000/...` links and the backticked `/en/...` paths. Web pages must load as themselves
 * (not the not-found page, the error page or the home page an unknown path falls back to); API addresses
 * answer 200.
 */
const README = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

/** Only there without SMTP_URL (the mail outbox of development); these journeys send mail to an SMTP sink. */
const NEEDS_NO_SMTP = new Set(['/api/dev/outbox']);

function readmeAddresses(): string[] {
  const found = new Set<string>();
  for (const match of README.matchAll(/http:\/\/localhost:3000(\/[^\s>)`'"]*)?/g)) found.add(match[1] ?? '/');
  for (const match of README.matchAll(/`(\/[a-z]{2}\/[^`\s]*)`/g)) found.add(match[1] ?? '');
  return [...found].filter((address) => address && !NEEDS_NO_SMTP.has(address)).sort();
}

const addresses = readmeAddresses();

test('the README names addresses to check (the parser works)', () => {
  expect(addresses).toContain('/api/docs');
  expect(addresses.filter((address) => address.startsWith('/en/events/')).length).toBeGreaterThanOrEqual(3);
});

for (const address of addresses.filter((a) => a.startsWith('/api/')))
  test(`README API address ${address} answers 200`, async ({ request }) => {
    const response = await request.get(address);
    expect(response.status(), address).toBe(200);
  });

for (const address of addresses.filter((a) => !a.startsWith('/api/')))
  test(`README page ${address} opens`, async ({ page }) => {
    const response = await page.goto(address);
    expect(response?.status(), address).toBeLessThan(400);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
    // A missing event navigates to the 404 error page, an unknown path home: the address must stay (the bare
    // root goes to the browser's language).
    const landed = new URL(page.url()).pathname.replace(/\/$/, '');
    if (address === '/') expect(landed).toMatch(/^\/[a-z]{2}$/);
    else expect(landed, address).toBe(address.replace(/\/$/, ''));
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    await expect(page.getByTestId('error-page')).toHaveCount(0);
  });
