import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../fixtures';
import {
  chooseEvent,
  couponRow,
  createPercentCode,
  DEMO_COUPON_EVENT,
  generateCodes,
  openCouponsAsMarqueeLive,
  readRemaining,
  readStatus,
  setCouponEnabled,
} from './helpers';

test.describe('organizer: coupons (issue 8)', () => {
  let restore: (() => Promise<void>) | null = null;

  test.afterEach(async () => {
    // The demo account's default profile goes back to the fan one other journeys expect.
    await restore?.();
    restore = null;
  });

  test('creates a 20 % code, disables and enables it, and downloads 5 generated codes as CSV', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const session = await openCouponsAsMarqueeLive(page, request);
    restore = session.restore;
    const suffix = Date.now().toString(36).toUpperCase();
    const code = `E2E20-${suffix}`;

    // The seeded demo coupons are listed (coupons of every type on Marquee Live's events).
    await expect(page.getByTestId('coupon-row').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await createPercentCode(page, { code, eventName: DEMO_COUPON_EVENT, percent: 20, total: 50 });
    const row = couponRow(page, code);
    await expect(row.getByTestId('coupon-discount')).toHaveText('20 %');
    expect(await readRemaining(page, code)).toBe(50);
    expect(await readStatus(page, code)).toBe('Active');

    // Coupons are never deleted: disable, then enable again.
    await setCouponEnabled(page, code, false);
    await setCouponEnabled(page, code, true);
    // Switching it off and on again keeps everything else (a partial update once reset the other fields).
    await expect(row.getByTestId('coupon-discount')).toHaveText('20 %');
    expect(await readRemaining(page, code)).toBe(50);

    // The same code again is refused on the Code field (codes are unique per organizer, any case).
    await page.getByTestId('coupon-new').click();
    const form = page.getByTestId('coupon-form');
    await form.getByTestId('coupon-name').fill('Duplicate');
    await form.getByTestId('coupon-code').fill(code.toLowerCase());
    await form.getByTestId('coupon-discount-value').fill('10');
    await chooseEvent(page, form, DEMO_COUPON_EVENT);
    await form.getByTestId('coupon-save').click();
    await expect(form.getByText('You already have a coupon with this code.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();

    const prefix = `B${suffix}`.slice(0, 20);
    const lines = await generateCodes(page, { count: 5, prefix, eventName: DEMO_COUPON_EVENT, percent: 15 });
    expect(lines).toHaveLength(5);
    for (const line of lines) expect(line).toMatch(new RegExp(`^${prefix}-[A-Z0-9]{8},`));
    // The generated codes are in the table, each single-use.
    const first = lines[0]?.split(',')[0] ?? '';
    await expect(couponRow(page, first)).toBeVisible();
    expect(await readRemaining(page, first)).toBe(1);

    // A phone (360 px): the page does not scroll sideways; the table scrolls in its own container.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByTestId('coupon-table')).toBeVisible();
    const overflow = await page.evaluate(() => {
      const root = (
        globalThis as unknown as {
          document: { documentElement: { scrollWidth: number; clientWidth: number } };
        }
      ).document.documentElement;
      return root.scrollWidth - root.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
