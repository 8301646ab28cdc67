/**
 * The flat filter encoding of ARCHITECTURE.md, shared by the admin app (which
 * builds query parameters from the filter bar) and the server (which parses
 * them into SQL). One place, so both sides agree on every operator.
 *
 *   status=draft,published   any of
 *   price_gt=100 / _lt / _gte / _lte
 *   price_btw=100_500         between, inclusive
 *   createdAt=2026-11-01      that whole day in the shop's time zone
 *   createdAt_last=days_7     the last 7 days (or months_3)
 *   _id_in=a,b,c              these records
 */

export const FILTER_OPERATORS = ['gt', 'lt', 'gte', 'lte', 'btw', 'last'] as const;
export type FilterOperator = 'eq' | (typeof FILTER_OPERATORS)[number];

export const ID_IN = '_id_in';

/** Query parameters that are not filters. */
export const LIST_PARAMS = ['page', 'limit', 'sort', 'search'] as const;

export interface ParsedFilterKey {
  field: string;
  op: FilterOperator;
}

/** `price_btw` → `{field: 'price', op: 'btw'}`; `status` → `{field: 'status', op: 'eq'}`. */
export function parseFilterKey(key: string): ParsedFilterKey {
  const cut = key.lastIndexOf('_');
  if (cut > 0) {
    const suffix = key.slice(cut + 1);
    if ((FILTER_OPERATORS as readonly string[]).includes(suffix)) {
      return { field: key.slice(0, cut), op: suffix as FilterOperator };
    }
  }
  return { field: key, op: 'eq' };
}

export function filterKey(field: string, op: FilterOperator): string {
  return op === 'eq' ? field : `${field}_${op}`;
}

/** `a,b` → `['a','b']`, empty parts dropped. */
export function splitAnyOf(value: string): string[] {
  return value
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

/** `100_500` → `['100','500']`; anything else → null. */
export function parseBetween(value: string): [string, string] | null {
  const parts = value.split('_');
  if (parts.length !== 2 || parts[0] === '' || parts[1] === '') return null;
  return [parts[0], parts[1]];
}

export type LastUnit = 'days' | 'months';

/** `days_7` → `{unit: 'days', count: 7}`; anything else → null. */
export function parseLast(value: string): { unit: LastUnit; count: number } | null {
  const m = /^(days|months)_(\d{1,4})$/.exec(value);
  if (!m) return null;
  const count = Number(m[2]);
  if (count < 1) return null;
  return { unit: m[1] as LastUnit, count };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date `YYYY-MM-DD` that exists (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The date filter choices of spec §5. */
export type DateChoice = 'last' | 'equal' | 'between' | 'after' | 'before';

export type DateFilterValue =
  { choice: 'last'; unit: LastUnit; count: number } | { choice: 'equal' | 'after' | 'before'; date: string } | { choice: 'between'; from: string; to: string };

/** One date filter as query parameters. */
export function encodeDateFilter(field: string, v: DateFilterValue): Record<string, string> {
  switch (v.choice) {
    case 'last':
      return { [filterKey(field, 'last')]: `${v.unit}_${v.count}` };
    case 'equal':
      return { [field]: v.date };
    case 'after':
      return { [filterKey(field, 'gte')]: v.date };
    case 'before':
      return { [filterKey(field, 'lt')]: v.date };
    case 'between':
      return { [filterKey(field, 'btw')]: `${v.from}_${v.to}` };
  }
}

/** The number filter choices of spec §5. */
export type RangeFilterValue = { choice: 'equal' | 'gt' | 'lt'; value: number } | { choice: 'between'; from: number; to: number };

export function encodeRangeFilter(field: string, v: RangeFilterValue): Record<string, string> {
  switch (v.choice) {
    case 'equal':
      return { [field]: String(v.value) };
    case 'gt':
      return { [filterKey(field, 'gt')]: String(v.value) };
    case 'lt':
      return { [filterKey(field, 'lt')]: String(v.value) };
    case 'between':
      return { [filterKey(field, 'btw')]: `${v.from}_${v.to}` };
  }
}

/** Decode what encodeDateFilter wrote for `field` (for filter tags and the form). */
export function decodeDateFilter(field: string, params: Record<string, string>): DateFilterValue | null {
  for (const [key, value] of Object.entries(params)) {
    const { field: f, op } = parseFilterKey(key);
    if (f !== field) continue;
    if (op === 'last') {
      const last = parseLast(value);
      if (last) return { choice: 'last', ...last };
    } else if (op === 'eq' && isIsoDate(value)) return { choice: 'equal', date: value };
    else if (op === 'gte' && isIsoDate(value)) return { choice: 'after', date: value };
    else if (op === 'lt' && isIsoDate(value)) return { choice: 'before', date: value };
    else if (op === 'btw') {
      const b = parseBetween(value);
      if (b && isIsoDate(b[0]) && isIsoDate(b[1])) return { choice: 'between', from: b[0], to: b[1] };
    }
  }
  return null;
}

/**
 * Apply a filter: earlier filters on the same field (any operator) are
 * replaced, as spec §4 says; an empty `next` just clears the field.
 */
export function replaceFieldFilters(current: Record<string, string>, field: string, next: Record<string, string>): Record<string, string> {
  const kept = Object.fromEntries(Object.entries(current).filter(([key]) => parseFilterKey(key).field !== field));
  return { ...kept, ...next };
}
