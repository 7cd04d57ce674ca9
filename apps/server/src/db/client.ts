import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: PGlite (embedded) and node-postgres share the PgDatabase API. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle accepted wherever a Db is; repositories take either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Runs raw SQL (migrations' custom statements, health checks). */
  execute(sql: string): Promise<void>;
  /** node-postgres only: connections open, idle, and callers queued for one (metrics). */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
  /** PGlite only: the data directory as a tar, to open copies of it (test templates). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… → node-postgres pool; unset → PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; unset → in memory (tests). */
  pgliteDir?: string;
  /** PGlite: start from this data directory (a `dumpDataDir` tar) instead of running initdb. */
  pgliteTemplate?: Blob;
  poolSize?: number;
}

/** Opens PGlite or PostgreSQL with the same schema; the extensions we rely on load on both. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // timestamptz/date come back as strings we control; parse numeric (money minor units are integers).
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client that the server drops (restart, failover, test teardown) emits 'error' on the pool;
    // unhandled, that would crash the process. The pool replaces the client on the next query.
    pool.on('error', (error) => {
      if ((error as { code?: string }).code !== '57P01') console.error('idle PostgreSQL client error', error);
    });
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      execute: async (sql) => {
        await pool.query(sql);
      },
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max ?? 10,
      }),
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { citext } = await import('@electric-sql/pglite/contrib/citext');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (options.pgliteDir) fs.mkdirSync(options.pgliteDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.pgliteDir,
    loadDataDir: options.pgliteTemplate,
    extensions: { pg_trgm, unaccent, btree_gist, citext },
  });
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    execute: async (sql) => {
      await client.exec(sql);
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/** The committed migrations folder, found from both src/ (tsx, vitest) and dist/ (bundled build). */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, '..', 'src', 'db', 'migrations')];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`No migrations found (looked in ${candidates.join(', ')})`);
  return found;
}

/**
 * Applies the committed migrations (drizzle's journal) on either driver.
 *
 * On PostgreSQL several processes may start at once (a rolling upgrade, compose scaling up) and each
 * migrates. drizzle's migrator takes no lock: it runs `CREATE SCHEMA/TABLE IF NOT EXISTS`, reads the last
 * applied migration and applies the rest in one transaction, so two concurrent starts race (the loser
 * fails on the catalog's unique index, or re-applies a migration). We hold a session advisory lock on one
 * pooled connection for the whole run: the others wait, then find nothing left to do.
 */
export async function migrate(database: Database): Promise<void> {
  const migrationsDir = migrationsFolder();
  if (database.driver === 'postgres') {
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    const pool = (database.db as unknown as { $client: import('pg').Pool }).$client;
    const client = await pool.connect();
    let failed = false;
    try {
      await client.query("select pg_advisory_lock(hashtext('marquee:migrations'))");
      await run(drizzle(client), { migrationsFolder: migrationsDir });
      await client.query("select pg_advisory_unlock(hashtext('marquee:migrations'))");
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      // On failure the connection is destroyed rather than pooled: that ends the session, and so the lock.
      client.release(failed);
    }
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
    await run(database.db as any, { migrationsFolder: migrationsDir });
  }
}
