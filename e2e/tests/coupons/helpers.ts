import fs from 'node:fs';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { acceptCookies, signInViaApi } from '../../fixtures';

/**
 * Reusable steps of the organizer coupon screens (dashboard → coupons) for Playwright journeys. The
 * signatures are kept stable on purpose: the buyer journey of issue 8 reuses them. Every step works
 * on the English UI (`/en/...`).
 */

/** The demo organizer (README "Demo accounts"): a fan profile by default; it owns the promoter Marquee Live. */
export const DEMO_ORGANIZER = { email: 'demo@marquee.test', password: 'demo1234', name: 'Jana' } as const;

/** A Marquee Live event sold in-product, upcoming every week in the demo data (seed/events.ts). */
export const DEMO_COUPON_EVENT = 'Nikola Bric Quartet: Jazz pri Dunaji';

interface Claim {
  Id: string;
  Name: string;
  Type: string;
}

/**
 * Signs `page` in as the demo organizer acting as the promoter *Marquee Live* (the account's default
 * claim is switched through the API, as the profile switch does) and opens the coupons workspace.
 * Returns a function that gives the demo account its fan profile back — call it in `afterEach`, since
 * other journeys expect the fan profile.
 */
export async function openCouponsAsMarqueeLive(
  page: Page,
  request: APIRequestContext,
): Promise<{ restore: () => Promise<void>; profileId: string; token: string }> {
  const signedIn = await signInAsMarqueeLive(page, request);
  await gotoCoupons(page);
  await expect(page.getByText('Promo codes and vouchers of Marquee Live')).toBeVisible();
  return signedIn;
}

/**
 * Signs `page` in as the demo organizer acting as Marquee Live (the account's default claim switched through
 * the API, as the profile switch does). Returns the API token and headers, Marquee Live's profile id, and a
 * function that gives the account its fan profile back — call it when done: other journeys expect the fan.
 */
export async function signInAsMarqueeLive(page: Page, request: APIRequestContext) {
  const login = await request.post('/api/account/tokenwithuserinfo', {
    data: { Email: DEMO_ORGANIZER.email, Password: DEMO_ORGANIZER.password },
  });
  expect(login.status()).toBe(200);
  const body = (await login.json()) as {
    AccessToken: { Access_token: string };
    UserInfo: { ProfileClaims: (Claim & { EntityId: string })[] };
  };
  const token = body.AccessToken.Access_token;
  const headers = { Authorization: `Bearer ${token}` };
  const claims = body.UserInfo.ProfileClaims;
  const promoter = claims.find((c) => c.Name.startsWith('Marquee Live'));
  const fan = claims.find((c) => c.Type === 'VisitorProfile');
  if (!promoter || !fan) throw new Error('the demo account lacks Marquee Live or its fan profile');
  const switched = await request.get(`/api/account/setdefaultprofileclaim/${promoter.Id}`, { headers });
  expect(switched.status()).toBe(200);
  await signInViaApi(page, request, DEMO_ORGANIZER);
  return {
    token,
    headers,
    profileId: promoter.EntityId,
    restore: async () => {
      await request.get(`/api/account/setdefaultprofileclaim/${fan.Id}`, { headers });
    },
  };
}

/** Opens (or reloads) the coupons workspace, optionally filtered by an event id, and waits for it. */
export async function gotoCoupons(page: Page, options: { eventId?: string } = {}): Promise<void> {
  await page.goto(`/en/dashboard/coupons${options.eventId ? `?eventId=${options.eventId}` : ''}`);
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Coupons and vouchers' })).toBeVisible();
}

/** The table row of a coupon by its code. */
export function couponRow(page: Page, code: string): Locator {
  return page.getByTestId('coupon-row').and(page.locator(`[data-code="${code}"]`));
}

