import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../fixtures';
import { EVENTS, openEvent } from './helpers';

test('standing: two festival tickets from the quantity tiles land in the basket with a countdown', async ({
  page,
}) => {
  const form = await openEvent(page, EVENTS.festival.path);
  await form.getByRole('button', { name: 'Choose Festivalový areál' }).click();
  await expect(form.getByRole('heading', { name: 'How many tickets?' })).toBeVisible();
  await form
    .getByRole('group', { name: 'Number of tickets' })
    .getByRole('button', { name: '2', exact: true })
    .click();

  // The festival sells a T-shirt: the merchandise stage comes first; skipping it goes to the basket.
  await expect(form.getByRole('heading', { name: 'Add merchandise' })).toBeVisible();
  await form.getByRole('button', { name: 'Continue without merchandise' }).click();

  const basket = form.getByTestId('basket-summary');
  await expect(basket.getByRole('listitem')).toHaveCount(2);
  await expect(basket.getByTestId('basket-total')).toHaveText(/98\.00/);
  await expect(form.getByTestId('basket-countdown-time')).toHaveText(/^1[45]:\d\d$/);
  await expectNoSeriousA11yViolations(page);

  // Removing a line releases it; clearing the basket empties it.
  await basket
    .getByRole('button', { name: /^Remove Festivalový areál/ })
    .first()
    .click();
  await expect(basket.getByRole('listitem')).toHaveCount(1);
  await basket.getByRole('button', { name: 'Clear basket' }).click();
  await expect(form.getByRole('heading', { name: 'Choose tickets' })).toBeVisible();
});

test('merchandise: a ticket and two T-shirts, the shirt count bounded and removable', async ({ page }) => {
  const form = await openEvent(page, EVENTS.festival.path);
  await form.getByRole('button', { name: 'Choose Festivalový areál' }).click();
  await form
    .getByRole('group', { name: 'Number of tickets' })
    .getByRole('button', { name: '1', exact: true })
    .click();

  const more = form.getByRole('button', { name: 'One more Festivalové tričko' });
  const fewer = form.getByRole('button', { name: 'One fewer Festivalové tričko' });
  await expect(fewer).toBeDisabled();
  await more.click();
  await fewer.click();
  await expect(fewer).toBeDisabled();
  await more.click();
  await more.click();
  await form.getByRole('button', { name: 'Add to basket' }).click();

  const basket = form.getByTestId('basket-summary');
  await expect(basket.getByRole('listitem')).toHaveCount(3);
  await expect(basket.getByRole('listitem').filter({ hasText: 'Festivalové tričko' })).toHaveCount(2);
  await expect(basket.getByTestId('basket-total')).toHaveText(/99\.00/);
});

test('donation: an amount below the minimum is refused, a valid one is charged', async ({ page }) => {
  const form = await openEvent(page, EVENTS.donation.path);
  await form
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  const amount = form.getByRole('textbox', { name: /Amount/ });
  await amount.fill('5');
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(form.getByText(/The amount must be at least/)).toBeVisible();
  await amount.fill('25.50');
  await form.getByRole('button', { name: 'Continue' }).click();
  await form
    .getByRole('group', { name: 'Number of tickets' })
    .getByRole('button', { name: '1', exact: true })
    .click();
  await expect(form.getByTestId('basket-total')).toHaveText(/25\.50/);
});

test('a 360 px phone can buy standing tickets without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const form = await openEvent(page, EVENTS.festival.path);
  await form.getByRole('button', { name: 'Choose VIP zóna' }).click();
  await form
    .getByRole('group', { name: 'Number of tickets' })
    .getByRole('button', { name: '1', exact: true })
    .click();
  await form.getByRole('button', { name: 'Continue without merchandise' }).click();
  await expect(form.getByTestId('basket-summary')).toBeVisible();
  // The form fits the phone: it ends inside the screen and nothing in it is wider than the form.
  const box = await form.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  const overflow = await form.evaluate((element) => {
    const node = element as unknown as { scrollWidth: number; clientWidth: number };
    return node.scrollWidth - node.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);
});
