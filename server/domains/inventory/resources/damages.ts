import { sql } from 'drizzle-orm';
import { DAMAGE_REASON_LABELS, DAMAGE_REASONS } from '../../../../common/transfers';
import { damages } from '../../schema';
import { defineResource } from '../../../engine/declaration';
import { qualified } from '../../../engine/qualified';
import { damageRules } from '../damageRules';
import { createdAtField } from '../../../engine/commonFields';

export const damageReasonOptions = DAMAGE_REASONS.map((value) => ({ value, label: DAMAGE_REASON_LABELS[value] }));

const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** The item's name as the ledger writes it: `Panjabi (M-White)`. */
const itemName = sql<string>`(select p.name || coalesce(' (' || v.name || ')', '') from products p left join product_variants v on v.id = ${qualified(damages.variantId)} where p.id = ${qualified(damages.productId)})`;

/**
 * Damaged stock (`/damages` under Product Attributes, spec §2.1, issue 21).
 * Recording one takes the units out of its location through the ledger
 * (server/domains/inventory/damageRules.ts); units damaged on the way of a
 * transfer are recorded by the receipt, at the destination, without stock
 * (they never arrived). A damage is not edited or deleted once recorded: a
 * correction is an adjustment.
 */
export default defineResource({
  path: 'damages',
  table: damages,
  operations: ['list', 'show', 'create', 'export'],
  labelKey: 'number',
  hooks: damageRules,
  columns: ['number', 'item', 'location', 'qty', 'reason', 'cost', 'date', 'user'],
  fields: [
    { key: 'number', label: 'Damage', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: true, copy: true } },
    { key: 'item', label: 'Item', type: 'read-only', readOnly: true, viewType: 'text', computed: itemName, column: { type: 'text', sortable: false } },
    {
      key: 'product',
      label: 'Product',
      type: 'data-select',
      required: true,
      reference: { resource: 'products', labelKey: 'name' },
      db: damages.productId,
      column: { type: 'reference', sortable: false, default: false },
    },
    {
      key: 'variant',
      label: 'Variation',
      type: 'text',
      // The chosen product's variations to pick from (src/resources/damages); a variable product needs one.
      component: 'product-variation',
      viewType: 'hidden',
      helperText: 'For a product with sizes and colours, the one that was damaged.',
      pattern: { regex: UUID_PATTERN, message: { code: 'not_record_id' } },
      db: damages.variantId,
    },
    {
      key: 'location',
      label: 'Location',
      type: 'data-select',
      required: true,
      reference: { resource: 'locations', labelKey: 'name' },
      helperText: 'Where the damaged units were: they leave its stock.',
      db: damages.locationId,
      column: { type: 'reference', sortable: false },
    },
    { key: 'qty', label: 'Quantity', type: 'number', required: true, min: 1, max: 1_000_000, step: 1, column: { type: 'number', sortable: true } },
    {
      key: 'reason',
      label: 'Reason',
      type: 'select',
      required: true,
      default: 'damaged',
      options: damageReasonOptions,
      column: { type: 'tag', sortable: true },
    },
    {
      key: 'unitCost',
      label: 'Unit Cost',
      type: 'currency',
      readOnly: true,
      helperText: 'The item’s average cost when recorded.',
      column: { type: 'currency', sortable: true, default: false },
    },
    { key: 'cost', label: 'Cost', type: 'currency', readOnly: true, column: { type: 'currency', sortable: true } },
    { key: 'date', label: 'Date', type: 'date', helperText: 'Empty: today.', column: { type: 'date-only', sortable: true } },
    {
      key: 'transfer',
      label: 'Transfer',
      type: 'data-select',
      readOnly: true,
      reference: { resource: 'transfers', labelKey: 'number' },
      db: damages.transferId,
      column: { type: 'reference', sortable: false, default: false },
    },
    {
      key: 'user',
      label: 'Recorded by',
      type: 'data-select',
      readOnly: true,
      reference: { resource: 'users', labelKey: 'name' },
      db: damages.userId,
      column: { type: 'reference', sortable: false },
    },
    createdAtField(),
  ],
  search: ['number'],
  filters: [
    { field: 'location', label: 'Location', type: 'multi-select', reference: { resource: 'locations', labelKey: 'name' } },
    { field: 'reason', label: 'Reason', type: 'multi-select', options: damageReasonOptions },
    { field: 'date', label: 'Date', type: 'date' },
    { field: 'cost', label: 'Cost', type: 'range' },
  ],
  rowMenu: [{ type: 'view-modal', label: 'View' }],
  bulkMenu: [{ type: 'export', label: 'Export selected' }],
});
