import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrate, migrationsFolder, openDatabase } from './client';

const adminUrl = process.env.DATABASE_URL;
const name = `marquee_migrate_lock_${process.pid}_${Date.now().toString(36)}`;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Several server processes start at once on a new release (docs/operations.md, "Upgrades"): each runs the
 * migrations at start. drizzle's migrator takes no lock of its own, so client.ts's migrate serialises
 * them with a PostgreSQL advisory lock; the second process must then find nothing left to do.
 */
describe.skipIf(!adminUrl)('migrate on PostgreSQL (runs only when DATABASE_URL is set)', () => {
  const opened: Database[] = [];
  let url = '';

  beforeAll(async () => {
    await admin(`CREATE DATABASE "${name}"`);
    const u = new URL(adminUrl as string);
    u.pathname = `/${name}`;
    url = u.toString();
  });
  afterAll(async () => {
    for (const database of opened) await database.close().catch(() => undefined);
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  it('two processes migrating one new database at once both succeed and apply each migration once', async () => {
    // Two pools stand for two processes; a third migrate joins while the first two may still hold the lock.
    for (let i = 0; i < 3; i++) opened.push(await openDatabase({ databaseUrl: url, poolSize: 2 }));
    const results = await Promise.allSettled(opened.map((database) => migrate(database)));
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual([
      'ok',
      'ok',
      'ok',
    ]);

    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: unknown[];
    };
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    try {
      const applied = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(applied.rows[0].n).toBe(journal.entries.length);
      // The lock is a session lock: released, not left behind on a pooled connection.
      const held = await check.query(
        `select count(*)::int as n from pg_locks
          where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
      );
      expect(held.rows[0].n).toBe(0);
    } finally {
      await check.end();
    }
    // A later start finds nothing to do.
    await migrate(opened[0] as Database);
  });
});
