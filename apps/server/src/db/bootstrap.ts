import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { type Database, migrate, openDatabase } from './client';

/** True when no migration has ever run here, i.e. the database was just created. */
async function isNewDatabase(database: Database): Promise<boolean> {
  const result = (await database.db.execute(
    "select to_regclass('drizzle.__drizzle_migrations') is null as fresh" as never,
  )) as unknown as { rows: Array<{ fresh: boolean }> };
  return result.rows[0]?.fresh ?? true;
}

/**
 * Opens the configured database, applies the committed migrations and, on a brand-new database, seeds
 * the demo data (unless SEED=none). Seeding only a new database means a restart never duplicates data
 * and never touches real data.
 */
export async function openMigratedDatabase(config: Config, log: FastifyBaseLogger): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: config.DATABASE_URL ? undefined : path.join(config.dataDir, 'db'),
  });
  const fresh = await isNewDatabase(database);
  await migrate(database);
  if (fresh && config.SEED === 'demo') {
    const started = performance.now();
    const { seedDemoData } = await import('./seed');
    const summary = await seedDemoData(database.db);
    log.info({ summary, ms: Math.round(performance.now() - started) }, 'demo data seeded');
  }
  log.info({ driver: database.driver, fresh }, 'database ready');
  return database;
}
