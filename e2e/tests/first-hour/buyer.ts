import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';
import { acceptCookies } from '../../fixtures';

/**
 * Steps of a fan's first purchase shared by the first-hour specs (issue 15). The buyer picks one standing
 * ticket of a demo event no other journey buys from (the hoarding caps count an anonymous client's baskets
 * per event and address, and every journey buys from 127.0.0.1) and reaches the payment step; texts per
 * language are the catalogs' (apps/web/src/i18n/ticketing).
 */
export const STANDING = {
  path: 'events/techno-ejszaka',
  name: 'Techno éjszaka',
  search: 'techno',
  area: 'Parkett',
} as const;

const TEXTS = {
  en: { choose: 'Choose', quantity: 'Number of tickets' },
  sk: { choose: 'Vybrať', quantity: 'Počet vstupeniek' },
} as const;
export type BuyerLanguage = keyof typeof TEXTS;

/** The event page's buy form once the page has painted it. */
export function buyForm(page: Page): Locator {
  return page.locator('[data-stage]');
}

/** Stage1 → one standing ticket → basket → the payment step; returns the payment method radios. */
export async function reachPaymentMethods(page: Page, language: BuyerLanguage = 'en'): Promise<Locator> {
  const text = TEXTS[language];
  const form = buyForm(page);
  await form.getByRole('button', { name: `${text.choose} ${STANDING.area}` }).click();
  await form
    .getByRole('group', { name: text.quantity })
    .getByRole('button', { name: '1', exact: true })
    .click();
  await form.getByTestId('continue-to-payment').click();
  const methods = form.getByRole('radiogroup');
  await expect(methods.getByRole('radio').first()).toBeVisible();
  return methods;
}

/** Home → the header's search → the event, all inside the app (no page load after home). */
export async function searchAndOpenStandingEvent(page: Page, language: BuyerLanguage = 'en'): Promise<void> {
  await page.getByTestId('search-toggle').click();
  const input = page.getByTestId('search-input');
  await expect(input).toBeFocused();
  await input.pressSequentially(STANDING.search);
  await page.getByTestId('search-option').filter({ hasText: STANDING.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/${language}/events/`));
  await expect(buyForm(page)).toBeVisible();
}

/** Opens a page as a document load and dismisses the cookie notice. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await acceptCookies(page);
}

/**
 * Gives back what the page's basket holds (DELETE /ticketing/basket/{guid}, the guid the app keeps in
 * localStorage): the hoarding caps count an anonymous client's open baskets per event and address, and every
 * journey here buys from 127.0.0.1.
 */
export async function releaseBasket(page: Page): Promise<void> {
  const stored = await page
    .evaluate(() =>
      (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem(
        'marquee.basket',
      ),
    )
    .catch(() => null);
  const guid = stored ? (JSON.parse(stored) as { guid?: string }).guid : undefined;
  if (guid) await page.request.delete(`/api/ticketing/basket/${guid}`);
}

/** The window's vertical scroll position. */
export function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY);
}

/**
 * Screenshot comparison settings: small differences in font antialiasing between machines pass, a control
 * drawn natively instead of by its stylesheet (rows 1–2 of issue 15) does not.
 */
export const SCREENSHOT = {
  stylePath: fileURLToPath(new URL('./screenshot.css', import.meta.url)),
  maxDiffPixelRatio: 0.02,
  threshold: 0.3,
  animations: 'disabled',
  caret: 'hide',
} as const;
