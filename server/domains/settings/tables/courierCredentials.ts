import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { refersTo } from '../../../db/columns';
import { users } from '../../accounts/tables/accounts';

/**
 * A courier's credentials typed by the owner in Settings (issue 37), and bKash's (issue 38), one row a provider: its fields as JSON sealed with
 * SECRETS_KEY (settings/secrets.ts), never in the clear. A row here takes precedence over the courier's environment
 * variables; no row, the environment configures it (or nothing does).
 */
export const courierCredentials = pgTable(
  'courier_credentials',
  {
    courier: text('courier').primaryKey(),
    /** `v1.<iv>.<tag>.<ciphertext>`: the JSON of the courier's fields, AES-256-GCM. */
    sealed: text('sealed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    updatedBy: refersTo('updated_by', () => users.id, 'set null'),
  },
  (t) => [check('courier_credentials_courier', sql`${t.courier} in ('steadfast', 'pathao', 'redx', 'bkash')`)],
);
