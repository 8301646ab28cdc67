import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';

/**
 * The rollups (server/db/tables/rollups.ts) against the same figures computed
 * from the base tables (the `*_expected` views of migration 0019): the
 * rebuild refills them from the views, the check lists every row that differs.
 * Rows whose figures are all zero (an order and its cancel) count as absent.
 */
const TABLES = {
  rollup_order_days: {
    keys: ['day', 'location_id', 'payment_method'],
    figures: ['orders', 'sub_total', 'discount', 'vat', 'shipping', 'rounding', 'total', 'units', 'cost', 'returned_units', 'returns_goods', 'returns_discount', 'returns_vat', 'returns_cost'],
  },
  rollup_item_days: {
    keys: ['day', 'location_id', 'item_id', 'payment_method', 'product_id', 'variant_id'],
    figures: ['units', 'sales', 'cost', 'returned_units', 'returns_goods', 'returns_cost'],
  },
  rollup_payment_days: { keys: ['day', 'location_id', 'method'], figures: ['payments', 'refunds'] },
  rollup_stock_days: { keys: ['day', 'location_id', 'kind'], figures: ['qty', 'value'] },
} as const;
export type RollupTable = keyof typeof TABLES;

export interface RollupDifference {
  table: RollupTable;
  side: 'rollup' | 'expected';
  row: Record<string, unknown>;
}

function nonZero(table: RollupTable): string {
  return `(${TABLES[table].figures.map((f) => `${f} <> 0`).join(' or ')})`;
}

/** Rows in one side and not in the other, for each rollup (at most `limit` per table and side). */
export async function rollupDifferences(db: Db, limit = 50): Promise<RollupDifference[]> {
  const out: RollupDifference[] = [];
  for (const table of Object.keys(TABLES) as RollupTable[]) {
    const cols = [...TABLES[table].keys, ...TABLES[table].figures].join(', ');
    const where = nonZero(table);
    for (const [side, a, b] of [['rollup', table, `${table}_expected`], ['expected', `${table}_expected`, table]] as const) {
      const rows = await queryRows<Record<string, unknown>>(db, sql.raw(`select ${cols} from ${a} where ${where} except select ${cols} from ${b} where ${where} limit ${limit}`));
      for (const row of rows) out.push({ table, side, row });
    }
  }
  return out;
}

/** Empties the rollups and fills them again from the base tables, in one transaction (writers wait on the lock). */
export async function rebuildRollups(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const names = Object.keys(TABLES).join(', ');
    await tx.execute(sql.raw(`lock table orders, order_lines, order_returns, payments, stock_movements in share mode`));
    await tx.execute(sql.raw(`truncate ${names}`));
    for (const table of Object.keys(TABLES)) await tx.execute(sql.raw(`insert into ${table} select * from ${table}_expected`));
  });
}
