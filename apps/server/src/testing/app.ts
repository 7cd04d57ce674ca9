import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/client';
import { openTestDatabase } from '../db/testing';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * A fully built app on a fresh, migrated database (PGlite in memory, or a new PostgreSQL database when
 * DATABASE_URL is set). `seed` runs before the app is built; pass env overrides for config.
 */
export async function buildTestApp(
  options: { env?: Record<string, string>; seed?: (database: Database) => Promise<void> } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  if (options.seed) await options.seed(database);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED: 'none',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    // Tests sign up many users from one address; the per-IP limits are tested with their defaults in
    // accounts/rate-limit.test.ts.
    ACCOUNT_PROBE_RATE_LIMIT: '10000',
    ACCOUNT_REGISTER_RATE_LIMIT: '10000',
    // Tests hold through many baskets of one event from one address; the caps are tested in
    // ticketing/hoarding.test.ts.
    HOARDING_LIMITS: 'off',
    ...options.env,
  });
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
