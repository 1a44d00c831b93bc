import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (run from apps/server) writes SQL migrations that are committed
// and applied at start-up by src/db/migrate.ts. Generation needs no database connection.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema-*.ts',
  out: './src/db/migrations',
});
