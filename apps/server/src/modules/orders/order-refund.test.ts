import fs from 'node:fs/promises';
import path from 'node:path';
import type { ApiError, RefundResult, TurnstileSystem } from '@marquee/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { coupons } from '../../db/schema/coupons';
import { orders, paymentAudit, tickets } from '../../db/schema/orders';
import { buildTestApp, type TestApp } from '../../testing/app';
import { createSystem, type DoorFixture, pairDevice, scanOne } from '../checkin/testing';
import { createCoupon } from '../coupons/testing';
import type { PreparedMail } from '../mail/mailer';
import { paymentsOf } from '../payments';
import { queryRows } from '../ticketing/sql-rows';
import { addSeat, addStanding, createBasket } from '../ticketing/testing';
import { formatMoney } from '../tickets/ticket-pdf';
import { ticketsOfOrder } from '../tickets/tickets.repository';
import { buildOrdersFixture, buy, detailOf, refund } from './testing';

/**
 * Cancel and refund (issue 18): money through the gateway, places back on sale in the same transaction, the
 * fee kept, one winner of two refunds at once, nothing changed on a refusal, the door refusing the ticket.
 */
let t: TestApp;
let f: DoorFixture;
let device: Awaited<ReturnType<typeof pairDevice>>;

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildOrdersFixture(t);
  const system = (await createSystem(t, f.eventId, f.owner.headers)).json() as TurnstileSystem;
  device = await pairDevice(t, f.eventId, system.Gates[0]?.Id as string, f.owner);
});
afterAll(() => t?.close());

const gateway = () => paymentsOf(t.app).gateway;
const orderRow = async (id: string) => (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0];
const ticketsOf = (orderId: string) =>
  t.app.db.select().from(tickets).where(eq(tickets.orderId, orderId)).orderBy(tickets.createdAt);
