import type { ApiError, Basket, PaymentMethod, PayResponse, SeatsStatus } from '@marquee/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentAudit, tickets } from '../../db/schema/orders';
import { buildTestApp, type TestApp } from '../../testing/app';
import { readSignedQr } from '../checkin/testing';
import { type CaughtMail, startSmtpSink } from '../mail/smtp-sink';
import { queryRows } from '../ticketing/sql-rows';
import { addSeat, addStanding, buildSaleFixture, createBasket, type SaleFixture } from '../ticketing/testing';
import { paymentsOf } from '.';
import {
  BUYER_ORIGIN,
  enableGates,
  followReturn,
  localPath,
  pay,
  pdfAttachments,
  pdfQrCode,
  pdfText,
  submitCard,
} from './testing';

let t: TestApp;
let f: SaleFixture;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let nextSeat = 0;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await buildTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL: 'http://shop.test' } });
  f = await buildSaleFixture(t.app.db, { rows: 4, seatsPerRow: 8, standingCapacity: 3, maxPerPurchase: 6 });
  await enableGates(t.app.db, f.authorId, ['BRAINTREE', 'GPWEBPAY', 'GOPAY', 'RESERVATION', 'CDPAY']);
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const json = <T>(res: { json(): unknown }) => res.json() as T;
const seat = () => f.seating.seatIds[nextSeat++] as string;

async function basketWithSeats(count: number) {
  const guid = await createBasket(t);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = seat();
    ids.push(id);
    expect((await addSeat(t, f.eventId, guid, id)).statusCode).toBe(200);
  }
  return { guid, seatIds: ids };
}

