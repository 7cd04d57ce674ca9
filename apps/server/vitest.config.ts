import { defineConfig } from 'vitest/config';

/** The files that replace modules with vi.mock: they keep a module registry of their own. */
export const MOCKING_FILES = [
  'src/modules/event-management/authorization-matrix.test.ts',
  'src/modules/ticketing/seat-cache.test.ts',
  'src/modules/ticketing/hold-with-coupon.atomic.test.ts',
];

/** What both server projects share (this one, and server-isolated in the root config). */
export const SERVER_TEST_OPTIONS = {
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // One migrated database per run, cloned per file (see the file).
  globalSetup: ['./src/testing/global-setup.ts'],
};

// Integration tests build the real app on a fresh database per file: PGlite in memory by default,
// a new PostgreSQL database per file when DATABASE_URL is set (CI runs both).
export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...MOCKING_FILES],
    ...SERVER_TEST_OPTIONS,
    // Files share their worker's modules: evaluating the whole server for each of ~115 files cost ~4.5 s a
    // file (~250 s of each CI test stage). Every file still builds its own app (composition is a factory)
    // on its own database, so no state is shared but the code; files that mock modules run isolated
    // (server-isolated in the root config).
    isolate: false,
  },
});
