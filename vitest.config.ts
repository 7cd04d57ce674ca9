import { defineConfig } from 'vitest/config';

// One `npm test` runs every workspace's unit and integration tests.
// The server project talks to PGlite, or to PostgreSQL when DATABASE_URL is set.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});
