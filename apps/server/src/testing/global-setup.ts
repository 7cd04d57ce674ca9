import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../db/client';
import { withAdmin } from '../db/testing';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: name of the migrated template database every test file clones. */
    templateDatabase?: string;
    /** PGlite: path of a migrated data directory (tar) every test file loads. */
    pgliteTemplate?: string;
  }
}

/**
 * Migrates one database per run and lets every test file clone it (PostgreSQL `CREATE DATABASE … TEMPLATE`,
 * PGlite `loadDataDir`). A fresh PGlite costs ~4 s of initdb + migrations per file; loading the prepared
 * directory costs ~0.6 s. Each file still gets its own database, so files never see each other's data.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `marquee_tpl_${process.pid}_${randomBytes(4).toString('hex')}`;
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await withAdmin(adminUrl, (query) => query(`CREATE DATABASE "${name}"`));
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    await migrate(database);
    await database.close();
    project.provide('templateDatabase', name);
    return async () => {
      await withAdmin(adminUrl, (query) => query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    };
  }
  const database = await openDatabase({});
  await migrate(database);
  const dump = await database.dumpDataDir?.();
  await database.close();
  if (!dump) return async () => undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}
