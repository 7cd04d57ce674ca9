import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openDatabase } from '../../db/client';
import { orders, paymentAudit } from '../../db/schema/orders';
import type { TestDatabase } from '../../db/testing';
import { buildTestApp, type TestApp } from '../../testing/app';
import { createEventKeys } from '../checkin/signing';
import type { Mailer } from '../mail/mailer';
import { paymentsOf } from '../payments';
import { enableGates, pay } from '../payments/testing';
import { addSeat, buildSaleFixture, createBasket } from '../ticketing/testing';
import { createMailQueue } from './mail-queue';

/**
 * Two server processes on one database, each with its own mail queue: the process that took the payment
 * kicks the confirmation mail while the other's periodic sweep picks the same order. Each mail must leave
 * once. On PostgreSQL the second queue has its own connection pool (as a second process would); PGlite is
 * one connection, so there the two queues share it — their in-memory "in flight" sets are still separate,
 * which is what a second process lacks.
 */

const ORDERS = 6;
const SEND_MS = 150;

let t: TestApp;
let second: Database | undefined;
let otherDb: Db;
let orderIds: string[] = [];

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://shop.test' } });
  const f = await buildSaleFixture(t.app.db, { rows: 1, seatsPerRow: ORDERS });
  await enableGates(t.app.db, f.authorId, ['RESERVATION']);
  for (let i = 0; i < ORDERS; i++) {
    const guid = await createBasket(t);
    expect((await addSeat(t, f.eventId, guid, f.seating.seatIds[i] as string)).statusCode).toBe(200);
    const res = await pay(t, guid, null, {
      path: 'reserveTicket',
      email: `buyer${i}@example.com`,
      language: 'en',
    });
    expect(res.statusCode).toBe(200);
  }
  await paymentsOf(t.app).mail.drain();
  orderIds = (await t.app.db.select({ id: orders.id }).from(orders)).map((row) => row.id);
  expect(orderIds).toHaveLength(ORDERS);
  const url = (t.database as Partial<TestDatabase>).databaseUrl;
  second = url ? await openDatabase({ databaseUrl: url, poolSize: 5 }) : undefined;
  otherDb = second?.db ?? t.app.db;
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

/** A mailer that takes SEND_MS per mail and records who it sent to (at the start of the send). */
function slowMailer(sentTo: string[], fail = false): Mailer {
  return {
    outboxDir: null,
    send: async () => {
      throw new Error('not used by the confirmation queue');
    },
    sendMessage: async (mail) => {
      sentTo.push(mail.to);
      await new Promise((resolve) => setTimeout(resolve, SEND_MS));
      if (fail) throw new Error('SMTP refused');
    },
    close: () => undefined,
  };
}

const queueOn = (db: Db, mailer: Mailer) =>
  createMailQueue({ db, mailer, publicUrl: 'http://shop.test', log: t.app.log, keys: createEventKeys(db) });

/** Every order paid a while ago with its mail unsent and unclaimed (as after a failed first attempt). */
async function unsend() {
  await t.app.db.update(orders).set({
    mailSentAt: null,
    mailAttempts: 0,
    mailClaimedUntil: null,
    updatedAt: sql`now() - interval '5 minutes'`,
  });
}

const mailSentAudits = async () =>
  (
    await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(paymentAudit)
      .where(eq(paymentAudit.action, 'MAIL_SENT'))
  )[0]?.n ?? 0;

/** How many times each address appears. */
const tally = (addresses: string[]) =>
  addresses.reduce<Record<string, number>>((counts, to) => {
    counts[to] = (counts[to] ?? 0) + 1;
    return counts;
  }, {});

const everyBuyerOnce = Object.fromEntries(
  Array.from({ length: ORDERS }, (_, i) => [`buyer${i}@example.com`, 1]),
);

describe('confirmation mails with two processes on one database', () => {
  it('a kick in one process and the sweeps of both at the same moment send each mail once', async () => {
    await unsend();
    const auditsBefore = await mailSentAudits();
    const sentByA: string[] = [];
    const sentByB: string[] = [];
    const a = queueOn(t.app.db, slowMailer(sentByA));
    const b = queueOn(otherDb, slowMailer(sentByB));
    for (const id of orderIds) a.kick(id);
    await Promise.all([b.sweep(0), a.sweep(0), ...orderIds.map(async (id) => b.kick(id))]);
    await Promise.all([a.drain(), b.drain()]);

    expect(tally([...sentByA, ...sentByB])).toEqual(everyBuyerOnce);
    expect(await mailSentAudits()).toBe(auditsBefore + ORDERS);
    const rows = await t.app.db.select().from(orders);
    expect(rows.every((row) => row.mailSentAt !== null && row.mailClaimedUntil === null)).toBe(true);
  });

  it('a failed send releases its claim: the other process’s sweep sends the mail, once', async () => {
    await unsend();
    const failed: string[] = [];
    const a = queueOn(t.app.db, slowMailer(failed, true));
    for (const id of orderIds) a.kick(id);
    await a.drain();
    expect(failed).toHaveLength(ORDERS);
    const afterFailure = await t.app.db.select().from(orders);
    expect(afterFailure.every((row) => row.mailAttempts === 1 && row.mailClaimedUntil === null)).toBe(true);

    const sent: string[] = [];
    const b = queueOn(otherDb, slowMailer(sent));
    await Promise.all([b.sweep(0), b.sweep(0)]);
    expect(tally(sent)).toEqual(everyBuyerOnce);
  });

  it('a claim left by a process that died mid-send blocks others until it runs out', async () => {
    await unsend();
    const [first] = orderIds;
    await t.app.db
      .update(orders)
      .set({ mailClaimedUntil: sql`now() + interval '1 minute'` })
      .where(eq(orders.id, first as string));
    const sent: string[] = [];
    const b = queueOn(otherDb, slowMailer(sent));
    await b.sweep(0);
    b.kick(first as string);
    await b.drain();
    expect(sent).toHaveLength(ORDERS - 1);

    await t.app.db
      .update(orders)
      .set({ mailClaimedUntil: sql`now() - interval '1 second'` })
      .where(eq(orders.id, first as string));
    await b.sweep(0);
    expect(tally(sent)).toEqual(everyBuyerOnce);
  });
});
