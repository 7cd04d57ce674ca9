import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import { type Database, migrate, openDatabase } from './client';

export interface TestDatabase extends Database {
  /** postgres://… of the throw-away database (undefined on PGlite). */
  databaseUrl?: string;
  /** Closes the connections and, on PostgreSQL, drops the database. Safe to call twice. */
  dispose(): Promise<void>;
}

/** Connects to the admin database of DATABASE_URL with a single short-lived client. */
export async function withAdmin<T>(
  adminUrl: string,
  run: (query: (sql: string) => Promise<unknown>) => Promise<T>,
): Promise<T> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run((sql) => client.query(sql));
  } finally {
    await client.end();
  }
}

/** Lower-case, unique per process and call, within PostgreSQL's 63-byte identifier limit. */
function uniqueDatabaseName(): string {
  return `marquee_test_${process.pid}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

/** The run's migrated PGlite data directory (testing/global-setup.ts), read once per test file. */
let pgliteTemplate: Blob | undefined;
function loadPgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  pgliteTemplate ??= new Blob([fs.readFileSync(file)]);
  return pgliteTemplate;
}

/**
 * A fresh, migrated, empty database for one test file: PGlite in memory by default, or — when
 * DATABASE_URL is set — a new uniquely named PostgreSQL database created through that URL (its database
 * is only used as the admin connection). `dispose()` closes the pool, terminates stray connections and
 * drops the database, so parallel test files never see each other's data.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    // A copy of the run's migrated template when the global setup made one; else initdb + migrations.
    const template = loadPgliteTemplate();
    const database = await openDatabase({ pgliteTemplate: template });
    if (!template) await migrate(database);
    let closed = false;
    return {
      ...database,
      dispose: async () => {
        if (closed) return;
        closed = true;
        await database.close();
      },
    };
  }

  const name = uniqueDatabaseName();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  // Names are generated from [a-z0-9_] only (here and in the global setup), so quoting them is safe.
  const template = inject('templateDatabase');
  await withAdmin(adminUrl, (query) =>
    query(template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`),
  );
  const drop = () =>
    withAdmin(adminUrl, async (query) => {
      // A leaked connection (a test that forgot to await) must not keep the database alive.
      await query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`,
      );
      await query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    });

  let database: Database | undefined;
  try {
    database = await openDatabase({ databaseUrl, poolSize: 5 });
    if (!template) await migrate(database);
  } catch (error) {
    await database?.close().catch(() => undefined);
    await drop().catch(() => undefined);
    throw error;
  }
  const opened = database;
  let disposed = false;
  return {
    ...opened,
    databaseUrl,
    dispose: async () => {
      if (disposed) return;
      disposed = true;
      await opened.close().catch(() => undefined);
      await drop();
    },
  };
}
