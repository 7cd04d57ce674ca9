import { expect, type Locator, type Page, test } from '@playwright/test';
import { acceptCookies } from '../../fixtures';
import {
  type BuyerLanguage,
  buyForm,
  openPage,
  reachPaymentMethods,
  releaseBasket,
  SCREENSHOT,
  STANDING,
  searchAndOpenStandingEvent,
} from './buyer';
import { newOrganizerWithHallLayout } from './layout-organizer';

/**
 * Issue 15 rows 1–2: a lazy page's controls rendered without their stylesheet (native radios with a black
 * dot on every payment method; the layout editor's selects with chevrons hundreds of pixels tall) unless
 * another page that happened to import the CSS had been opened first. Each page is checked as a direct
 * load and as reached inside the app, by computed style and against the same committed screenshot.
 */

interface RadioLook {
  appearance: string;
  width: string;
  checked: boolean;
}

function radioLooks(methods: Locator): Promise<RadioLook[]> {
  return methods.getByRole('radio').evaluateAll((radios) =>
    radios.map((radio) => {
      // Runs in the page; the e2e project has no DOM typings.
      const style = (
        globalThis as unknown as { getComputedStyle(e: unknown): { appearance: string; width: string } }
      ).getComputedStyle(radio);
      return {
        appearance: style.appearance,
        width: style.width,
        checked: (radio as unknown as { checked: boolean }).checked,
      };
    }),
  );
}

async function expectStyledPaymentMethods(methods: Locator, language: BuyerLanguage) {
  const looks = await radioLooks(methods);
  expect(looks.length).toBeGreaterThan(1);
  // Mantine draws the radio itself: the native control is hidden (appearance none) at the theme's 20 px.
  expect(looks.map((look) => [look.appearance, look.width])).toEqual(looks.map(() => ['none', '20px']));
  expect(looks.filter((look) => look.checked)).toHaveLength(1);
  await expect(methods).toHaveScreenshot(`payment-methods-${language}.png`, SCREENSHOT);
}

for (const language of ['en', 'sk'] as const) {
  test.describe(`checkout payment methods (${language})`, () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test.afterEach(({ page }) => releaseBasket(page));

    test('styled on a direct load of the event page', async ({ page }) => {
      await openPage(page, `/${language}/${STANDING.path}`);
      await expect(buyForm(page)).toBeVisible();
      await expectStyledPaymentMethods(await reachPaymentMethods(page, language), language);
    });

    test('styled when the event page is reached inside the app', async ({ page }) => {
      await openPage(page, `/${language}/`);
      await searchAndOpenStandingEvent(page, language);
      await expectStyledPaymentMethods(await reachPaymentMethods(page, language), language);
    });
  });
}

/** Selects the layout's first sector and checks its panel: selects, checkboxes and their icons styled. */
async function expectStyledSectorPanel(page: Page) {
  const sectors = page.getByTestId('sector-list-item');
  await expect(sectors.first()).toBeVisible({ timeout: 20_000 });
  await sectors.first().getByRole('button').first().click();
  const panel = page.getByTestId('sector-panel');
  await expect(panel).toBeVisible();
  const looks = await panel.evaluate((root) => {
    // Runs in the page; the e2e project has no DOM typings.
    type El = { getBoundingClientRect(): { height: number } };
    const doc = root as unknown as { querySelectorAll(s: string): ArrayLike<El> };
    const style = (e: El) =>
      (globalThis as unknown as { getComputedStyle(e: El): { appearance: string } }).getComputedStyle(e);
    return {
      chevrons: Array.from(doc.querySelectorAll('[data-combobox-chevron]')).map((e) =>
        Math.round(e.getBoundingClientRect().height),
      ),
      checkboxes: Array.from(doc.querySelectorAll('input[type=checkbox]')).map((e) => style(e).appearance),
    };
  });
  expect(looks.chevrons.length).toBeGreaterThan(0);
  // Unstyled, the chevron SVG grew to the panel's width: 150–1160 px tall.
  for (const height of looks.chevrons) expect(height).toBeLessThan(40);
  expect(looks.checkboxes.length).toBeGreaterThan(0);
  expect(new Set(looks.checkboxes)).toEqual(new Set(['none']));
  // A select and a checkbox as drawn, not the whole panel: its other fields are still being worked on.
  await expect(panel.locator('.mantine-Select-root').first()).toHaveScreenshot(
    'layout-editor-select.png',
    SCREENSHOT,
  );
  await expect(panel.locator('.mantine-Checkbox-root').filter({ hasText: 'Selling' })).toHaveScreenshot(
    'layout-editor-checkbox.png',
    SCREENSHOT,
  );
}

test.describe('layout editor', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('styled when loaded directly', async ({ page, request }) => {
    const eventId = await newOrganizerWithHallLayout(page, request);
    await page.goto(`/en/event/layout/${eventId}`);
    await acceptCookies(page);
    await expectStyledSectorPanel(page);
  });

  test('styled the same when opened from the event wizard', async ({ page, request }) => {
    const eventId = await newOrganizerWithHallLayout(page, request);
    await page.goto(`/en/event/edit/${eventId}/layout`);
    await acceptCookies(page);
    await page.getByTestId('open-layout-editor').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Venue layout editor' })).toBeVisible();
    await expectStyledSectorPanel(page);
  });
});
