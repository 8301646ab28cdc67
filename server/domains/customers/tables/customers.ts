import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { SavedAddress } from '../../../../common/wire/address';
import { id, money, refersTo, timestamps } from '../../../db/columns';

export const customerGroups = pgTable(
  'customer_groups',
  {
    id: id(),
    name: text('name').notNull().unique(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('customer_groups_created_at_idx').on(t.createdAt)],
);

export const customers = pgTable(
  'customers',
  {
    id: id(),
    name: text('name').notNull(),
    phone: text('phone').notNull().unique(),
    email: text('email'),
    addresses: jsonb('addresses').$type<SavedAddress[]>().notNull().default([]),
    groupId: refersTo('group_id', () => customerGroups.id, 'set null'),
    notes: text('notes'),
    /** The customer asked for no marketing SMS (issue 22): every marketing send leaves them out. */
    smsOptOut: boolean('sms_opt_out').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * The customer's store credit in taka (issue 36): changed only by the store credit ledger
     * (server/domains/storeCredit), one conditional update per change, never below nothing.
     */
    storeCredit: money('store_credit').notNull().default(0),
    /**
     * What the search box looks in, lower-cased, kept by the database. One
     * trigram index over it lets PostgreSQL count matches from the index; an
     * OR of ILIKEs over three columns makes it read every row.
     */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(name || ' ' || phone || ' ' || coalesce(email, ''))`),
    ...timestamps(),
  },
  (t) => [
    index('customers_created_at_idx').on(t.createdAt),
    index('customers_group_idx').on(t.groupId),
    // The table sorts by name as often as by date.
    index('customers_name_idx').on(t.name),
    index('customers_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('customers_store_credit_check', sql`${t.storeCredit} >= 0`),
  ],
);
