import fs from 'node:fs/promises';
import path from 'node:path';
import type { OrderPage, PaymentMethod, PayResponse, Purchase } from '@marquee/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileClaims } from '../../db/schema/accounts';
import { seedPaymentGates } from '../../db/seed/payments';
import { buildTestApp, type TestApp } from '../../testing/app';
import { bearer, buildUser, signIn, signUp, uniqueEmail } from '../accounts/testing';
import { readSignedQr } from '../checkin/testing';
import { paymentsOf } from '../payments';
import { followReturn, pay, pdfQrCode, pdfText, submitCard } from '../payments/testing';
import { queryRows } from '../ticketing/sql-rows';
import { addSeat, buildSaleFixture, createBasket, type SaleFixture } from '../ticketing/testing';

let t: TestApp;
let f: SaleFixture;
let buyer: { email: string; token: string };
let stranger: string;
let organizer: string;

beforeAll(async () => {
  // Platform-default gates only (the demo seed's): the fixture's organizer has no rows of its own.
  t = await buildTestApp({
    env: { PUBLIC_URL: 'http://shop.test' },
    seed: ({ db }) => db.transaction((tx) => seedPaymentGates(tx, {})),
  });
  f = await buildSaleFixture(t.app.db);
  const user = await buildUser(t.app.db, { password: 'buyer-password' });
  buyer = { email: user.email, token: await signIn(t.app, user.email, 'buyer-password') };
  const other = await buildUser(t.app.db, { password: 'other-password' });
  stranger = await signIn(t.app, other.email, 'other-password');
  const boss = await buildUser(t.app.db, { password: 'organizer-password' });
  await t.app.db.insert(profileClaims).values({ userId: boss.id, profileId: f.authorId, role: 'Owner' });
  organizer = await signIn(t.app, boss.email, 'organizer-password');
});
afterAll(() => t?.close());

describe('purchased tickets of a signed-in buyer', () => {
  let codes: string[] = [];

  it('buys two seats with the account e-mail and lists them grouped by event', async () => {
    const guid = await createBasket(t);
    for (const seatId of f.seating.seatIds.slice(0, 2))
      expect((await addSeat(t, f.eventId, guid, seatId)).statusCode).toBe(200);
    const methods = await t.app.inject({
      method: 'GET',
      url: `/api/ticketing/basket/${guid}/getAvailablePaymentMethods?forReservationsPay=true`,
    });
    expect((methods.json() as PaymentMethod[]).map((m) => m.Gate)).toEqual([
      'BRAINTREE',
      'GPWEBPAY',
      'GOPAY',
      'PAYPAL',
      'CDPAY',
    ]);

    const answer = (
      await pay(t, guid, 'BRAINTREE', { email: '', headers: bearer(buyer.token) })
    ).json() as PayResponse;
    expect(answer.extraData.Flow).toBe('CARD_FORM');
    const back = await followReturn(t, await submitCard(t, answer));
    expect(new URL(back.location).searchParams.get('res')).toBe('OK');
    await paymentsOf(t.app).mail.drain();

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/ticketing/tickets',
      headers: bearer(buyer.token),
    });
    expect(res.statusCode).toBe(200);
    const purchases = res.json() as Purchase[];
    expect(purchases).toHaveLength(1);
    expect(purchases[0]?.Event).toMatchObject({
      Id: f.eventId,
      IsOnline: false,
      TimeZone: expect.any(String),
    });
    expect(purchases[0]?.Tickets).toHaveLength(2);
    expect(purchases[0]?.Tickets[0]).toMatchObject({
      SectorType: 'SeatingSector',
      OrderState: 'PAID',
      Currency: 'EUR',
    });
    codes = purchases[0]?.Tickets.map((ticket) => ticket.Code) ?? [];
    // The QR is the code signed with the event's key (issue 17): it verifies, and names code, event, sector.
    for (const ticket of purchases[0]?.Tickets ?? [])
      expect(await readSignedQr(t.app.db, ticket.QrCode)).toEqual({
        code: ticket.Code,
        eventId: f.eventId,
        sectorKey: f.seating.id,
      });

    const filtered = await t.app.inject({
      method: 'GET',
      url: `/api/ticketing/tickets?eventId=${f.seating.id}`,
      headers: bearer(buyer.token),
    });
    expect(filtered.json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/ticketing/tickets' })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/ticketing/tickets', headers: bearer(stranger) })
      ).json(),
    ).toEqual([]);
  });

  it('prints a ticket as PDF for its buyer only', async () => {
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/ticketing/tickets', headers: bearer(buyer.token) })
    ).json() as Purchase[];
    const ticket = list[0]?.Tickets[0];
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/ticketing/tickets/${ticket?.Id}/print`,
      headers: { ...bearer(buyer.token), 'accept-language': 'de' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Platz');
    expect(text).toContain(ticket?.Code.slice(0, 4));
    expect(codes).toContain(ticket?.Code);
    // The PDF's QR is the signed code the list shows, readable at 150 dpi; the short code is printed under it.
    const scanned = pdfQrCode(res.rawPayload);
    expect(scanned).toBe(ticket?.QrCode);
    expect((await readSignedQr(t.app.db, scanned)).code).toBe(ticket?.Code);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/ticketing/tickets/${ticket?.Id}/print`,
      headers: bearer(stranger),
    });
    expect(other.statusCode).toBe(404);
  });
});

