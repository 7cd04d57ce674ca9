import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/** Marquee Live's in-product hall events of the demo data; the demo coupons sit on the first sellable one. */
const HALL_EVENTS = ['Dvořák: Symfónia č. 9 „Z Nového sveta“', 'Nikola Bric Quartet: Jazz pri Dunaji'];

/**
 * The id of a demo event the demo promo code `code` works for, asked the way the buy form asks
 * (GET /coupon?code,eventId). Each probe counts toward the lookup rate limit, so few events are tried.
 */
export async function eventOfDemoCode(
  request: APIRequestContext,
  code: string,
  names: readonly string[] = HALL_EVENTS,
): Promise<string> {
  const events = (await (await request.get('/api/event/search?perPage=100')).json()) as {
    Id: string;
    ProfileName: string;
  }[];
  for (const name of names) {
    for (const event of events.filter((e) => e.ProfileName === name).slice(0, 2)) {
      const found = await request.get(`/api/coupon?code=${code}&eventId=${event.Id}`);
      if (found.status() === 200) return event.Id;
    }
  }
  throw new Error(`no demo event takes the code ${code}`);
}

/** An event's name as the search lists it. */
export async function eventNameOf(request: APIRequestContext, eventId: string): Promise<string> {
  const events = (await (await request.get('/api/event/search?perPage=100')).json()) as {
    Id: string;
    ProfileName: string;
  }[];
  const event = events.find((e) => e.Id === eventId);
  if (!event) throw new Error(`event ${eventId} not listed`);
  return event.ProfileName;
}

let demoEvent: Promise<string> | null = null;
/** The event of the demo coupons (STUDENT20, GIFT50, …), probed once per worker. */
export function demoCouponEvent(request: APIRequestContext): Promise<string> {
  demoEvent ??= eventOfDemoCode(request, 'STUDENT20');
  return demoEvent;
}

/** Stage1's add-promo-code dialog: submit is off while empty; types the code and submits it. */
export async function enterPromoCode(page: Page, form: Locator, code: string): Promise<void> {
  await form.getByTestId('add-promo-code').click();
  const dialog = page.getByRole('dialog', { name: 'Add promo code' });
  await expect(dialog).toBeVisible();
  const submit = dialog.getByTestId('promo-code-submit');
  await expect(submit).toBeDisabled();
  const input = dialog.getByRole('textbox', { name: 'Promo code' });
  await input.fill(code);
  await expect(submit).toBeEnabled();
  await submit.click();
}

/** The warning dialog a refused code opens; closes it after checking its text. */
export async function expectCouponWarning(page: Page, text: string): Promise<void> {
  const warning = page.getByRole('dialog', { name: 'Promo code', exact: true });
  await expect(warning).toContainText(text);
  await warning.getByRole('button', { name: 'Close' }).click();
  await expect(warning).toBeHidden();
}

/** "€25.00" / "25,00 €" → 25. */
export function amountOf(text: string | null): number {
  const digits = (text ?? '').replace(/[^\d,.-]/g, '').replace(',', '.');
  return Number(digits);
}
