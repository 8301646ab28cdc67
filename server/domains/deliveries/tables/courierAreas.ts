import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/tables/accounts';
import { id, refersTo } from '../../../db/columns';

/**
 * A place in a courier's own list (issue 37), as its API answered it when
 * last read (`read_at`): Pathao's cities, zones and (only for zones a mapping
 * uses) areas; RedX's areas. Kept so booking never waits on their lists, and
 * refreshed by the `courier-areas` job.
 */
export const courierAreas = pgTable(
  'courier_areas',
  {
    id: id(),
    courier: text('courier').notNull(),
    /** `city`, `zone` or `area`. */
    kind: text('kind').notNull(),
    /** The courier's id for it. */
    courierId: integer('courier_id').notNull(),
    name: text('name').notNull(),
    /** The courier's id of the city a zone is in, of the zone an area is in; null at the top. */
    parentId: integer('parent_id'),
    /** Whether the courier delivers to a door there (Pathao's `home_delivery_available`; RedX's areas all are). */
    homeDelivery: boolean('home_delivery').notNull().default(true),
    /** RedX's post code. */
    postCode: text('post_code'),
    /** RedX's division name: its areas say no district, so a thana's name is looked for within its division. */
    region: text('region'),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
    /** For a Pathao city: when its zones were last read; for a zone: its areas (read only for zones a mapping uses). */
    childrenReadAt: timestamp('children_read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('courier_areas_key_idx').on(t.courier, t.kind, t.courierId),
    index('courier_areas_parent_idx').on(t.courier, t.kind, t.parentId),
    check('courier_areas_kind_check', sql`${t.kind} in ('city', 'zone', 'area')`),
  ],
);

/** What a mapping row gives a parcel: `Parcel.areas[courier]` (couriers/types.ts). */
export type MappedAreas = { city: number; zone: number; area?: number } | { areaId: number; areaName?: string };

/**
 * Where a courier is to take a parcel for a district and thana of ours
 * (common/places): the courier's ids as booking sends them. `auto` rows are
 * matched by name after each read of the lists; `staff` rows are what staff
 * chose, and a read never overwrites them. A row without a thana stands for
 * the whole district (an address that names no thana).
 */
export const courierAreaMap = pgTable(
  'courier_area_map',
  {
    id: id(),
    courier: text('courier').notNull(),
    districtId: text('district_id').notNull(),
    thanaId: text('thana_id'),
    areas: jsonb('areas').$type<MappedAreas>().notNull(),
    /** `auto` or `staff`. */
    source: text('source').notNull().default('auto'),
    userId: refersTo('user_id', () => users.id, 'set null'),
    userName: text('user_name'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One row per place and courier; the district's own row (no thana) is one too.
    unique('courier_area_map_place_key').on(t.courier, t.districtId, t.thanaId).nullsNotDistinct(),
    check('courier_area_map_source_check', sql`${t.source} in ('auto', 'staff')`),
  ],
);
