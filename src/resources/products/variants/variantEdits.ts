import { parseTaka, toTaka } from '../../../../common/money';
import type { BulkKey, EditableKey, ProductVariation } from './types';

/**
 * A cell's text as the value it stands for, or null when it is not one: money
 * is taka ≥ 0 with at most two decimals, stock a whole number ≥ 0, text as typed.
 */
export function parseCell(key: EditableKey, text: string): string | number | null {
  if (key === 'price' || key === 'cost') {
    const p = text.trim() === '' ? null : parseTaka(text);
    return p === null || p < 0 ? null : toTaka(p);
  }
  if (key === 'stock') return /^\s*\d{1,9}\s*$/.test(text) ? Number(text) : null;
  return text;
}

/** The list with one variation's field changed; the other variations stay the same objects (their rows do not redraw). */
export function updateAt(list: readonly ProductVariation[], index: number, patch: Partial<ProductVariation>): ProductVariation[] {
  return list.map((v, i) => (i === index ? { ...v, ...patch } : v));
}

/** 'Apply to all': every variation gets the same price, cost or stock. */
export function applyToAll(list: readonly ProductVariation[], key: BulkKey, value: number): ProductVariation[] {
  return list.map((v) => (v[key] === value ? v : { ...v, [key]: value }));
}

/** A variable product's stock (spec §3.1): the sum of its variants' stock, shown, never typed. */
export function totalStock(list: readonly ProductVariation[] | undefined): number {
  return (list ?? []).reduce((sum, v) => sum + (Number.isFinite(v.stock) ? v.stock : 0), 0);
}
