import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../../db/columns';

/**
 * Where stock is kept (issue 21): the warehouse and the shops. A store that
 * never adds one has the single shop the first migration made; the oldest
 * active location is the store's main one (server/domains/inventory/locations.ts).
 */
export const locations = pgTable(
  'locations',
  {
    id: id(),
    name: text('name').notNull().unique(),
    kind: text('kind').notNull().default('shop'),
    address: text('address'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('locations_created_at_idx').on(t.createdAt), check('locations_kind_check', sql`${t.kind} in ('shop', 'warehouse')`)],
);
