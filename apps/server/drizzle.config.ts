import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @marquee/server` writes a new SQL migration from the schema diff.
// Extensions and EXCLUDE constraints are written by hand as custom migrations (drizzle-kit omits them).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
