import { sql } from 'drizzle-orm';
import { check, index, integer, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/tables/accounts';
import { id, money, refersTo, timestamps } from '../../../db/columns';
import { locations } from '../../inventory/tables/locations';
import { products, productVariants } from '../../catalogue/tables/products';

export const suppliers = pgTable(
  'suppliers',
  {
    id: id(),
    name: text('name').notNull().unique(),
    phone: text('phone'),
    address: text('address'),
    notes: text('notes'),
    ...timestamps(),
  },
  (t) => [index('suppliers_created_at_idx').on(t.createdAt)],
);
/** Purchase numbers (`P-000012`): a sequence, gaps allowed. */
export const purchaseNumberSequence = pgSequence('purchase_number_seq', { startWith: 1 });

export const purchases = pgTable(
  'purchases',
  {
    id: id(),
    number: text('number').notNull().unique(),
    supplierId: refersTo('supplier_id', () => suppliers.id, 'restrict').notNull(),
    /** Where the goods are received. */
    locationId: refersTo('location_id', () => locations.id, 'restrict').notNull(),
    status: text('status').notNull().default('draft'),
    /** Sum of the lines' quantity × unit cost, kept with every save of the lines. */
    total: money('total').notNull().default(0),
    note: text('note'),
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    userId: refersTo('user_id', () => users.id, 'set null'),
    ...timestamps(),
  },
  (t) => [
    index('purchases_created_at_idx').on(t.createdAt),
    check('purchases_status_check', sql`${t.status} in ('draft', 'ordered', 'partly-received', 'received', 'cancelled')`),
  ],
);

export const purchaseLines = pgTable(
  'purchase_lines',
  {
    id: id(),
    purchaseId: refersTo('purchase_id', () => purchases.id, 'cascade').notNull(),
    position: integer('position').notNull().default(0),
    productId: refersTo('product_id', () => products.id, 'restrict').notNull(),
    variantId: refersTo('variant_id', () => productVariants.id, 'restrict'),
    qty: integer('qty').notNull(),
    unitCost: money('unit_cost').notNull(),
    receivedQty: integer('received_qty').notNull().default(0),
  },
  (t) => [
    index('purchase_lines_purchase_idx').on(t.purchaseId, t.position),
    check('purchase_lines_qty_check', sql`${t.qty} > 0`),
    check('purchase_lines_received_check', sql`${t.receivedQty} between 0 and ${t.qty}`),
    check('purchase_lines_cost_check', sql`${t.unitCost} >= 0`),
  ],
);

/**
 * One receiving of goods against a purchase (the table keeps its first SQL
 * name, and the body its `receipt` key: a receipt is a sale's). Its id comes from the client (one
 * per Receive dialog): a double click or a retry sends the same id, and the
 * primary key lets the stock in once.
 */
export const purchaseReceivings = pgTable('purchase_receipts', {
  id: uuid('id').primaryKey(),
  purchaseId: refersTo('purchase_id', () => purchases.id, 'cascade').notNull(),
  userId: refersTo('user_id', () => users.id, 'set null'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
