/**
 * What the inventory screen says of an item's stock (issue 21): one rule for
 * the server that filters by it and the admin app that marks it.
 */

export type StockLevel = 'out' | 'low' | 'ok';

/** Out of stock at 0; low below the product's Low Stock Alert (the issue: "below the product's lowStockAlert"). */
export function stockLevel(stock: number, lowStockAlert: number): StockLevel {
  if (stock <= 0) return 'out';
  return stock < lowStockAlert ? 'low' : 'ok';
}

/** The kinds of ledger rows, with the words the screens show (English; the table's CHECK and the wire read the keys). */
export const MOVEMENT_KIND_LABELS = {
  opening: 'Opening stock',
  sale: 'Sale',
  return: 'Return',
  cancel: 'Cancelled order',
  adjustment: 'Adjustment',
  purchase: 'Purchase receipt',
  'transfer-out': 'Transfer out',
  'transfer-in': 'Transfer in',
  damage: 'Damage',
  count: 'Count adjustment',
} as const;
export type MovementKindName = keyof typeof MOVEMENT_KIND_LABELS;

/** The kinds, in the ledger's order. */
export const MOVEMENT_KINDS = Object.keys(MOVEMENT_KIND_LABELS) as MovementKindName[];

/**
 * Where a ledger row's cause is shown in the admin app: the screens of
 * orders, purchases, transfers, damages and stock counts, by their paths.
 */
export const MOVEMENT_CAUSE_PATHS = {
  order: 'orders',
  purchase: 'purchases',
  transfer: 'transfers',
  damage: 'damages',
  count: 'stock-counts',
} as const;
export type MovementCause = keyof typeof MOVEMENT_CAUSE_PATHS;

/** Most units one adjustment or counted line may name (a shelf never holds more; keeps figures far from int4's end). */
export const MAX_STOCK_UNITS = 1_000_000;
