import { sql } from 'drizzle-orm';
import { COUPON_TYPES, normaliseCouponCode } from '../../../../common/coupons';
import { couponRedemptions, coupons } from '../../schema';
import { defineResource } from '../../../engine/declaration';
import { fieldError, msg } from '../../../engine/errors';
import type { BeforeWriteContext } from '../../../engine/declaration';
import { qualified } from '../../../engine/qualified';
import { activeInactive, createdAtField, createdAtFilter, rowActions } from '../../../engine/commonFields';

const TYPE_OPTIONS = COUPON_TYPES.map((t) => ({ value: t, label: t === 'percentage' ? 'Percentage' : 'Flat' }));

const menu = rowActions();

/** What a coupon must hold together (the rule itself is common/coupons.ts, used by the point of sale). */
function checkCoupon(ctx: BeforeWriteContext): void {
  if (ctx.mode === 'delete' || ctx.mode === 'remove-item') return;
  const v = { ...ctx.before, ...ctx.values } as Record<string, unknown>;
  if (v.type === 'percentage' && typeof v.amount === 'number' && v.amount > 100) throw fieldError('amount', msg('percentage_over_100'));
  if (typeof v.startDate === 'string' && typeof v.endDate === 'string' && v.endDate < v.startDate) {
    throw fieldError('endDate', msg('end_before_start'));
  }
}

/** Spec §2.1 coupons: codes the point of sale takes off a cart. */
export default defineResource({
  path: 'coupons',
  table: coupons,
  labelKey: 'code',
  sections: ['Coupon Details', 'Limits'],
  hooks: { beforeWrite: checkCoupon },
  fields: [
    {
      key: 'code',
      label: 'Code',
      type: 'text',
      required: true,
      unique: true,
      limit: 40,
      pattern: { regex: '^[A-Za-z0-9_-]+$', message: msg('not_code') },
      helperText: 'Kept in capitals: eid10 is saved as EID10.',
      toStored: async (value) => normaliseCouponCode(String(value)),
      section: 'Coupon Details',
      column: { type: 'text', copy: true },
    },
    {
      key: 'type',
      label: 'Type',
      type: 'select',
      required: true,
      options: TYPE_OPTIONS,
      default: 'percentage',
      section: 'Coupon Details',
      column: { type: 'tag' },
    },
    {
      key: 'amount',
      label: 'Amount',
      type: 'number',
      required: true,
      min: 0,
      max: 10_000_000,
      step: 0.01,
      helperText: 'Percent off, or taka off for a flat coupon.',
      section: 'Coupon Details',
      column: { type: 'number' },
    },
    { key: 'description', label: 'Description', type: 'textarea', limit: 1000, section: 'Coupon Details' },
    { key: 'isActive', label: 'Active', type: 'switch', default: true, section: 'Coupon Details', column: { type: 'boolean' } },
    { key: 'minOrder', label: 'Minimum Order', type: 'currency', section: 'Limits', column: { type: 'currency' } },
    { key: 'maxDiscount', label: 'Maximum Discount', type: 'currency', section: 'Limits', column: { type: 'currency', default: false } },
    { key: 'startDate', label: 'Start Date', type: 'date', section: 'Limits', column: { type: 'date-only' } },
    { key: 'endDate', label: 'End Date', type: 'date', section: 'Limits', column: { type: 'date-only' } },
    {
      key: 'usageLimit',
      label: 'Total Uses Allowed',
      type: 'number',
      min: 1,
      max: 10_000_000,
      step: 1,
      section: 'Limits',
      column: { type: 'number', default: false },
    },
    {
      key: 'perCustomerLimit',
      label: 'Uses per Customer',
      type: 'number',
      min: 1,
      max: 10_000,
      step: 1,
      section: 'Limits',
      column: { type: 'number', default: false },
    },
    {
      key: 'uses',
      label: 'Uses',
      type: 'read-only',
      readOnly: true,
      viewType: 'number',
      computed: sql<number>`(select count(*)::int from ${couponRedemptions} where ${couponRedemptions.couponId} = ${qualified(coupons.id)})`,
      column: { type: 'number', sortable: false },
    },
    createdAtField(),
  ],
  search: ['code', 'description'],
  filters: [
    { field: 'isActive', label: 'Active', type: 'boolean' },
    { field: 'type', label: 'Type', type: 'multi-select', options: TYPE_OPTIONS },
    { field: 'startDate', label: 'Start Date', type: 'date' },
    { field: 'endDate', label: 'End Date', type: 'date' },
    createdAtFilter(),
  ],
  rowMenu: [{ type: 'edit', label: 'Edit' }, { type: 'view', label: 'View' }, menu.activate, menu.deactivate, menu.delete],
  bulkMenu: [
    { type: 'edit-select', label: 'Change active status', key: 'isActive', options: activeInactive },
    { type: 'export', label: 'Export selected' },
  ],
});
