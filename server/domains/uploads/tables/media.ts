import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../../db/columns';

/** The media library: every uploaded file (spec §7.5). */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    /** Where it is stored (the storage key), never the name the client sent. */
    key: text('key').notNull().unique(),
    url: text('url').notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    folder: text('folder').notNull(),
    ...timestamps(),
  },
  (t) => [index('uploads_created_at_idx').on(t.createdAt)],
);