async function orderRow(id: string) {
  const [row] = await t.app.db.select().from(orders).where(eq(orders.id, id));
  return row;
}
async function auditActions(orderId: string) {
  const rows = await t.app.db.select().from(paymentAudit).where(eq(paymentAudit.orderId, orderId));
  return rows.map((r) => r.action);
}
async function seatStates(ids: string[]) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/event/${f.eventId}/getSeatsStatus?sectorIds=${f.seating.id}`,
  });
  const seats = json<SeatsStatus>(res).Sectors[0]?.Seats ?? {};
  return ids.map((id) => seats[id]);
}
async function mailsTo(email: string) {
  await paymentsOf(t.app).mail.drain();
  return sink.mails.filter((m) => m.to.includes(email));
}

describe('card payment through the sandbox bank', () => {
  it('pays two seats: order → card page → signed callback → PAID, SOLD, tickets, one mail with two PDFs', async () => {
    const { guid, seatIds } = await basketWithSeats(2);
    const methods = await t.app.inject({
      method: 'GET',
      url: `/api/ticketing/basket/${guid}/getAvailablePaymentMethods`,
    });
    expect(json<PaymentMethod[]>(methods).map((m) => m.Gate)).toEqual([
      'BRAINTREE',
      'GPWEBPAY',
      'GOPAY',
      'RESERVATION',
      'CDPAY',
    ]);
    expect(json<PaymentMethod[]>(methods)[3]).toMatchObject({ PaymentType: 'OTHER', Flow: 'IN_PLACE' });

    const email = 'card.buyer@example.com';
    const res = await pay(t, guid, 'BRAINTREE', { email });
    expect(res.statusCode).toBe(200);
    const answer = json<PayResponse>(res);
    expect(answer).toMatchObject({
      needredirect: false,
      extraData: {
        Flow: 'CARD_FORM',
        Gate: 'BRAINTREE',
        Price: 90,
        Fee: 0,
        Total: 90,
        Currency: 'EUR',
        Count: 2,
      },
    });
    // Site-relative: the card frame is on the address the buyer used, whatever PUBLIC_URL says.
    expect(answer.url).toMatch(/^\/api\/sandbox-bank\/[0-9a-f-]{36}\?token=/);
    // While paying, the seats are locked in the basket.
    const basket = json<Basket>(await t.app.inject({ method: 'GET', url: `/api/ticketing/basket/${guid}` }));
    expect(basket.Events[0]?.Items.every((i) => i.Locked)).toBe(true);

    const page = await t.app.inject({ method: 'GET', url: localPath(answer.url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Testovacia banka');
    expect(page.body).toContain('autocomplete="cc-number"');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/sandbox-bank/${answer.extraData.OrderId}?token=forged`,
        })
      ).statusCode,
    ).toBe(404);

    const wrongJson = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox-bank/${answer.extraData.OrderId}/card`,
      payload: { token: answer.extraData.ClientToken, name: 'A', number: '1234', expiry: '01/20', cvc: '1' },
    });
    expect(json<ApiError>(wrongJson).FieldErrors).toEqual({
      number: ['INVALID_VALUE'],
      expiry: ['INVALID_VALUE'],
      cvc: ['INVALID_VALUE'],
    });
    const invalid = await submitCard(t, answer, '4242 4242 4242 4241');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('aria-invalid="true"');

    const started = Date.now();
    const bank = await submitCard(t, answer);
    expect(bank.statusCode).toBe(303);
    const back = await followReturn(t, bank);
    expect(back.status).toBe(303);
    const result = new URL(back.location);
    expect(back.raw).toMatch(/^\/sk\/paymentResult\?/);
    expect(result.origin + result.pathname).toBe(`${BUYER_ORIGIN}/sk/paymentResult`);
    expect(Object.fromEntries(result.searchParams)).toEqual({
      eventId: f.eventId,
      res: 'OK',
      vs: answer.extraData.VariableSymbol,
      guid,
      price: '90.00',
      currency: 'EUR',
      count: '2',
    });

    const order = await orderRow(answer.extraData.OrderId);
    expect(order?.state).toBe('PAID');
    expect(await seatStates(seatIds)).toEqual(['SOLD', 'SOLD']);
    const after = json<Basket>(await t.app.inject({ method: 'GET', url: `/api/ticketing/basket/${guid}` }));
    expect(after.ItemCount).toBe(0);
    // The bank's notification and the payer's return carried the same answer: the second was a replay.
    expect(await auditActions(order?.id as string)).toEqual(
      expect.arrayContaining(['CREATED', 'STARTED', 'CALLBACK', 'PAID', 'TICKETS_ISSUED', 'REPLAY']),
    );

    const codes = (
      await t.app.db
        .select()
        .from(tickets)
        .where(eq(tickets.orderId, order?.id as string))
    ).map((r) => r.code);
    expect(codes).toHaveLength(2);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/);

    const mail = await sink.waitFor((m: CaughtMail) => m.to.includes(email), 10_000);
    const checkoutMs = Date.now() - started;
    expect(mail.subject).toContain('Vaše vstupenky');
    const pdfs = pdfAttachments(mail.raw);
    expect(pdfs).toHaveLength(2);
    expect(mail.raw).toMatch(/filename="?event\.ics/);
    // Each PDF's QR is its ticket's code signed with the event's key (issue 17, checkin/signing.ts).
    const decoded = await Promise.all(pdfs.map((pdf) => readSignedQr(t.app.db, pdfQrCode(pdf))));
    expect(decoded.map((qr) => qr.code).sort()).toEqual([...codes].sort());
    const text = pdfText(pdfs[0] as Buffer);
    expect(text).toContain('Ľudmila Kováč-Győrű');
    expect(text).toContain('Sektor');
    expect(text).toContain('Sedadlo');
    expect(text).toMatch(/90,00|45,00/);
    await paymentsOf(t.app).mail.drain();
    expect((await orderRow(order?.id as string))?.mailSentAt).not.toBeNull();
    expect(checkoutMs).toBeLessThan(10_000);
  });

  it('a replayed notification changes nothing; a tampered one is refused and audited', async () => {
    const { guid } = await basketWithSeats(1);
    const answer = json<PayResponse>(await pay(t, guid, 'BRAINTREE', { email: 'replay@example.com' }));
    const bank = await submitCard(t, answer);
    const signed = Object.fromEntries(new URL(String(bank.headers.location), 'http://x').searchParams);
    const before = await t.app.db.select().from(tickets).where(eq(tickets.orderId, answer.extraData.OrderId));
    for (let i = 0; i < 2; i++) {
      const replay = await t.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/notify',
        payload: signed,
      });
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toMatchObject({ State: 'PAID' });
    }
    const after = await t.app.db.select().from(tickets).where(eq(tickets.orderId, answer.extraData.OrderId));
    expect(after.map((r) => r.code)).toEqual(before.map((r) => r.code));
    expect(await mailsTo('replay@example.com')).toHaveLength(1);

    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/notify',
      payload: { ...signed, amount: '1' },
    });
    expect(tampered.statusCode).toBe(400);
    expect(json<ApiError>(tampered).Code).toBe('PAYMENT_SIGNATURE_INVALID');
    const refused = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from payment_audit where action = 'SIGNATURE_INVALID'
        and detail->>'claimedOrderId' = ${answer.extraData.OrderId}`,
    );
    expect(refused[0]?.n).toBe(1);
    // A forged success for another, unpaid order is refused the same way.
    const other = await basketWithSeats(1);
    const pending = json<PayResponse>(await pay(t, other.guid, 'BRAINTREE', { email: 'forger@example.com' }));
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/payments/sandbox/return?${new URLSearchParams({ ...signed, orderId: pending.extraData.OrderId })}`,
    });
    expect(forged.statusCode).toBe(400);
    expect((await orderRow(pending.extraData.OrderId))?.state).toBe('PENDING');
  });

  it('a double submit yields one order', async () => {
    const { guid } = await basketWithSeats(2);
    const [a, b] = await Promise.all([
      pay(t, guid, 'GOPAY', { email: 'double@example.com' }),
      pay(t, guid, 'GOPAY', { email: 'double@example.com' }),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(json<PayResponse>(a).extraData.OrderId).toBe(json<PayResponse>(b).extraData.OrderId);
    const rows = await t.app.db.select().from(orders).where(eq(orders.basketId, guid));
    expect(rows).toHaveLength(1);
    expect(json<PayResponse>(a)).toMatchObject({ needredirect: true, extraData: { Flow: 'SAME_WINDOW' } });
    // A gateway that does not answer leaves the order pending; the result page can ask for it.
    const vs = json<PayResponse>(a).extraData.VariableSymbol;
    const status = await t.app.inject({ method: 'GET', url: `/api/ticketing/basket/${guid}/order?vs=${vs}` });
    expect(status.json()).toMatchObject({
      State: 'PENDING',
      Result: 'PENDING',
      Total: 90,
      Count: 2,
      Gate: 'GOPAY',
    });
    const stranger = await createBasket(t);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/ticketing/basket/${stranger}/order?vs=${vs}` }))
        .statusCode,
    ).toBe(404);
  });

  it('a declined card fails the order, unlocks the seats for another try, and frees them when the hold ends', async () => {
    const { guid, seatIds } = await basketWithSeats(1);
    const answer = json<PayResponse>(await pay(t, guid, 'BRAINTREE', { email: 'declined@example.com' }));
    const back = await followReturn(t, await submitCard(t, answer, '4000 0000 0000 0002'));
    expect(new URL(back.location).searchParams.get('res')).toBe('FAIL');
    expect((await orderRow(answer.extraData.OrderId))?.state).toBe('FAILED');
    const basket = json<Basket>(await t.app.inject({ method: 'GET', url: `/api/ticketing/basket/${guid}` }));
    expect(basket.Events[0]?.Items.map((i) => i.Locked)).toEqual([false]);
    expect(await seatStates(seatIds)).toEqual(['RESERVED']);
    // Another try makes a new order for the same seats.
    const retry = json<PayResponse>(await pay(t, guid, 'BRAINTREE', { email: 'declined@example.com' }));
    expect(retry.extraData.OrderId).not.toBe(answer.extraData.OrderId);
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox-bank/${retry.extraData.OrderId}/card`,
      payload: {
        token: retry.extraData.ClientToken,
        name: 'Ján',
        number: '4000000000000002',
        expiry: '12/39',
        cvc: '123',
      },
    });
    expect(declined.json()).toMatchObject({ Result: 'FAIL' });
    expect(declined.json().url).toContain('/sk/paymentResult?');
    const third = json<PayResponse>(await pay(t, guid, 'BRAINTREE', { email: 'declined@example.com' }));
    const cancel = await followReturn(t, await submitCard(t, third, '', 'cancel'));
    expect(new URL(cancel.location).searchParams.get('res')).toBe('CANCEL');
    // The hold ends: the seat is free for everyone.
    await t.app.db.execute(
      sql`update basket_items set valid_till = now() - interval '1 second' where basket_id = ${guid}`,
    );
    expect(await seatStates(seatIds)).toEqual(['AVAILABLE']);
    expect(await mailsTo('declined@example.com')).toHaveLength(0);
  });
});

describe('the card stage on the address the buyer used (issue 15 row 6)', () => {
  it('addresses the bank page and the way back site-relative, whatever Host or PUBLIC_URL say', async () => {
    const { guid } = await basketWithSeats(1);
    // A buyer on another address than PUBLIC_URL, and a Host header nobody should trust.
    const res = await pay(t, guid, 'BRAINTREE', {
      email: 'other.address@example.com',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    const answer = json<PayResponse>(res);
    expect(answer.url.startsWith('/api/sandbox-bank/')).toBe(true);
    expect(answer.url).not.toContain('shop.test');
    expect(answer.url).not.toContain('evil.example');
    // The framed page is same-origin with the checkout, so the frame policy lets it in; nothing in it
    // points at another origin.
    const page = await t.app.inject({ method: 'GET', url: answer.url, headers: { host: 'evil.example' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/(?:href|action)="https?:/);
    const bank = await submitCard(t, answer);
    expect(String(bank.headers.location)).toMatch(/^\/api\/payments\/sandbox\/return\?/);
    const back = await followReturn(t, bank);
    expect(back.raw).toMatch(/^\/sk\/paymentResult\?/);
    expect(back.raw).not.toContain('evil.example');
  });
});

describe('late payments', () => {
  it('sells the seats when the hold ended but nobody took them (rescue), and refunds when someone did', async () => {
    // Rescue: the expired holds were reclaimed (deleted) by the time the bank answers.
    const first = await basketWithSeats(2);
    const answer = json<PayResponse>(await pay(t, first.guid, 'GOPAY', { email: 'late@example.com' }));
    await t.app.db.execute(
      sql`update basket_items set valid_till = now() - interval '1 second' where basket_id = ${first.guid}`,
    );
    await paymentsOf(t.app).orders.expireStale(0);
    expect((await orderRow(answer.extraData.OrderId))?.state).toBe('EXPIRED');
    await t.app.db.execute(sql`delete from basket_items where basket_id = ${first.guid}`);
    // The payer's page now shows the payment as processed; the bank's own notification arrives late.
    const page = await t.app.inject({ method: 'GET', url: localPath(answer.url) });
    expect(page.body).toContain('href="/sk/paymentResult?');
    const late = await lateNotify(answer);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ State: 'PAID' });
    expect(await seatStates(first.seatIds)).toEqual(['SOLD', 'SOLD']);
    expect(await auditActions(answer.extraData.OrderId)).toEqual(
      expect.arrayContaining(['EXPIRED', 'RESCUED', 'PAID']),
    );
    expect(pdfAttachments((await sink.waitFor((m) => m.to.includes('late@example.com'))).raw)).toHaveLength(
      2,
    );

    // Refund: after the hold ended another buyer took one of the seats.
    const second = await basketWithSeats(1);
    const pending = json<PayResponse>(await pay(t, second.guid, 'GOPAY', { email: 'refund@example.com' }));
    await t.app.db.execute(
      sql`update basket_items set valid_till = now() - interval '1 second' where basket_id = ${second.guid}`,
    );
    const rival = await createBasket(t);
    expect((await addSeat(t, f.eventId, rival, second.seatIds[0] as string)).statusCode).toBe(200);
    const refused = await lateNotify(pending);
    expect(refused.json()).toMatchObject({ State: 'REFUNDED' });
    expect(await auditActions(pending.extraData.OrderId)).toContain('REFUNDED');
    expect(
      await t.app.db.select().from(tickets).where(eq(tickets.orderId, pending.extraData.OrderId)),
    ).toHaveLength(0);
    const rivalBasket = json<Basket>(
      await t.app.inject({ method: 'GET', url: `/api/ticketing/basket/${rival}` }),
    );
    expect(rivalBasket.ItemCount).toBe(1);
  });
});

describe('late payments for standing places', () => {
  it('re-takes standing places within capacity, refunds past it (capacity trigger)', async () => {
    // Capacity 3: A pays late for 2 after its hold ended and was reclaimed.
    const a = await createBasket(t);
    expect((await addStanding(t, f.eventId, a, f.standing.id, 2)).statusCode).toBe(200);
    const paidLate = json<PayResponse>(await pay(t, a, 'GOPAY', { email: 'standing.late@example.com' }));
    await t.app.db.execute(
      sql`update basket_items set valid_till = now() - interval '1 second' where basket_id = ${a}`,
    );
    // B takes 1 of the 3 meanwhile (its add reclaims A's expired rows).
    const b = await createBasket(t);
    expect((await addStanding(t, f.eventId, b, f.standing.id, 1)).statusCode).toBe(200);
    expect((await lateNotify(paidLate)).json()).toMatchObject({ State: 'PAID' });
    expect(await auditActions(paidLate.extraData.OrderId)).toContain('RESCUED');

    // C holds 1 more place, pays late after D took the last one: refunded, D keeps its place.
    const c = await createBasket(t);
    const d = await createBasket(t);
    await t.app.db.execute(
      sql`update basket_items set valid_till = now() - interval '1 second' where basket_id = ${b}`,
    );
    expect((await addStanding(t, f.eventId, c, f.standing.id, 1)).statusCode).toBe(200);
    const refused = json<PayResponse>(await pay(t, c, 'GOPAY', { email: 'standing.refund@example.com' }));
    await t.app.db.execute(
      sql`update basket_items set valid_till = now() - interval '1 second' where basket_id = ${c}`,
    );
    expect((await addStanding(t, f.eventId, d, f.standing.id, 1)).statusCode).toBe(200);
    expect((await lateNotify(refused)).json()).toMatchObject({ State: 'REFUNDED' });
    const dBasket = json<Basket>(await t.app.inject({ method: 'GET', url: `/api/ticketing/basket/${d}` }));
    expect(dBasket.ItemCount).toBe(1);
  });
});

/** The bank's server-to-server PAID notification for an order, signed as the sandbox signs it. */
async function lateNotify(answer: PayResponse) {
  const { createSigner } = await import('./gateways/signing');
  const { resolveAuthSecret } = await import('../accounts/tokens');
  const { createSandboxGateway } = await import('./gateways/sandbox');
  const signer = createSigner(resolveAuthSecret(t.config), 'payments-sandbox');
  const gateway = createSandboxGateway({ apiBase: '', signer, log: t.app.log });
  const signed = gateway.notify({
    orderId: answer.extraData.OrderId,
    outcome: 'PAID',
    amountMinor: Math.round(answer.extraData.Total * 100),
    currency: answer.extraData.Currency,
  });
  return t.app.inject({ method: 'POST', url: '/api/payments/sandbox/notify', payload: signed });
}

describe('free orders, pay in place, and refusals', () => {
  it('pays in place: RESERVED, seats taken, tickets mailed as a reservation', async () => {
    const { guid, seatIds } = await basketWithSeats(1);
    const res = await pay(t, guid, null, {
      path: 'reserveTicket',
      email: 'inplace@example.com',
      language: 'en',
    });
    expect(res.statusCode).toBe(200);
    const answer = json<PayResponse>(res);
    expect(answer).toMatchObject({
      needredirect: false,
      extraData: { Flow: 'IN_PLACE', Gate: 'RESERVATION' },
    });
    expect(answer.url.startsWith('/en/reservationResult?')).toBe(true);
    expect(new URL(answer.url, BUYER_ORIGIN).searchParams.get('res')).toBe('RESERVED');
    expect(await seatStates(seatIds)).toEqual(['SOLD']);
    const mail = await sink.waitFor((m) => m.to.includes('inplace@example.com'));
    expect(mail.subject).toContain('Your reservation');
    expect(pdfText(pdfAttachments(mail.raw)[0] as Buffer)).toContain('To be paid at the venue');

    // reservationPayment: the reservation is paid online after all; places and tickets stay.
    const methods = await t.app.inject({
      method: 'GET',
      url: `/api/ticketing/basket/${guid}/getAvailablePaymentMethods?forReservationsPay=true`,
    });
    expect(json<PaymentMethod[]>(methods).map((m) => m.Gate)).not.toContain('RESERVATION');
    const online = json<PayResponse>(await pay(t, guid, 'GOPAY', { email: 'inplace@example.com' }));
    expect(online).toMatchObject({
      needredirect: true,
      extraData: { OrderId: answer.extraData.OrderId, Flow: 'SAME_WINDOW' },
    });
    const codesBefore = await t.app.db
      .select()
      .from(tickets)
      .where(eq(tickets.orderId, answer.extraData.OrderId));
    const bank = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox-bank/${online.extraData.OrderId}/complete`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        token: new URL(online.url, BUYER_ORIGIN).searchParams.get('token') ?? '',
        action: 'approve',
      }).toString(),
    });
    const back = await followReturn(t, bank);
    expect(new URL(back.location).pathname).toBe('/en/paymentResult');
    expect(new URL(back.location).searchParams.get('res')).toBe('OK');
    expect((await orderRow(answer.extraData.OrderId))?.state).toBe('PAID');
    const codesAfter = await t.app.db
      .select()
      .from(tickets)
      .where(eq(tickets.orderId, answer.extraData.OrderId));
    expect(codesAfter.map((c) => c.code)).toEqual(codesBefore.map((c) => c.code));
    expect(await seatStates(seatIds)).toEqual(['SOLD']);
    expect(await mailsTo('inplace@example.com')).toHaveLength(1);
  });

  it('gives tickets at a 0 total without a gate ("get tickets")', async () => {
    const free = await buildSaleFixture(t.app.db, { prices: { A: 0, GA: 0, MERCH: 0 }, standingCapacity: 5 });
    const guid = await createBasket(t);
    expect((await addStanding(t, free.eventId, guid, free.standing.id, 2)).statusCode).toBe(200);
    const answer = json<PayResponse>(await pay(t, guid, null, { email: 'free@example.com' }));
    expect(answer).toMatchObject({
      needredirect: false,
      extraData: { Flow: 'FREE', Gate: null, Total: 0, Count: 2 },
    });
    expect(new URL(answer.url, BUYER_ORIGIN).searchParams.get('res')).toBe('OK');
    expect((await orderRow(answer.extraData.OrderId))?.state).toBe('PAID');
    expect(pdfAttachments((await sink.waitFor((m) => m.to.includes('free@example.com'))).raw)).toHaveLength(
      2,
    );
    // A second click that arrives after the first settled answers the same order.
    const again = json<PayResponse>(await pay(t, guid, null, { email: 'free@example.com' }));
    expect(again.extraData.OrderId).toBe(answer.extraData.OrderId);
    expect(again.url).toBe(answer.url);
    expect(await mailsTo('free@example.com')).toHaveLength(1);
  });

  it('refuses an empty basket (400), ended holds (410), a gate not offered, missing buyer info and agreements', async () => {
    const empty = await createBasket(t);
    const none = await pay(t, empty, 'BRAINTREE');
    expect([none.statusCode, json<ApiError>(none).Code]).toEqual([400, 'BASKET_EMPTY']);

    const { guid } = await basketWithSeats(1);
    const stripe = await pay(t, guid, 'STRIPE');
    expect([stripe.statusCode, json<ApiError>(stripe).Code]).toEqual([400, 'PAYMENT_GATE_NOT_AVAILABLE']);
    const gp = await pay(t, guid, 'GPWEBPAY', {
      body: { BuyerInfo: { FirstName: 'Ján', LastName: 'Hrach' } },
    });
    expect(gp.statusCode).toBe(400);
    expect(Object.keys(json<ApiError>(gp).FieldErrors ?? {}).sort()).toEqual([
      'BuyerInfo.Address',
      'BuyerInfo.City',
      'BuyerInfo.Country',
      'BuyerInfo.Postal',
    ]);
    const terms = await pay(t, guid, 'GOPAY', { body: { Gdpr: { TermsOfUse: false, PrivacyPolicy: true } } });
    expect(json<ApiError>(terms).FieldErrors).toEqual({ 'Gdpr.TermsOfUse': ['FIELD_REQUIRED'] });
    const noEmail = await pay(t, guid, 'GOPAY', { email: '' });
    expect(json<ApiError>(noEmail).FieldErrors).toEqual({ NewEmail: ['FIELD_REQUIRED'] });

    await t.app.db.execute(
      sql`update basket_items set valid_till = now() - interval '1 second' where basket_id = ${guid}`,
    );
    const gone = await pay(t, guid, 'GOPAY');
    expect([gone.statusCode, json<ApiError>(gone).Code]).toEqual([410, 'TICKETS_NOT_AVAILABLE']);
  });
});

