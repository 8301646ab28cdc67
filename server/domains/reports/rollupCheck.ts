import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { numbers } from './figures';

/**
 * The rollups (server/domains/reports/tables/rollups.ts) against the same figures computed
 * from the base tables (the `*_expected` views of migrations 0020, 0021 and
 * 0024, 0025): the rebuild refills them from the views, the check lists every key
 * whose figures differ. A rollup is read through its view (folded rows plus
 * pending ones), summed per key; keys whose figures are all zero (an order and
 * its cancel) count as absent.
 */
const TABLES = {
  rollup_order_days: {
    keys: ['day', 'location_id', 'payment_method'],
    figures: [
      'orders',
      'sub_total',
      'discount',
      'vat',
      'shipping',
      'rounding',
      'total',
      'units',
      'cost',
      'returned_units',
      'returns_goods',
      'returns_discount',
      'returns_vat',
      'returns_cost',
    ],
  },
  rollup_item_days: {
    keys: ['day', 'location_id', 'item_id', 'product_id', 'variant_id', 'payment_method'],
    figures: ['units', 'sales', 'cost', 'returned_units', 'returns_goods', 'returns_cost'],
  },
  rollup_payment_days: { keys: ['day', 'location_id', 'method'], figures: ['payments', 'refunds'] },
  rollup_method_days: { keys: ['day', 'location_id', 'method'], figures: ['sales', 'orders'] },
  rollup_stock_days: { keys: ['day', 'location_id', 'kind'], figures: ['qty', 'value'] },
  rollup_customer_days: { keys: ['day', 'location_id', 'who'], figures: ['orders', 'net', 'back', 'cost', 'returned_orders', 'units', 'returned_units'] },
  // Derived by the fold from the day rows (rollups_derive_folded on a rebuild): no pending rows of their own.
  rollup_customer_months: { keys: ['month', 'location_id', 'who'], figures: ['orders', 'net', 'back', 'cost', 'returned_orders', 'units', 'returned_units'] },
  rollup_item_months: {
    keys: ['month', 'location_id', 'item_id', 'product_id', 'variant_id'],
    figures: ['units', 'sales', 'cost', 'returned_units', 'returns_goods', 'returns_cost'],
  },
  rollup_product_days: { keys: ['day', 'location_id', 'product_id'], figures: ['units', 'sales', 'cost', 'returned_units', 'returns_goods', 'returns_cost'] },
} as const;
export type RollupTable = keyof typeof TABLES;

export interface RollupDifference {
  table: RollupTable;
  side: 'rollup' | 'expected';
  row: Record<string, unknown>;
}

/** Keys whose figures (summed over folded and pending rows) differ between the rollup and the base tables (at most `limit` per table and side). */
export async function rollupDifferences(db: Db, limit = 50): Promise<RollupDifference[]> {
  const out: RollupDifference[] = [];
  for (const table of Object.keys(TABLES) as RollupTable[]) {
    const { keys, figures } = TABLES[table];
    const summed = (from: string) =>
      `select ${keys.join(', ')}, ${figures.map((f) => `sum(${f})::bigint as ${f}`).join(', ')} from ${from} group by ${keys.join(', ')}
       having ${figures.map((f) => `sum(${f}) <> 0`).join(' or ')}`;
    for (const [side, a, b] of [
      ['rollup', table, `${table}_expected`],
      ['expected', `${table}_expected`, table],
    ] as const) {
      const rows = await queryRows<Record<string, unknown>>(db, sql.raw(`${summed(a)} except ${summed(b)} limit ${limit}`));
      for (const row of rows) out.push({ table, side, row: numbers(row) });
    }
  }
  return out;
}

/** The triggers that keep the rollups (sql/rollups.sql), as `table:trigger`. */
const ROLLUP_TRIGGERS = [
  'orders:orders_rollup_insert',
  'orders:orders_rollup_delete',
  'orders:orders_rollup_change',
  'order_lines:order_lines_rollup_insert',
  'order_returns:order_returns_rollup',
  'payments:payments_rollup',
  'stock_movements:stock_movements_rollup',
];

/**
 * A bulk load (the benchmark seed's set-based inserts of 50,000 orders) with
 * the rollup triggers off for its transaction: a row-by-row trigger costs such
 * a load several times its time. The caller rebuilds the rollups afterwards
 * (rebuildRollups). ALTER TABLE is transactional: a failed load leaves the
 * triggers on. Never for the till's writes.
 */
export async function withoutRollupTriggers<T>(tx: Db, load: () => Promise<T>): Promise<T> {
  const set = async (on: boolean) => {
    for (const t of ROLLUP_TRIGGERS) {
      const [table, trigger] = t.split(':');
      await tx.execute(sql.raw(`alter table ${table} ${on ? 'enable' : 'disable'} trigger ${trigger}`));
    }
  };
  await set(false);
  const out = await load();
  await set(true);
  return out;
}

/**
 * Empties the rollups and fills them again from the base tables, in one
 * transaction (writers wait on the lock): rollups_rebuild() of the reports'
 * SQL rules (sql/rollups.sql), which also runs whenever those rules change.
 */
export async function rebuildRollups(db: Db): Promise<void> {
  await db.execute(sql`select rollups_rebuild()`);
}

/** Folds the rollups' pending rows into their folded ones (rollups_fold, sql/rollups.sql); the keys written. */
export async function foldRollups(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select rollups_fold() as n`);
  return row?.n ?? 0;
}
