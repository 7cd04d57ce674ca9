import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseScan } from '@marquee/contract';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { adjacentFreeSeats } from '../ticketing/helpers';

/** The sandbox bank's test cards (apps/server/src/modules/payments/sandbox-page.ts). */
export const CARDS = { approved: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/** Holds two adjacent free seats of a sector through the seat map's list view (what a keyboard user does). */
export async function holdTwoSeats(
  page: Page,
  form: Locator,
  request: APIRequestContext,
  eventId: string,
  sectorName: string,
  fromEnd = false,
) {
  const pick = await adjacentFreeSeats(request, eventId, sectorName, fromEnd);
  await form.getByRole('button', { name: 'Open seat map' }).click();
  const map = page.getByTestId('seat-map');
  await map.getByText('Seat list', { exact: true }).click();
  await map.getByRole('button', { name: sectorName, exact: true }).click();
  await map.getByRole('button', { name: new RegExp(`^Row ${pick.row}, ${sectorName}`) }).click();
  for (const seat of pick.seats) {
    await map
      .getByRole('button', { name: new RegExp(`^Row ${pick.row}, seat ${seat.name}, available`) })
      .click();
    await expect(
      map.getByRole('button', { name: new RegExp(`^Row ${pick.row}, seat ${seat.name}, in your basket`) }),
    ).toBeVisible();
  }
  await map.getByRole('button', { name: 'OK' }).click();
  await expect(form.getByTestId('basket-summary').getByRole('listitem')).toHaveCount(2);
  return pick;
}

/** Stage3 → stage4: the payment form. */
export async function continueToPayment(form: Locator): Promise<Locator> {
  await form.getByTestId('continue-to-payment').click();
  const checkout = form.getByRole('form', { name: 'Payment details' });
  await expect(checkout).toBeVisible();
  return checkout;
}

/** A guest's contact and name (typed, as paste is off in the confirmation) and both agreements. */
export async function fillGuest(
  checkout: Locator,
  email: string,
  name = { first: 'Ľubomír', last: 'Šťastný' },
) {
  await checkout.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await checkout.getByRole('textbox', { name: /^Confirm e-mail/ }).pressSequentially(email);
  await fillNameAndAgree(checkout, name);
}

export async function fillNameAndAgree(checkout: Locator, name = { first: 'Ľubomír', last: 'Šťastný' }) {
  await checkout.getByRole('textbox', { name: /^First name/ }).fill(name.first);
  await checkout.getByRole('textbox', { name: /^Last name/ }).fill(name.last);
  for (const box of [/terms of use/, /privacy policy/]) {
    const checkbox = checkout.getByRole('checkbox', { name: box });
    if (!(await checkbox.isChecked())) await checkbox.check();
  }
}

/** Types a card into the sandbox bank's hosted form framed in braintreeStage and pays. */
export async function payByCard(page: Page, card: string): Promise<number> {
  const frame = page.frameLocator('[data-testid="card-frame"]');
  await frame.getByLabel('Name on card').fill('Lubomir Stastny');
  await frame.getByLabel('Card number').fill(card);
  await frame.getByLabel('Expiry (MM/YY)').fill('12/34');
  await frame.getByLabel('Security code (CVC)').fill('123');
  const paidAt = Date.now();
  await frame.getByRole('button', { name: /^Pay / }).click();
  return paidAt;
}

/** PDF attachments of a raw MIME message (base64 parts of type application/pdf). */
export function pdfAttachments(raw: string): Buffer[] {
  return raw
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .filter((part) => /content-type:\s*application\/pdf/i.test(part.split(/\r?\n\r?\n/)[0] ?? ''))
    .map((part) => {
      const body =
        part
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n')
          .split(/\r?\n--/)[0] ?? '';
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    });
}

/** The text a reader gets from the PDF (poppler's pdftotext). */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
}

/**
 * The short ticket code a scanned QR names, read with the contract's own parser (the QR holds the code signed
 * with the event's key, issue 17); null when the QR is no ticket code at all.
 */
export function ticketCodeOfQr(text: string | null): string | null {
  const scan = text === null ? null : parseScan(text);
  return scan && scan.kind !== 'unreadable' ? scan.code : null;
}

/** Page 1 rendered at 150 dpi (poppler's pdftoppm) and its QR code decoded with jsQR, as a door scanner would. */
export function pdfQrCode(pdf: Buffer): string | null {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-ticket-'));
  try {
    const file = path.join(dir, 'ticket.pdf');
    fs.writeFileSync(file, pdf);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '150',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      path.join(dir, 'page'),
    ]);
    const png = PNG.sync.read(fs.readFileSync(path.join(dir, 'page.png')));
    return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A seat's state as any other buyer's map reads it. */
export async function seatState(
  request: APIRequestContext,
  eventId: string,
  sectorId: string,
  seatId: string,
) {
  const status = await (
    await request.get(`/api/event/${eventId}/getSeatsStatus?sectorIds=${sectorId}`)
  ).json();
  return (status.Sectors[0].Seats as Record<string, string>)[seatId] ?? null;
}