const standingSold = async () =>
  (
    await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from basket_items where sector_key = ${f.standing.id}::uuid and status = 'SOLD'`,
    )
  )[0]?.n;
/**
 * The cancellation mails sent while `run` runs (and the mails it started have left): their content as the
 * mailer got it, after checking each arrived in the sink (the outbox the test app's mailer writes).
 */
async function refundMailsDuring(run: () => Promise<unknown>): Promise<PreparedMail[]> {
  const spy = vi.spyOn(t.app.mailer, 'sendMessage');
  let mails: PreparedMail[];
  try {
    await run();
    await paymentsOf(t.app).mail.drain();
    mails = spy.mock.calls.map(([mail]) => mail).filter((mail) => mail.kind === 'refund');
  } finally {
    spy.mockRestore();
  }
  const dir = path.join(t.config.dataDir, 'outbox');
  const sink = await Promise.all(
    (await fs.readdir(dir))
      .filter((n) => n.endsWith('.json'))
      .map(async (n) => JSON.parse(await fs.readFile(path.join(dir, n), 'utf8')) as { subject: string }),
  );
  for (const mail of mails) expect(sink.map((s) => s.subject)).toContain(mail.subject);
  return mails;
}
const codeOf = (res: { statusCode: number; json(): unknown }) => [
  res.statusCode,
  (res.json() as ApiError).Code,
];

describe('POST /event/{id}/orders/{orderId}/refund', () => {
  it('refunds a whole order: the price through the gateway, the fee kept, the seat on sale again', async () => {
    const spy = vi.spyOn(gateway(), 'refund');
    const order = await buy(t, f, { seats: [0], standing: 1 });
    const row = await orderRow(order.orderId);
    expect(row?.feeMinor).toBe(100);
    const soldBefore = await standingSold();
    let res = undefined as unknown as Awaited<ReturnType<typeof refund>>;
    const [mail, ...more] = await refundMailsDuring(async () => {
      res = await refund(t, f, order.orderId, {
        Reason: 'Buyer asked',
        ExpectedAmount: (row?.priceMinor ?? 0) / 100,
      });
    });
    expect(res.statusCode, res.body).toBe(200);
    // The buyer paid in Slovak: told in Slovak, the price back to the account (GoPay transfer), fee kept.
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      to: 'guest.buyer@example.com',
      subject: `Vaša objednávka ${order.number} bola zrušená`,
    });
    expect(mail?.text).toContain(
      `Na účet, z ktorého ste platili, sme vrátili ${formatMoney(row?.priceMinor ?? 0, 'EUR', 'sk')}`,
    );
    expect(mail?.text).toContain(`Poplatok za platbu ${formatMoney(100, 'EUR', 'sk')} je nevratný.`);
    expect(mail?.text).toContain('Dôvod uvedený organizátorom: Buyer asked');
    expect(mail?.text).not.toContain('zostávajú platné');
    expect(res.json() as RefundResult).toMatchObject({
      OrderId: order.orderId,
      State: 'REFUNDED',
      Refunded: (row?.priceMinor ?? 0) / 100,
      AmountReturned: (row?.priceMinor ?? 0) / 100,
      CreditReturned: 0,
      TicketsCancelled: 2,
    });
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({
        orderId: order.orderId,
        transactionId: row?.gatewayRef,
        amountMinor: row?.priceMinor,
        currency: 'EUR',
        // Issue 23: the refunded-so-far amount names the refund, so a retry is the same refund.
        idempotencyKey: `marquee-refund-${order.orderId}-0-${row?.priceMinor}`,
      }),
    );
    spy.mockRestore();
    expect(await standingSold()).toBe((soldBefore ?? 0) - 1);
    // The seat is free: a new buyer holds it.
    const guid = await createBasket(t);
    expect((await addSeat(t, f.eventId, guid, f.seating.seatIds[0] as string)).statusCode).toBe(200);

    const detail = await detailOf(t, f, order.orderId);
    expect(detail.Items.map((i) => i.State)).toEqual(['REFUNDED', 'REFUNDED']);
    expect(detail).toMatchObject({ Refundable: 0, CanRefund: false });
    expect(detail.Log.find((e) => e.Action === 'REFUNDED')).toMatchObject({
      Kind: 'REFUND',
      By: f.owner.user.email,
      Detail: { amount: (row?.priceMinor ?? 0) / 100, reason: 'Buyer asked' },
    });
    expect(detail.Log.at(-1)).toMatchObject({ Action: 'MAIL_SENT', Detail: { kind: 'refund' } });
    // Refunded tickets are gone for the buyer.
    expect(await ticketsOfOrder(t.app.db, order.orderId)).toEqual([]);

    expect(codeOf(await refund(t, f, order.orderId))).toEqual([409, 'ORDER.ALREADY_REFUNDED']);
  });

  it('refunds one of two tickets: the order stays PAID and Refundable shrinks; the door refuses it', async () => {
    const order = await buy(t, f, { seats: [5, 6], language: 'en' });
    const [first, second] = await ticketsOf(order.orderId);
    const before = await detailOf(t, f, order.orderId);
    const linePrice = before.Items[0]?.Price ?? 0;
    let res = undefined as unknown as Awaited<ReturnType<typeof refund>>;
    const [mail] = await refundMailsDuring(async () => {
      res = await refund(t, f, order.orderId, { TicketIds: [first?.id] });
    });
    expect(res.statusCode, res.body).toBe(200);
    // In English; only the cancelled seat is listed as cancelled, the other one as still valid.
    const seat = (i: number) =>
      `${before.Items[i]?.SectorName}, Row ${before.Items[i]?.RowName}, Seat ${before.Items[i]?.SeatName}`;
    expect(mail?.subject).toBe(`Your order ${order.number} was partly cancelled`);
    expect(mail?.text).toContain(`Cancelled tickets:\n- ${seat(0)}\n\n`);
    expect(mail?.text).toContain(
      `Refunded ${formatMoney(linePrice * 100, 'EUR', 'en')} to the account you paid from`,
    );
    expect(mail?.text).toContain(`These tickets of your order stay valid:\n- ${seat(1)}\n`);
    expect(res.json()).toMatchObject({ State: 'PAID', AmountReturned: linePrice, TicketsCancelled: 1 });
    const after = await detailOf(t, f, order.orderId);
    expect(after.Items.map((i) => i.State)).toEqual(['REFUNDED', 'ISSUED']);
    expect(after).toMatchObject({
      Refunded: linePrice,
      Refundable: before.Refundable - linePrice,
      CanRefund: true,
    });

    expect((await scanOne(t, device, { code: first?.code as string })).Result).toBe('CANCELLED');
    expect((await scanOne(t, device, { code: second?.code as string })).Result).toBe('WELCOME');
    expect(codeOf(await refund(t, f, order.orderId, { TicketIds: [first?.id] }))).toEqual([
      409,
      'ORDER.ALREADY_REFUNDED',
    ]);
    // The last ticket: REFUNDED, the whole price returned in two parts.
    expect((await refund(t, f, order.orderId, { TicketIds: [second?.id] })).json()).toMatchObject({
      State: 'REFUNDED',
      Refunded: before.Refundable,
    });
  });

  it('cancels a reservation without money; a reservation is cancelled as a whole', async () => {
    const spy = vi.spyOn(gateway(), 'refund');
    const order = await buy(t, f, { seats: [8, 9], reserve: true });
    const [first] = await ticketsOf(order.orderId);
    expect(codeOf(await refund(t, f, order.orderId, { TicketIds: [first?.id] }))).toEqual([
      409,
      'ORDER.NOT_REFUNDABLE',
    ]);
    let res = undefined as unknown as Awaited<ReturnType<typeof refund>>;
    const [mail] = await refundMailsDuring(async () => {
      res = await refund(t, f, order.orderId, { ExpectedAmount: 0 });
    });
    expect(res.json()).toMatchObject({ State: 'CANCELLED', AmountReturned: 0, TicketsCancelled: 2 });
    expect(mail?.subject).toBe(`Vaša rezervácia ${order.number} bola zrušená`);
    expect(mail?.text).toContain('Za rezerváciu sa nič neplatilo, preto sa žiadne peniaze nevracajú.');
    expect(mail?.text).not.toMatch(/vrátili|Poplatok/);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
    const guid = await createBasket(t);
    expect((await addSeat(t, f.eventId, guid, f.seating.seatIds[8] as string)).statusCode).toBe(200);
    expect(codeOf(await refund(t, f, order.orderId))).toEqual([409, 'ORDER.ALREADY_REFUNDED']);
  });

  it('changes nothing on an amount mismatch, a foreign ticket or a gateway failure', async () => {
    const order = await buy(t, f, { standing: 2 });
    const other = await buy(t, f, { standing: 1 });
    const [foreign] = await ticketsOf(other.orderId);
    const sold = await standingSold();
    const snapshot = async () => ({
      order: await orderRow(order.orderId),
      tickets: (await ticketsOf(order.orderId)).map((x) => x.refundedAt),
      sold: await standingSold(),
    });
    const before = await snapshot();
    expect(codeOf(await refund(t, f, order.orderId, { ExpectedAmount: 0.01 }))).toEqual([
      409,
      'ORDER.REFUND_CHANGED',
    ]);
    expect(codeOf(await refund(t, f, order.orderId, { TicketIds: [foreign?.id] }))).toEqual([
      409,
      'ORDER.NOT_REFUNDABLE',
    ]);
    const spy = vi.spyOn(gateway(), 'refund').mockRejectedValueOnce(new Error('bank down'));
    expect(codeOf(await refund(t, f, order.orderId))).toEqual([502, 'ORDER.REFUND_FAILED']);
    spy.mockRestore();
    expect(await snapshot()).toEqual(before);
    expect(sold).toBe(before.sold);
    const audit = await t.app.db.select().from(paymentAudit).where(eq(paymentAudit.orderId, order.orderId));
    expect(audit.map((a) => a.action)).toContain('REFUND_FAILED');
    expect(audit.map((a) => a.action)).not.toContain('REFUNDED');
  });

  it('lets exactly one of two parallel refunds win', async () => {
    const spy = vi.spyOn(gateway(), 'refund');
    const order = await buy(t, f, { standing: 2 });
    const answers = await Promise.all([refund(t, f, order.orderId), refund(t, f, order.orderId)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.statusCode === 409);
    expect((loser?.json() as ApiError | undefined)?.Code).toMatch(
      /^ORDER\.(ALREADY_REFUNDED|REFUND_CHANGED)$/,
    );
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
    expect((await orderRow(order.orderId))?.refundedMinor).toBe((await orderRow(order.orderId))?.priceMinor);
  });

  it('gives a coupon use back per cancelled line; a failed mail fails no refund', async () => {
    const coupon = await createCoupon(t, f.owner, f.eventId, { TotalCount: 5 });
    const remaining = async () =>
      (await t.app.db.select().from(coupons).where(eq(coupons.id, coupon.Id)))[0]?.remainingCount;
    const order = await buy(t, f, { standing: 2, couponId: coupon.Id });
    expect(await remaining()).toBe(3);
    const detail = await detailOf(t, f, order.orderId);
    expect(detail.Items.map((i) => i.CouponCode)).toEqual([coupon.Code, coupon.Code]);
    const [first] = await ticketsOf(order.orderId);
    const smtp = vi.spyOn(t.app.mailer, 'sendMessage').mockRejectedValueOnce(new Error('SMTP down'));
    expect((await refund(t, f, order.orderId, { TicketIds: [first?.id] })).statusCode).toBe(200);
    await paymentsOf(t.app).mail.drain();
    smtp.mockRestore();
    expect(await remaining()).toBe(4);
    const audit = await t.app.db.select().from(paymentAudit).where(eq(paymentAudit.orderId, order.orderId));
    expect(audit.filter((a) => a.action === 'MAIL_FAILED').map((a) => a.detail)).toEqual([
      { kind: 'refund', message: 'Error: SMTP down' },
    ]);
    expect((await refund(t, f, order.orderId)).json()).toMatchObject({
      State: 'REFUNDED',
      TicketsCancelled: 1,
    });
    expect(await remaining()).toBe(5);
  });

  it('is for editors of the event only', async () => {
    const order = await buy(t, f, { standing: 1 });
    const guid = await createBasket(t);
    expect((await addStanding(t, f.eventId, guid, f.standing.id, 1)).statusCode).toBe(200);
    expect((await refund(t, f, order.orderId, {}, f.viewer)).statusCode).toBe(403);
    expect((await refund(t, f, order.orderId, {}, f.stranger)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/event/${f.eventId}/orders/${order.orderId}/refund`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await refund(t, f, order.orderId, { TicketIds: ['nope'] })).statusCode).toBe(400);
    expect((await orderRow(order.orderId))?.state).toBe('PAID');
  });
});
