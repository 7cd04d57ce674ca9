import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { OrderStatus, PayResponse, Purchase } from '@marquee/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { bearer, buildUser, signIn } from '../modules/accounts/testing';
import { paymentsOf } from '../modules/payments';
import { followReturn, pay, submitCard } from '../modules/payments/testing';
import { addSeat, addStanding, buildSaleFixture, createBasket } from '../modules/ticketing/testing';
import { buildTestApp, type TestApp } from '../testing/app';
import { type Database, migrate, openDatabase } from './client';
import { seedDemoData } from './seed';
import type { TestDatabase } from './testing';

/**
 * The documented backup procedure (docs/operations.md, "Backup and restore") run end to end: demo data plus
 * a real card purchase through the sandbox bank, scripts/backup.sh (pg_dump -Fc), scripts/restore.sh into a
 * new database, then the restored copy must hold the same rows, need no migration, and serve the buyer.
 */
const adminUrl = process.env.DATABASE_URL;
const hasPgDump = spawnSync('pg_dump', ['--version']).status === 0;
const skipReason = !adminUrl
  ? 'DATABASE_URL is not set'
  : !hasPgDump
    ? 'pg_dump is not on PATH (install the PostgreSQL client tools of the server’s major version)'
    : undefined;

const scripts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../scripts');
const run = promisify(execFile);

async function timed(script: string, args: string[]): Promise<{ ms: number; stderr: string }> {
  const started = performance.now();
  const { stderr } = await run('bash', [path.join(scripts, script), ...args]);
  return { ms: Math.round(performance.now() - started), stderr };
}