/** The confirmation link mailed to `email` (the outbox's sidecar JSON: no SMTP server in this file). */
async function confirmationLinkOf(email: string): Promise<URL> {
  const dir = path.join(t.config.dataDir, 'outbox');
  for (let attempt = 0; attempt < 50; attempt++) {
    for (const name of (await fs.readdir(dir).catch(() => [] as string[])).filter((n) =>
      n.endsWith('.json'),
    )) {
      const summary = JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as {
        to?: string;
        link?: string;
      };
      if (summary.to?.includes(email) && summary.link?.includes('token=')) return new URL(summary.link);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no confirmation mail to ${email}`);
}

describe('e-mail of the payer', () => {
  it('refuses a guest who uses an account’s e-mail (NOT_AUTHORIZED_PAY: sign in instead)', async () => {
    const guid = await createBasket(t);
    expect((await addSeat(t, f.eventId, guid, f.seating.seatIds[6] as string)).statusCode).toBe(200);
    const res = await pay(t, guid, 'GOPAY', { email: buyer.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().Code).toBe('NOT_AUTHORIZED_PAY');
  });

  it('gets its tickets at the e-mail given at purchase (spec §6)', async () => {
    const social = await buildUser(t.app.db, { password: 'social-password', emailGenerated: true });
    const token = await signIn(t.app, social.email, 'social-password');
    const guid = await createBasket(t);
    expect((await addSeat(t, f.eventId, guid, f.seating.seatIds[5] as string)).statusCode).toBe(200);
    const answer = (
      await pay(t, guid, 'GOPAY', { email: 'real.address@example.com', headers: bearer(token) })
    ).json() as PayResponse;
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/ticketing/basket/${guid}/order?vs=${answer.extraData.VariableSymbol}`,
    });
    expect(status.json()).toMatchObject({ Email: 'real.address@example.com', State: 'PENDING' });
  });
});

describe('organizer side', () => {
  it('lists the event’s orders with state and buyer for claim holders only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/event/${f.eventId}/orders`,
      headers: bearer(organizer),
    });
    expect(res.statusCode).toBe(200);
    const order = (res.json() as OrderPage).Items.find((o) => o.Gate === 'BRAINTREE');
    expect(order).toMatchObject({
      State: 'PAID',
      Gate: 'BRAINTREE',
      PaymentType: 'CARDPAY',
      Email: buyer.email,
      TicketCount: 2,
      Total: 90,
    });
    expect(order?.PaidAt).not.toBeNull();
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/event/${f.eventId}/orders`,
          headers: bearer(stranger),
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/event/${f.eventId}/orders` })).statusCode).toBe(
      401,
    );
  });

  it('previews the organizer’s ticket as PDF in the asked language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/utility/pdfPreview/profile/${f.authorId}?language=hu&voucher=true`,
      headers: bearer(organizer),
    });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Előnézet – nem érvényes jegy');
    expect(text).toContain('Mintaesemény');
    const denied = await t.app.inject({
      method: 'POST',
      url: `/api/utility/pdfPreview/profile/${f.authorId}`,
      headers: bearer(stranger),
    });
    expect(denied.statusCode).toBe(403);
  });
});

describe('guest tickets and a new account of the same e-mail (issue 16 #10)', () => {
  it('joins the guest’s tickets only once the account has confirmed the e-mail', async () => {
    const email = uniqueEmail('guest');
    const guid = await createBasket(t);
    expect((await addSeat(t, f.eventId, guid, f.seating.seatIds[8] as string)).statusCode).toBe(200);
    const answer = (await pay(t, guid, 'BRAINTREE', { email })).json() as PayResponse;
    expect(
      new URL((await followReturn(t, await submitCard(t, answer))).location).searchParams.get('res'),
    ).toBe('OK');

    // Someone else signs up with the guest's address and does not confirm it.
    const taker = await signUp(t.app, { email });
    const list = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/ticketing/tickets',
        headers: bearer(taker.AccessToken.Access_token),
      });
    expect((await list()).json()).toEqual([]);
    const [row] = await queryRows<{ id: string }>(
      t.app.db,
      sql`select t.id from tickets t join orders o on o.id = t.order_id where o.email = ${email}`,
    );
    const ticketId = row?.id;
    expect(ticketId).toBeDefined();
    const print = await t.app.inject({
      method: 'GET',
      url: `/api/ticketing/tickets/${ticketId}/print`,
      headers: bearer(taker.AccessToken.Access_token),
    });
    expect(print.statusCode).toBe(404);

    // The owner of the mailbox confirms it: the guest's tickets are theirs.
    const link = await confirmationLinkOf(email);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/account/activation/${taker.UserInfo.Id}`,
      payload: { Token: link.searchParams.get('token') },
    });
    expect(confirmed.statusCode).toBe(200);
    const purchases = (await list()).json() as Purchase[];
    expect(purchases.flatMap((p) => p.Tickets.map((ticket) => ticket.Id))).toEqual([ticketId]);
  });
});

describe('pay attempts', () => {
  it('answers MAXIMUM_ATTEMPTS_EXCEEDED past 30 attempts a minute from one address', async () => {
    const guid = await createBasket(t);
    const codes: string[] = [];
    for (let i = 0; i < 31; i++) codes.push((await pay(t, guid, 'GOPAY')).json().Code);
    // Earlier tests of this file paid from the same address within the minute.
    const limited = codes.indexOf('MAXIMUM_ATTEMPTS_EXCEEDED');
    expect(limited).toBeGreaterThan(25);
    expect(codes.slice(0, limited).every((code) => code === 'BASKET_EMPTY')).toBe(true);
    expect(codes.slice(limited).every((code) => code === 'MAXIMUM_ATTEMPTS_EXCEEDED')).toBe(true);
  });
});
