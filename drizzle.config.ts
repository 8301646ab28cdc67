import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/db/tables/index.ts', './server/db/sqlRulesTable.ts'],
  out: './server/db/migrations',
});
