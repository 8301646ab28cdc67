import { sql, type SQL } from 'drizzle-orm';
import { COURIER_LABELS } from '../../../../common/deliveryStatus';
import { DISTRICTS } from '../../../../common/places';
import { courierAreaMap, courierAreas } from '../../schema';
import { defineResource } from '../../../engine/declaration';
import { qualified } from '../../../engine/qualified';

const AREA_COURIERS = ['pathao', 'redx'] as const;
const courierOptions = AREA_COURIERS.map((value) => ({ value, label: COURIER_LABELS[value] }));
const sourceOptions = [
  { value: 'auto', label: 'Matched by name' },
  { value: 'staff', label: 'Set by staff' },
];
// By name, as staff look for one in the filter.
const districtOptions = DISTRICTS.map((d) => ({ value: d.id, label: d.en })).sort((a, b) => a.label.localeCompare(b.label));

/**
 * A column of the courier's place a mapping names by `key` of its `areas`
 * (`city`, `zone`, `area` for Pathao, `areaId` for RedX), read from the
 * courier's list as last read; null when the mapping names none.
 */
const listed = (kind: 'city' | 'zone' | 'area', key: string, column: 'name' | 'home_delivery' | 'read_at'): SQL =>
  sql`(select ca.${sql.raw(column)} from ${courierAreas} ca where ca.courier = ${qualified(courierAreaMap.courier)} and ca.kind = ${sql.raw(`'${kind}'`)} and ca.courier_id = (${qualified(courierAreaMap.areas)} ->> ${sql.raw(`'${key}'`)})::int)`;

/** "Dhaka › Dhanmondi › Road 27" for Pathao, the area for RedX. */
const places = sql<string>`concat_ws(' › ', ${listed('city', 'city', 'name')}, ${listed('zone', 'zone', 'name')}, ${listed('area', 'area', 'name')}, ${listed('area', 'areaId', 'name')})`;
/**
 * Whether the courier takes parcels to the door there, as booking decides it
 * (areas/forBooking.ts): Pathao's mapped area says so; a mapped zone does when
 * any of its areas as read does (or none were read); RedX's areas all do.
 */
const zoneAreasDoor = sql`(select bool_or(ca.home_delivery) from ${courierAreas} ca where ca.courier = ${qualified(courierAreaMap.courier)} and ca.kind = 'area' and ca.parent_id = (${qualified(courierAreaMap.areas)} ->> 'zone')::int)`;
const homeDelivery = sql<boolean>`coalesce(${listed('area', 'area', 'home_delivery')}, ${listed('area', 'areaId', 'home_delivery')}, ${zoneAreasDoor}, true)`;
/** When the courier's list holding the mapped place was read: a mapping is as fresh as that. */
const readAt = sql<Date>`coalesce(${listed('area', 'area', 'read_at')}, ${listed('zone', 'zone', 'read_at')}, ${listed('area', 'areaId', 'read_at')})`;

/**
 * The couriers' areas (`/courier-area-map`, issue 37): where each courier
 * takes parcels for our districts and thanas, matched by name after each read
 * of its list or set by staff. Read-only here, as the engine writes no JSON
 * sub-field: staff change a mapping with the row action `map-courier-area`
 * (src/resources/courierAreas), which calls `PUT deliveries/courier-areas/map`
 * and lists the places a courier cannot reach yet. Read and changed with the
 * deliveries' permissions (its `permissionAs` in common/resourceNames.ts): it
 * decides where parcels go.
 */
export default defineResource({
  path: 'courier-area-map',
  table: courierAreaMap,
  createdAt: courierAreaMap.updatedAt,
  operations: ['list', 'export'],
  labelKey: 'places',
  // The latest change first: staff's own mappings after a read of the lists.
  defaultSort: '-updatedAt',
  fields: [
    { key: 'courier', label: 'Courier', type: 'select', readOnly: true, options: courierOptions, column: { type: 'tag', sortable: true } },
    {
      key: 'district',
      label: 'District',
      type: 'select',
      readOnly: true,
      options: districtOptions,
      db: courierAreaMap.districtId,
      // Ids sort in no order people read by; the filter finds a district.
      column: { type: 'tag', sortable: false },
    },
    {
      key: 'thana',
      label: 'Thana',
      type: 'read-only',
      readOnly: true,
      viewType: 'text',
      component: 'thana-name',
      db: courierAreaMap.thanaId,
      column: { type: 'text', sortable: false },
    },
    {
      key: 'places',
      label: 'Courier’s Area',
      type: 'read-only',
      readOnly: true,
      viewType: 'text',
      computed: places,
      column: { type: 'text', sortable: false },
    },
    {
      key: 'homeDelivery',
      label: 'Home Delivery',
      type: 'switch',
      readOnly: true,
      computed: homeDelivery,
      flag: { label: 'Home Delivery', on: 'Available', off: 'Not available', good: 'on' },
      column: { type: 'boolean', sortable: false },
    },
    {
      key: 'source',
      label: 'Source',
      type: 'select',
      readOnly: true,
      options: sourceOptions,
      column: { type: 'tag', sortable: true, colorScheme: { auto: 'default', staff: 'info' } },
    },
    { key: 'userName', label: 'By', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: true, default: false } },
    { key: 'updatedAt', label: 'Updated', type: 'datetime', readOnly: true, column: { type: 'date', sortable: true, default: false } },
    { key: 'readAt', label: 'List Read', type: 'datetime', readOnly: true, computed: readAt, column: { type: 'date', sortable: false, default: false } },
    // What the mapping editor starts from: the ids as booking sends them.
    {
      key: 'areaIds',
      label: 'Courier’s Ids',
      type: 'read-only',
      readOnly: true,
      viewType: 'hidden',
      computed: sql<string>`${qualified(courierAreaMap.areas)}::text`,
    },
  ],
  search: ['places', 'userName'],
  searchColumn: sql`lower(concat_ws(' ', ${places}, ${qualified(courierAreaMap.userName)}))`,
  filters: [
    { field: 'courier', label: 'Courier', type: 'multi-select', options: courierOptions },
    { field: 'source', label: 'Source', type: 'multi-select', options: sourceOptions },
    { field: 'district', label: 'District', type: 'multi-select', options: districtOptions },
    { field: 'homeDelivery', label: 'Home Delivery', type: 'boolean' },
  ],
  rowMenu: [{ type: 'custom', label: 'Change mapping', component: 'map-courier-area', permission: 'deliveries:edit' }],
  bulkMenu: [{ type: 'export', label: 'Export selected' }],
});
