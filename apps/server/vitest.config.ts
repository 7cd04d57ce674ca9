import { defineConfig } from 'vitest/config';

// Integration tests build the real app on a fresh database per file: PGlite in memory by default,
// a new PostgreSQL database per file when DATABASE_URL is set (CI runs both).
export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One migrated database per run, cloned per file (see the file).
    globalSetup: ['./src/testing/global-setup.ts'],
  },
});
