import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { products, reviews } from '../../schema';
import { defineResource } from '../../../engine/declaration';
import { fieldError, msg } from '../../../engine/errors';
import type { WriteHooks } from '../../../engine/declaration';
import { createdAtField, createdAtFilter, rowActions } from '../../../engine/commonFields';

const STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'hidden', label: 'Hidden' },
];

/** A product's rating and rating count follow its approved reviews (spec §3.1). */
export async function refreshRating(tx: Db, productId: string): Promise<void> {
  await tx
    .update(products)
    .set({
      rating: sql`coalesce((select round(avg(${reviews.rating}), 2) from ${reviews} where ${reviews.productId} = ${productId} and ${reviews.status} = 'approved'), 0)`,
      ratingCount: sql`(select count(*)::int from ${reviews} where ${reviews.productId} = ${productId} and ${reviews.status} = 'approved')`,
    })
    .where(sql`${products.id} = ${productId}`);
}

const reviewRules: WriteHooks = {
  beforeWrite(ctx) {
    if (ctx.mode !== 'create' && ctx.mode !== 'update') return;
    const v = { ...ctx.before, ...ctx.values } as Record<string, unknown>;
    const customer = 'customerId' in ctx.values ? ctx.values.customerId : ctx.before?.customer;
    const guest = 'guestName' in ctx.values ? ctx.values.guestName : v.guestName;
    if (!customer && !guest) throw fieldError('guestName', msg('guest_name_needed'));
  },
  async afterWrite(ctx) {
    const touched = new Set([ctx.before?.product, ctx.after?.product].filter((p): p is string => typeof p === 'string'));
    for (const productId of touched) await refreshRating(ctx.tx, productId);
  },
};

/** Spec §2.1 reviews: what customers say about products, shown once approved. */
export default defineResource({
  path: 'reviews',
  table: reviews,
  labelKey: 'guestName',
  operations: ['list', 'show', 'create', 'edit', 'delete', 'export'],
  sections: ['Review'],
  hooks: reviewRules,
  fields: [
    {
      key: 'product',
      label: 'Product',
      type: 'data-select',
      required: true,
      section: 'Review',
      reference: { resource: 'products', labelKey: 'name' },
      db: reviews.productId,
      column: { type: 'reference', sortable: false },
    },
    {
      key: 'customer',
      label: 'Customer',
      type: 'data-select',
      section: 'Review',
      reference: { resource: 'customers', labelKey: 'name' },
      db: reviews.customerId,
      column: { type: 'reference', sortable: false },
    },
    {
      key: 'guestName',
      label: 'Guest Name',
      type: 'text',
      limit: 200,
      helperText: 'When the reviewer is not a customer.',
      section: 'Review',
      column: { type: 'text' },
    },
    { key: 'rating', label: 'Rating', type: 'number', required: true, min: 1, max: 5, step: 1, section: 'Review', column: { type: 'number' } },
    { key: 'comment', label: 'Comment', type: 'textarea', limit: 5000, section: 'Review', column: { type: 'text' } },
    {
      key: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      options: STATUSES,
      default: 'pending',
      section: 'Review',
      column: { type: 'tag', colorScheme: { pending: 'warning', approved: 'success', hidden: 'error' } },
    },
    createdAtField(),
  ],
  search: ['guestName', 'comment'],
  filters: [
    { field: 'status', label: 'Status', type: 'multi-select', options: STATUSES },
    { field: 'product', label: 'Product', type: 'multi-select', reference: { resource: 'products', labelKey: 'name' } },
    { field: 'rating', label: 'Rating', type: 'range' },
    createdAtFilter(),
  ],
  rowMenu: [
    {
      type: 'update-key',
      label: 'Approve',
      key: 'status',
      value: 'approved',
      condition: { field: 'status', notEquals: 'approved' },
      confirm: 'Approve this review? It will show on the product.',
      success: 'Review approved',
    },
    {
      type: 'update-key',
      label: 'Hide',
      key: 'status',
      value: 'hidden',
      condition: { field: 'status', notEquals: 'hidden' },
      confirm: 'Hide this review from customers?',
      success: 'Review hidden',
    },
    { type: 'edit', label: 'Edit' },
    { type: 'view', label: 'View' },
    rowActions().delete,
  ],
  bulkMenu: [
    { type: 'edit', label: 'Approve', key: 'status', value: 'approved', success: 'Batch item updated successfully' },
    { type: 'edit', label: 'Hide', key: 'status', value: 'hidden', success: 'Batch item updated successfully' },
    { type: 'export', label: 'Export selected' },
  ],
});
