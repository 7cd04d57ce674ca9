import { admitsEntry, type PayResponse, type Purchase } from '@marquee/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPaymentGates } from '../../db/seed/payments';
import { buildTestApp, type TestApp } from '../../testing/app';
import { bearer, buildUser, signIn } from '../accounts/testing';
import { paymentsOf } from '../payments';
import { followReturn, pay, pdfText, submitCard } from '../payments/testing';
import { addSeat, addStanding, buildSaleFixture, createBasket, type SaleFixture } from '../ticketing/testing';
import { renderTicketPdf } from './ticket-pdf';

let t: TestApp;
let f: SaleFixture;
let buyer: { email: string; token: string };

beforeAll(async () => {
  t = await buildTestApp({ seed: ({ db }) => db.transaction((tx) => seedPaymentGates(tx, {})) });
  f = await buildSaleFixture(t.app.db);
  const user = await buildUser(t.app.db, { password: 'merch-buyer-password' });
  buyer = { email: user.email, token: await signIn(t.app, user.email, 'merch-buyer-password') };
});
afterAll(() => t?.close());

const ENTRY_NOTE = 'Each code lets one person in once';
const flat = (pdf: Buffer) => pdfText(pdf).replace(/\s+/g, ' ');

describe('merchandise bought with tickets is a pickup voucher (issue 15 row 8)', () => {
  it('is not counted among the tickets, is marked MERCHANDISE and its PDF is a voucher, not an entry', async () => {
    const guid = await createBasket(t);
    for (const seatId of f.seating.seatIds.slice(0, 3))
      expect((await addSeat(t, f.eventId, guid, seatId)).statusCode).toBe(200);
    expect((await addStanding(t, f.eventId, guid, f.merch.id, 1)).statusCode).toBe(200);

    const answer = (
      await pay(t, guid, 'BRAINTREE', { email: '', language: 'en', headers: bearer(buyer.token) })
    ).json() as PayResponse;
    const back = await followReturn(t, await submitCard(t, answer));
    const result = new URL(back.location).searchParams;
    expect(result.get('res')).toBe('OK');
    // "Your 4 tickets" was 3 seats and a T-shirt.
    expect(result.get('count')).toBe('3');
    expect(result.get('merch')).toBe('1');
    await paymentsOf(t.app).mail.drain();

    const purchases = (
      await t.app.inject({ method: 'GET', url: '/api/ticketing/tickets', headers: bearer(buyer.token) })
    ).json() as Purchase[];
    const items = purchases[0]?.Tickets ?? [];
    expect(items.map((item) => item.Kind).sort()).toEqual(['ENTRY', 'ENTRY', 'ENTRY', 'MERCHANDISE']);
    const shirt = items.find((item) => item.Kind === 'MERCHANDISE');
    const seat = items.find((item) => item.Kind === 'ENTRY');
    // The rule a door scanner applies: the voucher's code never opens the door.
    expect(admitsEntry('MERCHANDISE')).toBe(false);
    expect(admitsEntry('ENTRY')).toBe(true);

    // pdftotext breaks long lines where the PDF wraps them: compare on single spaces.
    const print = async (id: string | undefined) =>
      flat(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/ticketing/tickets/${id}/print`,
            headers: { ...bearer(buyer.token), 'accept-language': 'en' },
          })
        ).rawPayload,
      );
    const voucher = await print(shirt?.Id);
    expect(voucher).toContain('MERCHANDISE VOUCHER');
    expect(voucher).toContain('T-shirt');
    expect(voucher).toContain('not an entry ticket');
    expect(voucher).not.toContain(ENTRY_NOTE);
    expect(voucher).not.toContain('Sector');
    const ticket = await print(seat?.Id);
    expect(ticket).toContain(ENTRY_NOTE);
    expect(ticket).not.toContain('VOUCHER');
  });

  it('words the voucher in the buyer’s language', async () => {
    const pdf = await renderTicketPdf({
      language: 'sk',
      code: 'ABCDEFGHJKMNPQRSTVWX',
      qr: 'ABCDEFGHJKMNPQRSTVWX',
      eventName: 'Lúky Festival',
      place: 'Lúky, Trenčín',
      beginAt: new Date('2031-06-01T12:00:00Z'),
      timeZone: 'Europe/Bratislava',
      sectorName: 'Festivalové tričko',
      sectorType: 'VirtualSector',
      isMerchandise: true,
      rowName: null,
      seatName: null,
      priceMinor: 2500,
      currency: 'EUR',
      orderNumber: '7',
      buyerName: 'Jana Nováková',
      payInPlace: false,
    });
    const text = flat(pdf);
    expect(text).toContain('POUKAZ NA TOVAR');
    expect(text).toContain('Poukaz nie je vstupenka.');
    expect(text).not.toContain('vpustí jednu osobu');
  });
});
