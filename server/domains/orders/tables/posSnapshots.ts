import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/tables/accounts';
import { locations } from '../../inventory/tables/locations';
import { refersTo } from '../../../db/columns';

/** An item's terms as a snapshot served them, in poisha: [listed price, price after the product's discount, VAT percent]. */
export type SnapshotTerm = [number, number, number];

/**
 * The prices each till catalogue snapshot held (issue 34), so an offline
 * sale's terms are checked against what its till could have known. The
 * version is the digest of the prices themselves (the same at every location): a till re-reading an
 * unchanged catalogue every minute gets the same version and adds no row;
 * a new row appears only when a price, discount or VAT rate changes.
 */
export const posSnapshots = pgTable('pos_snapshots', {
  version: text('version').primaryKey(),
  /** `productId` or `productId:variantId` → its terms. */
  prices: jsonb('prices').$type<Record<string, SnapshotTerm>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which till was served which snapshot, where, by whom, and first when: an offline sale may only claim a snapshot its till had by then. */
export const posSnapshotServes = pgTable(
  'pos_snapshot_serves',
  {
    version: text('version')
      .notNull()
      .references(() => posSnapshots.version, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    locationId: refersTo('location_id', () => locations.id, 'cascade').notNull(),
    userId: refersTo('user_id', () => users.id, 'set null'),
    firstServedAt: timestamp('first_served_at', { withTimezone: true }).notNull().defaultNow(),
    lastServedAt: timestamp('last_served_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.locationId, t.version] }), index('pos_snapshot_serves_served_idx').on(t.firstServedAt)],
);