describe('payment fee (GET /utility/paymentFee)', () => {
  it('charges a fee only where allowed: never on consumer cards unless configured (PSD2)', async () => {
    const other = await buildSaleFixture(t.app.db);
    await enableGates(t.app.db, other.authorId, ['BRAINTREE', 'CDPAY'], {
      feePercentBp: 200,
      feeFixedMinor: 10,
    });
    const fee = (gate: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/utility/paymentFee?Currency=EUR&Price=20&EventId=${other.eventId}&PaymentGate=${gate}`,
      });
    expect((await fee('BRAINTREE')).json()).toEqual({ Price: 20, TotalPrice: 20, Fee: 0, Currency: 'EUR' });
    expect((await fee('CDPAY')).json()).toEqual({ Price: 20, TotalPrice: 20.5, Fee: 0.5, Currency: 'EUR' });
    expect((await fee('GOPAY')).statusCode).toBe(400);
  });
});

describe('confirmation mail delivery', () => {
  it('records a refused mail and sends it on the next sweep — never lost, never twice', async () => {
    const { SMTPServer } = await import('smtp-server');
    const received: string[] = [];
    let refuse = true;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        stream.on('data', () => undefined);
        stream.on('end', () => {
          if (refuse) return callback(Object.assign(new Error('try later'), { responseCode: 451 }));
          received.push(session.envelope.rcptTo.map((r) => r.address).join());
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as { port: number }).port;
    const app = await buildTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'http://shop.test' },
    });
    try {
      const free = await buildSaleFixture(app.app.db, { prices: { A: 0, GA: 0, MERCH: 0 } });
      const guid = await createBasket(app);
      expect((await addStanding(app, free.eventId, guid, free.standing.id, 1)).statusCode).toBe(200);
      const answer = json<PayResponse>(await pay(app, guid, null, { email: 'retry@example.com' }));
      await paymentsOf(app.app).mail.drain();
      const [failed] = await app.app.db.select().from(orders).where(eq(orders.id, answer.extraData.OrderId));
      expect(failed).toMatchObject({ state: 'PAID', mailSentAt: null, mailAttempts: 1 });

      refuse = false;
      await paymentsOf(app.app).mail.sweep(0);
      await paymentsOf(app.app).mail.sweep(0);
      expect(received).toEqual(['retry@example.com']);
      const [sent] = await app.app.db.select().from(orders).where(eq(orders.id, answer.extraData.OrderId));
      expect(sent?.mailSentAt).not.toBeNull();
      const actions = (
        await app.app.db.select().from(paymentAudit).where(eq(paymentAudit.orderId, answer.extraData.OrderId))
      ).map((r) => r.action);
      expect(actions.filter((a) => a.startsWith('MAIL_'))).toEqual(['MAIL_FAILED', 'MAIL_SENT']);
    } finally {
      await app.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