const pad = (n: number) => String(n).padStart(2, '0');
/** `YYYY-MM-DDTHH:mm` in the browser's zone, what the datetime-local inputs take. */
const localInput = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** The current calendar month, 1st 00:00 to the last day 23:55 (the inputs' 5-minute step). */
export function thisMonth(now = new Date()): { from: string; till: string } {
  const from = new Date(now.getFullYear(), now.getMonth(), 1, 0, 0);
  const till = new Date(now.getFullYear(), now.getMonth() + 1, 0, 23, 55);
  return { from: localInput(from), till: localInput(till) };
}

/** Picks the first event whose option starts with `eventName` in a form's Events multi-select. */
export async function chooseEvent(page: Page, form: Locator, eventName: string): Promise<void> {
  const input = form.getByTestId('coupon-events');
  await input.click();
  await input.fill(eventName.slice(0, 20));
  await page
    .getByRole('option', { name: new RegExp(`^${escapeRegExp(eventName)}`) })
    .first()
    .click();
  // Leaving the field closes the list (Escape would close the whole dialog once the list is shut).
  await input.blur();
}

/**
 * Creates a percentage promo code through the coupon form on the open workspace: name = code, `percent`
 * off (20 for 20 %), for the first event named `eventName`, valid this month (browser zone), `total`
 * uses. Resolves once the code's row shows in the table.
 */
export async function createPercentCode(
  page: Page,
  options: { code: string; eventName: string; percent: number; total: number },
): Promise<void> {
  await page.getByTestId('coupon-new').click();
  const form = page.getByTestId('coupon-form');
  await form.getByTestId('coupon-name').fill(options.code);
  await form.getByTestId('coupon-code').fill(options.code);
  await form.getByTestId('coupon-discount-value').fill(String(options.percent));
  await chooseEvent(page, form, options.eventName);
  await form.getByTestId('coupon-total').fill(String(options.total));
  const month = thisMonth();
  await form.getByTestId('coupon-valid-from').fill(month.from);
  await form.getByTestId('coupon-valid-till').fill(month.till);
  await form.getByTestId('coupon-save').click();
  await expect(form).toBeHidden();
  await expect(couponRow(page, options.code)).toBeVisible();
}

/**
 * The remaining uses of a coupon as its table row shows them ("37 / 100" → 37); null when unlimited.
 * Reads the table on screen: call `gotoCoupons` first to see a fresh count.
 */
export async function readRemaining(page: Page, code: string): Promise<number | null> {
  const text = (await couponRow(page, code).getByTestId('coupon-remaining').innerText()).trim();
  const match = /^(\d+)\s*\/\s*\d+$/.exec(text);
  return match ? Number(match[1]) : null;
}

/** The status badge of a coupon's row: 'Active', 'Disabled', 'Expired', 'Used up', … */
export async function readStatus(page: Page, code: string): Promise<string> {
  // textContent: the badge shows its label upper-cased by CSS.
  return ((await couponRow(page, code).getByTestId('coupon-status').textContent()) ?? '').trim();
}

/** Disables or enables a coupon from its row and waits for the new status. */
export async function setCouponEnabled(page: Page, code: string, enabled: boolean): Promise<void> {
  await page.getByRole('button', { name: `${enabled ? 'Enable' : 'Disable'} ${code}`, exact: true }).click();
  await expect(couponRow(page, code).getByTestId('coupon-status')).toHaveText(
    enabled ? 'Active' : 'Disabled',
  );
}

/**
 * Generates `count` single-use codes with `prefix` (`percent` off, for `eventName`) in the bulk dialog,
 * downloads their CSV and answers its data lines (the header left out). Closes the dialog.
 */
export async function generateCodes(
  page: Page,
  options: { count: number; prefix: string; eventName: string; percent: number; name?: string },
): Promise<string[]> {
  await page.getByTestId('coupon-bulk').click();
  const form = page.getByTestId('bulk-form');
  await form.getByTestId('bulk-name').fill(options.name ?? `Batch ${options.prefix}`);
  await form.getByTestId('bulk-count').fill(String(options.count));
  await form.getByTestId('bulk-prefix').fill(options.prefix);
  await form.getByTestId('coupon-discount-value').fill(String(options.percent));
  await chooseEvent(page, form, options.eventName);
  await form.getByTestId('bulk-generate').click();
  const result = page.getByTestId('bulk-result');
  await expect(result).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    result.getByTestId('bulk-download').click(),
  ]);
  const file = await download.path();
  const lines = fs.readFileSync(file, 'utf8').trim().split(/\r?\n/);
  await result.getByRole('button', { name: 'Close' }).first().click();
  return lines.slice(1);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
