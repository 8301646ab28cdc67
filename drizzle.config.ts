import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/domains/schema.ts', './server/db/sqlRulesTable.ts'],
  out: './server/db/migrations',
});
