import { defineConfig } from 'drizzle-kit';

// Migrations for the embedded Academy API; applied at start-up by academy-api/db/migrate.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './academy-api/db/schema.ts',
  out: './academy-api/db/migrations',
  strict: true,
  verbose: true,
});
