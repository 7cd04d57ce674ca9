import { defineConfig } from 'vitest/config';

// One `npm test` runs every workspace's unit and integration tests. The server project talks to PGlite, or
// to PostgreSQL when DATABASE_URL is set; only the server's tests touch a database, so with DATABASE_URL set
// `npm test` runs that project alone (CI runs `npm test` twice: everything on PGlite, then the server on
// PostgreSQL — the contract and web tests would only repeat themselves).
const databaseProjects = ['apps/server'];
const allProjects = ['packages/contract', 'apps/server', 'apps/web'];

export default defineConfig({
  test: {
    projects: process.env.DATABASE_URL ? databaseProjects : allProjects,
  },
});