/** Row count and a checksum of every row (as text, in a stable order) of every table, and each sequence's position. */
async function fingerprint(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // One time zone, so timestamptz columns print the same text on both sides.
    await client.query("set time zone 'UTC'");
    const tables = await client.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
    );
    const rows: Record<string, { count: number; md5: string | null }> = {};
    for (const { name } of tables.rows) {
      const result = await client.query<{ count: number; md5: string | null }>(
        `select count(*)::int as count, md5(string_agg(t::text, E'\\n' order by t::text)) as md5 from ${name} t`,
      );
      rows[name] = result.rows[0] as { count: number; md5: string | null };
    }
    const sequences = await client.query<{ name: string; last_value: string | null }>(
      `select format('%I.%I', schemaname, sequencename) as name, last_value::text from pg_sequences order by 1`,
    );
    return {
      rows,
      sequences: Object.fromEntries(sequences.rows.map((s) => [s.name, s.last_value])),
    };
  } finally {
    await client.end();
  }
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe.skipIf(skipReason)(`backup and restore${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  let t: TestApp;
  let sourceUrl = '';
  const restoredName = `marquee_restore_${process.pid}_${Date.now().toString(36)}`;
  let restoredUrl = '';
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-backup-'));
  const archive = path.join(work, 'marquee.dump');
  let restored: Database | undefined;
  let restoredApp: Awaited<ReturnType<typeof buildApp>> | undefined;
  let appClosed = false;

  const buyer = { email: '', password: 'restore-buyer-password' };
  let purchase: { guid: string; vs: string; orderId: string; codes: string[] };

  beforeAll(async () => {
    t = await buildTestApp({
      env: { PUBLIC_URL: 'http://shop.test' },
      seed: async (database) => void (await seedDemoData(database.db)),
    });
    sourceUrl = (t.database as TestDatabase).databaseUrl as string;
    const u = new URL(sourceUrl);
    u.pathname = `/${restoredName}`;
    restoredUrl = u.toString();

    // A paid card purchase (two seats and one standing place) by a signed-in buyer, through the sandbox bank.
    const f = await buildSaleFixture(t.app.db);
    const user = await buildUser(t.app.db, { password: buyer.password });
    buyer.email = user.email;
    const token = await signIn(t.app, user.email, buyer.password);
    const guid = await createBasket(t);
    for (const seatId of f.seating.seatIds.slice(0, 2))
      expect((await addSeat(t, f.eventId, guid, seatId)).statusCode).toBe(200);
    expect((await addStanding(t, f.eventId, guid, f.standing.id, 1)).statusCode).toBe(200);
    const answer = (
      await pay(t, guid, 'BRAINTREE', { email: '', headers: bearer(token) })
    ).json() as PayResponse;
    const back = await followReturn(t, await submitCard(t, answer));
    expect(new URL(back.location).searchParams.get('res')).toBe('OK');
    await paymentsOf(t.app).mail.drain();
    const tickets = (
      await t.app.inject({ method: 'GET', url: '/api/ticketing/tickets', headers: bearer(token) })
    ).json() as Purchase[];
    purchase = {
      guid,
      vs: answer.extraData.VariableSymbol,
      orderId: answer.extraData.OrderId,
      codes: tickets.flatMap((p) => p.Tickets.map((ticket) => ticket.Code)).sort(),
    };
    expect(purchase.codes).toHaveLength(3);
    // Nothing may write while we compare: stop the app (its sweep and mail queue), keep the database.
    await t.app.close();
    appClosed = true;
  });

  afterAll(async () => {
    await restoredApp?.close().catch(() => undefined);
    await restored?.close().catch(() => undefined);
    if (adminUrl)
      await admin(`DROP DATABASE IF EXISTS "${restoredName}" WITH (FORCE)`).catch(() => undefined);
    if (t) {
      if (!appClosed) await t.app.close().catch(() => undefined);
      await (t.database as TestDatabase).dispose();
      fs.rmSync(t.config.dataDir, { recursive: true, force: true });
    }
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('scripts/backup.sh and scripts/restore.sh copy every row, sequence and the migration state', async () => {
    const before = await fingerprint(sourceUrl);
    expect(before.rows['public.orders']?.count).toBeGreaterThan(0);
    expect(before.rows['public.tickets']?.count).toBeGreaterThanOrEqual(3);
    expect(before.rows['drizzle.__drizzle_migrations']?.count).toBeGreaterThan(0);

    const dump = await timed('backup.sh', [sourceUrl, archive]);
    expect(dump.stderr).toMatch(/^backup: /m);
    const restore = await timed('restore.sh', [restoredUrl, archive]);
    expect(restore.stderr).toMatch(/created database/);

    const counts = Object.fromEntries(Object.entries(before.rows).map(([name, r]) => [name, r.count]));
    const seats = counts['public.seats'];
    console.info(
      `backup/restore of the demo data (${counts['public.events']} events, ${seats} seats, ${Object.keys(counts).length} tables, ` +
        `${Object.values(counts).reduce((a, b) => a + b, 0)} rows): archive ${(fs.statSync(archive).size / 1024).toFixed(0)} KiB, ` +
        `backup.sh ${dump.ms} ms, restore.sh ${restore.ms} ms (wall, incl. psql checks and analyze)\n` +
        `${dump.stderr.trim()}\n${restore.stderr.trim()}`,
    );

    const after = await fingerprint(restoredUrl);
    // Same tables, same row counts, same contents (orders and tickets among them), same sequence positions.
    expect(Object.keys(after.rows)).toEqual(Object.keys(before.rows));
    expect(Object.fromEntries(Object.entries(after.rows).map(([name, r]) => [name, r.count]))).toEqual(
      counts,
    );
    expect(after.rows['public.orders']).toEqual(before.rows['public.orders']);
    expect(after.rows['public.tickets']).toEqual(before.rows['public.tickets']);
    expect(after).toEqual(before);
  });

  it('refuses to restore over a database that holds data', async () => {
    const refused = await timed('restore.sh', [sourceUrl, archive]).catch(
      (error: { code: number; stderr: string }) => ({
        code: error.code,
        stderr: error.stderr,
      }),
    );
    expect(refused).toMatchObject({
      code: 65,
      stderr: expect.stringMatching(/refusing: database .* is not empty/),
    });
  });

  it('the restored database needs no migration and serves the buyer their order and tickets', async () => {
    const database = await openDatabase({ databaseUrl: restoredUrl, poolSize: 2 });
    restored = database;
    const applied = async () => {
      const result = (await database.db.execute(
        'select count(*)::int as n from drizzle.__drizzle_migrations' as never,
      )) as unknown as { rows: Array<{ n: number }> };
      return result.rows[0]?.n;
    };
    const migrationsBefore = await applied();
    const rowsBefore = await fingerprint(restoredUrl);
    await migrate(database);
    expect(await applied()).toBe(migrationsBefore);
    expect(await fingerprint(restoredUrl)).toEqual(rowsBefore);

    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED: 'none',
      DATA_DIR: fs.mkdtempSync(path.join(work, 'data-')),
      WEB_DIST: path.join(work, 'no-web'),
      PUBLIC_URL: 'http://shop.test',
    });
    restoredApp = await buildApp({ config, database });
    await restoredApp.ready();
    // Signing in again checks the account (password hash) came across too.
    const token = await signIn(restoredApp, buyer.email, buyer.password);
    const tickets = await restoredApp.inject({
      method: 'GET',
      url: '/api/ticketing/tickets',
      headers: bearer(token),
    });
    expect(tickets.statusCode).toBe(200);
    const purchases = tickets.json() as Purchase[];
    expect(purchases.flatMap((p) => p.Tickets.map((ticket) => ticket.Code)).sort()).toEqual(purchase.codes);
    expect(purchases.flatMap((p) => p.Tickets.map((ticket) => ticket.OrderState))).toEqual([
      'PAID',
      'PAID',
      'PAID',
    ]);

    const order = await restoredApp.inject({
      method: 'GET',
      url: `/api/ticketing/basket/${purchase.guid}/order?vs=${purchase.vs}`,
    });
    expect(order.statusCode).toBe(200);
    expect(order.json() as OrderStatus).toMatchObject({
      OrderId: purchase.orderId,
      State: 'PAID',
      Count: 3,
      Currency: 'EUR',
    });
  });
});
