import { randomBytes } from 'node:crypto';
import { type Database, migrate, openDatabase } from './client';

export interface TestDatabase extends Database {
  /** postgres://… of the throw-away database (undefined on PGlite). */
  databaseUrl?: string;
  /** Closes the connections and, on PostgreSQL, drops the database. Safe to call twice. */
  dispose(): Promise<void>;
}

/** Connects to the admin database of DATABASE_URL with a single short-lived client. */
async function withAdmin<T>(
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

/**
 * A fresh, migrated, empty database for one test file: PGlite in memory by default, or — when
 * DATABASE_URL is set — a new uniquely named PostgreSQL database created through that URL (its database
 * is only used as the admin connection). `dispose()` closes the pool, terminates stray connections and
 * drops the database, so parallel test files never see each other's data.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({});
    await migrate(database);
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
  // The name is generated above from [a-z0-9_] only, so quoting it as an identifier is safe.
  await withAdmin(adminUrl, (query) => query(`CREATE DATABASE "${name}"`));
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
    await migrate(database);
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
