import { sql } from 'drizzle-orm';
import { defineResource } from '../../../engine/declaration';
import { atLocations } from '../../inventory';
import { orders, receiptBlocks } from '../../schema';

/** The block's numbers that an order carries: used. Orders' numbers are unique (an index), so each is one probe. */
const usedCount = sql<number>`(select count(*)::int from ${orders} o where o.number = any(${receiptBlocks.numbers}))`;
const issuedCount = sql<number>`cardinality(${receiptBlocks.numbers})`;

const count = (key: string, label: string, computed: ReturnType<typeof sql<number>>) => ({
  key,
  label,
  type: 'number' as const,
  readOnly: true,
  computed,
  column: { type: 'number' as const, sortable: false, default: true },
});

/**
 * Receipt number blocks (issue 36, `/receipt-blocks` under Orders): each
 * block of order numbers a till was given to sell offline with (issue 25),
 * with how many were issued, used by an order and still unused, and which:
 * receipt numbers jump from one till's block to the next, and a VAT audit
 * asks that every number issued is accounted for. Read-only: blocks are
 * given by `POST /orders/receipt-numbers`; each shop sees its own.
 */
export default defineResource({
  path: 'receipt-blocks',
  table: receiptBlocks,
  locationScope: atLocations(receiptBlocks.locationId),
  operations: ['list', 'show', 'export'],
  labelKey: 'first',
  columns: ['createdAt', 'device', 'location', 'user', 'first', 'last', 'issued', 'used', 'unused', 'unusedNumbers'],
  fields: [
    { key: 'createdAt', label: 'Issued', type: 'read-only', readOnly: true, viewType: 'date', column: { type: 'date', sortable: true, default: true } },
    {
      key: 'device',
      label: 'Till',
      type: 'read-only',
      readOnly: true,
      viewType: 'text',
      db: receiptBlocks.deviceId,
      column: { type: 'text', sortable: true, default: true },
    },
    {
      key: 'location',
      label: 'Location',
      type: 'data-select',
      readOnly: true,
      reference: { resource: 'locations', labelKey: 'name' },
      db: receiptBlocks.locationId,
      column: { type: 'reference', sortable: false, default: true },
    },
    {
      key: 'user',
      label: 'Issued To',
      type: 'data-select',
      readOnly: true,
      reference: { resource: 'users', labelKey: 'name' },
      db: receiptBlocks.userId,
      column: { type: 'reference', sortable: false, default: true },
    },
    {
      key: 'first',
      label: 'First Number',
      type: 'read-only',
      readOnly: true,
      viewType: 'text',
      computed: sql`${receiptBlocks.numbers}[1]`,
      column: { type: 'text', sortable: false, default: true },
    },
    {
      key: 'last',
      label: 'Last Number',
      type: 'read-only',
      readOnly: true,
      viewType: 'text',
      computed: sql`${receiptBlocks.numbers}[cardinality(${receiptBlocks.numbers})]`,
      column: { type: 'text', sortable: false, default: true },
    },
    count('issued', 'Issued Numbers', issuedCount),
    count('used', 'Used', usedCount),
    count('unused', 'Unused', sql<number>`(${issuedCount} - ${usedCount})`),
    {
      key: 'unusedNumbers',
      label: 'Unused Numbers',
      type: 'read-only',
      readOnly: true,
      viewType: 'text',
      computed: sql`array_to_string(array(select n from unnest(${receiptBlocks.numbers}) n where not exists (select 1 from ${orders} o where o.number = n)), ', ')`,
      column: { type: 'text', sortable: false, default: false },
    },
  ],
  search: ['device'],
  filters: [
    { field: 'device', label: 'Till', type: 'text' },
    { field: 'location', label: 'Location', type: 'multi-select', reference: { resource: 'locations', labelKey: 'name' } },
    { field: 'createdAt', label: 'Issued', type: 'date' },
  ],
  bulkMenu: [{ type: 'export', label: 'Export selected' }],
});
