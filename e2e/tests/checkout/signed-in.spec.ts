import { expect, test } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  signInViaApi,
  signUpViaApi,
  uniqueEmail,
  waitForMail,
} from '../../fixtures';
import { EVENTS, eventIdOf, openEvent } from '../ticketing/helpers';
import {
  CARDS,
  continueToPayment,
  fillNameAndAgree,
  holdTwoSeats,
  payByCard,
  pdfAttachments,
  pdfQrCode,
  ticketCodeOfQr,
} from './helpers';

test('a signed-in buyer pays by card and finds the tickets with their QR on the purchased-tickets page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = { email: uniqueEmail('signed-buyer'), password: 'Secret-123456', name: 'Signed Buyer' };
  await signUpViaApi(request, account);
  await signInViaApi(page, request, account);

  const form = await openEvent(page, EVENTS.hall.path);
  const pick = await holdTwoSeats(page, form, request, await eventIdOf(page), 'Balkón vpravo');
  const checkout = await continueToPayment(form);
  // The account's e-mail is used; terms and privacy are already agreed.
  await expect(checkout.getByTestId('checkout-known-email')).toContainText(account.email);
  await expect(checkout.getByRole('textbox', { name: /^Confirm e-mail/ })).toHaveCount(0);
  await expect(checkout.getByRole('checkbox', { name: /terms of use/ })).toBeChecked();
  await fillNameAndAgree(checkout, { first: 'Signed', last: 'Buyer' });
  await checkout.getByTestId('checkout-pay').click();
  await payByCard(page, CARDS.approved);

  await expect(page).toHaveURL(/\/en\/paymentResult\?.*res=OK/);
  await page.getByTestId('result-my-tickets').click();
  await expect(page).toHaveURL(/\/en\/purchased-tickets$/);
  const purchase = page.getByRole('region', { name: 'Dvořák: Symfónia č. 9 „Z Nového sveta“' });
  await expect(purchase.getByTestId('purchased-ticket')).toHaveCount(2);
  for (const seat of pick.seats)
    await expect(purchase).toContainText(`Balkón vpravo, Row ${pick.row}, Seat ${seat.name}`);
  const code = (await purchase.getByTestId('ticket-code').first().textContent()) ?? '';
  expect(code).toMatch(/^([A-Z0-9]{4} )+[A-Z0-9]{1,4}$/);
  await expectNoSeriousA11yViolations(page);

  await purchase
    .getByRole('button', { name: /^QR code: / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Ticket QR code' });
  await expect(dialog.getByTestId('ticket-qr')).toBeVisible();
  await expect(dialog.getByTestId('ticket-qr-code')).toHaveText(code);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The QR codes in the mailed PDFs are exactly the codes the page lists.
  const mail = await waitForMail(account.email, /Your tickets/, 30_000);
  const listed = (await purchase.getByTestId('ticket-code').allTextContents()).map((c) =>
    c.replace(/\s+/g, ''),
  );
  const scanned = pdfAttachments(mail.raw).map((pdf) => ticketCodeOfQr(pdfQrCode(pdf)));
  expect(scanned.sort()).toEqual(listed.sort());
});
