import { defineConfig } from 'vitest/config';
import { MOCKING_FILES, SERVER_TEST_OPTIONS } from './apps/server/vitest.config';
import { WEB_MOCKING_FILES, WEB_TEST_OPTIONS } from './apps/web/vitest.config';

// One `npm test` runs every workspace's unit and integration tests. The server project talks to PGlite, or
// to PostgreSQL when DATABASE_URL is set; only the server's tests touch a database, so with DATABASE_URL set
// `npm test` runs that project alone (CI runs `npm test` twice: everything on PGlite, then the server on
// PostgreSQL — the contract and web tests would only repeat themselves).
const serverIsolated = {
  root: './apps/server',
  test: { ...SERVER_TEST_OPTIONS, name: 'server-isolated', include: MOCKING_FILES, isolate: true },
};
const webIsolated = {
  extends: './apps/web/vite.config.ts',
  root: './apps/web',
  test: { ...WEB_TEST_OPTIONS, name: 'web-isolated', include: WEB_MOCKING_FILES, isolate: true },
};
const databaseProjects = ['apps/server', serverIsolated];
const allProjects = ['packages/contract', 'apps/server', serverIsolated, 'apps/web', webIsolated];

export default defineConfig({
  test: {
    projects: process.env.DATABASE_URL ? databaseProjects : allProjects,
    // Vitest's run-mode default is one worker per CPU less one: a single worker on our 2-core machines, so
    // 246 files ran one after another (the PGlite stage took 848 s of the 1,800 s CI budget). Two workers
    // use both cores; the web tests' waits are sized for that (src/test/setup.ts).
    maxWorkers: 2,
  },
});
