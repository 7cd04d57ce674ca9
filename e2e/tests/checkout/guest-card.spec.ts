import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, uniqueEmail, waitForMail } from '../../fixtures';
import { EVENTS, eventIdOf, openEvent } from '../ticketing/helpers';
import {
  CARDS,
  continueToPayment,
  fillGuest,
  holdTwoSeats,
  payByCard,
  pdfAttachments,
  pdfQrCode,
  pdfText,
  ticketCodeOfQr,
} from './helpers';

test('a guest buys two seats by card and gets both tickets as PDFs whose QR codes scan', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('guest-card');
  const form = await openEvent(page, EVENTS.hall.path);
  const eventId = await eventIdOf(page);
  const pick = await holdTwoSeats(page, form, request, eventId, 'Parter vpravo');

  const checkout = await continueToPayment(form);
  await expect(checkout.getByRole('radio', { name: 'Card (Braintree)' })).toBeChecked();
  await fillGuest(checkout, email);
  await expectNoSeriousA11yViolations(page);
  const total = (await checkout.getByTestId('summary-total').textContent()) ?? '';
  const pressedPay = Date.now();
  await checkout.getByTestId('checkout-pay').click();

  // braintreeStage: the sandbox bank's card form, framed in the buy form.
  await expect(form.locator('[data-stage="braintreeStage"]')).toBeVisible();
  const paidAt = await payByCard(page, CARDS.approved);

  await expect(page).toHaveURL(/\/en\/paymentResult\?.*res=OK/);
  const result = page.getByTestId('payment-result');
  await expect(result.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(result).toContainText('Thank you! Your 2 tickets are on their way to your e-mail.');
  await expect(result).toContainText(`2 tickets, ${total}`);
  await expectNoSeriousA11yViolations(page);

  const mail = await waitForMail(email, /Your tickets/, 30_000);
  const received = Date.now();
  test.info().annotations.push({
    type: 'checkout time',
    description: `card pay → mail ${received - paidAt} ms; stage4 Pay → mail ${received - pressedPay} ms`,
  });
  console.log(
    `checkout time: card pay → mail ${received - paidAt} ms (stage4 Pay → mail ${received - pressedPay} ms)`,
  );

  const pdfs = pdfAttachments(mail.raw);
  expect(pdfs).toHaveLength(2);
  // Each QR is the ticket's signed code (issue 17); what it names is the short code printed under it.
  const codes = pdfs.map((pdf) => ticketCodeOfQr(pdfQrCode(pdf)));
  expect(codes.every((code) => code && /^[A-Z0-9]{20}$/.test(code))).toBe(true);
  expect(new Set(codes).size).toBe(2);
  const seatsSeen: string[] = [];
  for (const [index, pdf] of pdfs.entries()) {
    const text = pdfText(pdf);
    // The event's Czech/Slovak name with its diacritics survives the font (č, ó, „ “).
    expect(text).toContain('Dvořák: Symfónia č. 9');
    // …and so does the buyer's Slovak name (ľ š ť ý).
    expect(text).toContain('Ľubomír Šťastný');
    expect(text).toContain('Parter vpravo');
    // The printed code is the QR's, grouped in fours.
    expect(text.replace(/\s+/g, '')).toContain(codes[index] ?? '');
    // Row and seat as printed ("Row   3", "Seat   12", the label and its value on one line).
    expect(/\bRow\s+(\S+)/.exec(text)?.[1]).toBe(pick.row);
    seatsSeen.push(/\bSeat\s+(\S+)/.exec(text)?.[1] ?? '');
  }
  expect(seatsSeen.sort()).toEqual(pick.seats.map((s) => s.name).sort());
});
