import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, uniqueEmail, waitForMail } from '../../fixtures';
import { EVENTS, openEvent } from '../ticketing/helpers';
import { continueToPayment, fillGuest } from './helpers';

// On a 360 px phone in the dark theme: the form fits and passes axe there too.
test.use({ viewport: { width: 360, height: 780 }, colorScheme: 'dark' });

test('pay in place: standing tickets are reserved, the reservation result says so and the mail brings them', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('pay-in-place');
  const form = await openEvent(page, EVENTS.festival.path);
  await form.getByRole('button', { name: 'Choose Festivalový areál' }).click();
  await form
    .getByRole('group', { name: 'Number of tickets' })
    .getByRole('button', { name: '2', exact: true })
    .click();
  await form.getByRole('button', { name: 'Continue without merchandise' }).click();

  const checkout = await continueToPayment(form);
  await checkout.getByRole('radio', { name: 'Pay at the venue' }).check();
  await fillGuest(checkout, email, { first: 'Zoltán', last: 'Kővári' });
  // The e2e project has no DOM typings: the page-side expression is a string.
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page);
  await checkout.getByTestId('checkout-pay').click();

  await expect(page).toHaveURL(/\/en\/reservationResult\?.*res=RESERVED/);
  await expect(page.getByRole('heading', { name: 'Tickets reserved' })).toBeVisible();
  await expect(page.getByTestId('payment-result')).toContainText('Pay for them at the venue');
  const mail = await waitForMail(email, /./, 30_000);
  expect(mail.raw).toMatch(/content-type:\s*application\/pdf/i);
});
