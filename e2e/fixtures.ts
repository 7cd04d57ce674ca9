import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const LANGUAGES = ['en', 'sk', 'cs', 'de', 'hu'] as const;

/** Fails with a readable list when axe finds serious or critical violations on the page. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'serious or critical accessibility violations').toEqual([]);
}

/** Dismisses the cookie notice so it does not cover what a test clicks. */
export async function acceptCookies(page: Page): Promise<void> {
  const notice = page.getByTestId('cookie-notice');
  if (await notice.isVisible().catch(() => false)) {
    await notice.getByRole('button').first().click();
    await expect(notice).toBeHidden();
  }
}
