import { expect, type Page, test } from '@playwright/test';
import { acceptCookies, expectNoSeriousA11yViolations } from '../../fixtures';

/** Home (spec 1 §1) on the demo data: the slider by keyboard, every listing filled, cards lead on. */

const section = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

/** The slide on show: hidden ones are aria-hidden (and invisible). */
const currentSlide = (page: Page) => page.locator('[data-testid="slider-slide"]:not([aria-hidden])');

/** Lower sections render (and fetch) only when scrolled near, like a visitor reading down the page. */
async function waitForListings(page: Page) {
  for (const [title, card] of [
    ['Top events', 'event-card'],
    ['New articles', 'article-card'],
    ['Recently followed', 'profile-card'],
    ['Upcoming streams', 'stream-card'],
  ] as const) {
    await section(page, title).scrollIntoViewIfNeeded();
    await expect(section(page, title).getByTestId(card).first()).toBeVisible();
  }
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('tablist', { name: 'Marquee for everyone' })).toBeVisible();
}

test.describe('home', () => {
  test('shows the demo data in every section', async ({ page }) => {
    await page.goto('/en/');
    await acceptCookies(page);
    await waitForListings(page);
    await expect(section(page, 'Top events').getByTestId('event-card')).toHaveCount(9);
    await expect(section(page, 'New articles').getByTestId('article-card')).not.toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Recommended' })).toBeVisible();
    await expect(currentSlide(page).getByRole('article').first()).toBeVisible();
    // The second half (tabs, partners, call to action) arrived when the page was scrolled down.
    await expect(page.getByRole('heading', { name: 'Organizing an event?' })).toBeVisible();
  });

  test('the slider is operable by keyboard alone', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/en/');
    await acceptCookies(page);
    const slider = page.getByRole('region', { name: 'Recommended' });
    await expect(currentSlide(page)).toHaveAttribute('aria-label', /^1 of (\d+)$/);
    const total = Number((await currentSlide(page).getAttribute('aria-label'))?.split(' of ')[1]);
    expect(total).toBeGreaterThan(1);

    // Tab from the pause button onwards: pause, previous, next.
    await slider.getByRole('button', { name: 'Pause the slideshow' }).focus();
    await page.keyboard.press('Enter');
    await expect(slider.getByRole('button', { name: 'Play the slideshow' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(slider.getByRole('button', { name: 'Next slide' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `2 of ${total}`);
    await page.keyboard.press('Shift+Tab');
    await expect(slider.getByRole('button', { name: 'Previous slide' })).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Space');
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `${total} of ${total}`);

    // Only the slide on show is reachable: tabbing on from the dots lands in it, not in hidden ones.
    await slider.getByRole('button', { name: 'Go to slide 1' }).focus();
    await page.keyboard.press('Enter');
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `1 of ${total}`);
    const firstLink = currentSlide(page).getByRole('link').first();
    await firstLink.focus();
    await expect(firstLink).toBeFocused();
    await expect(page.locator('[data-testid="slider-slide"][aria-hidden] a').first()).not.toBeVisible();

    // It stays where the user left it.
    await page.waitForTimeout(5500);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `1 of ${total}`);
  });

  test('two spots per slide from 1200 px, one below', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en/');
    await expect(currentSlide(page).getByRole('article')).toHaveCount(2);
    await page.setViewportSize({ width: 1100, height: 900 });
    await expect(currentSlide(page).getByRole('article')).toHaveCount(1);
  });

  test('an event card leads to its event page', async ({ page }) => {
    await page.goto('/en/');
    await acceptCookies(page);
    await section(page, 'Top events').scrollIntoViewIfNeeded();
    const link = section(page, 'Top events').getByTestId('event-card').first().getByRole('link');
    const name = (await link.textContent())?.trim() ?? '';
    await link.click();
    await expect(page).toHaveURL(/\/en\/events\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  });

  test('upcoming streams show more', async ({ page }) => {
    await page.goto('/en/');
    const streams = section(page, 'Upcoming streams');
    await streams.scrollIntoViewIfNeeded();
    await expect(streams.getByTestId('stream-card').first()).toBeVisible();
    const shown = await streams.getByTestId('stream-card').count();
    expect(shown).toBeLessThanOrEqual(9);
    const more = streams.getByRole('button', { name: 'Show more' });
    if (shown === 9 && (await more.isVisible())) {
      await more.click();
      await expect.poll(() => streams.getByTestId('stream-card').count()).toBeGreaterThan(9);
    } else {
      await expect(more).toHaveCount(0);
    }
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`has no serious accessibility violations in the ${colorScheme} theme`, async ({ browser }) => {
      const context = await browser.newContext({ colorScheme });
      const page = await context.newPage();
      await page.goto('/en/');
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
      await acceptCookies(page);
      await waitForListings(page);
      await expectNoSeriousA11yViolations(page);
      await context.close();
    });
  }

  test('a phone-sized screen shows the page without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/en/');
    await waitForListings(page);
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
