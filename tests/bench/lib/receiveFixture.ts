import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';
import { queryRows } from '../../../server/db/rows';

/**
 * A supplier, a destination and ordered purchases of `lines` items each (the
 * variants of the demo catalogue and of `npm run seed -- --products`), ready
 * to be received by `POST purchases/{id}/receive`.
 */
export async function orderedPurchases(database: Database, count: number, lines: number): Promise<string[]> {
  const db = database.db;
  const [supplier] = await queryRows<{ id: string }>(db, sql`insert into suppliers (name) values (${`Bench Supplier ${Date.now()}`}) returning id`);
  const [location] = await queryRows<{ id: string }>(db, sql`select id from locations where is_active order by created_at, id limit 1`);
  const items = await queryRows<{ product_id: string; variant_id: string | null }>(
    db,
    sql`select v.product_id, v.id as variant_id from product_variants v order by v.product_id, v.position limit ${lines}`,
  );
  if (items.length < lines) throw new Error(`the receipt benchmark needs ${lines} variants (npm run seed -- --products 100)`);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const [p] = await queryRows<{ id: string }>(
      db,
      sql`insert into purchases (number, supplier_id, location_id, status, ordered_at) values (${`PB-${Date.now()}-${i}`}, ${supplier.id}, ${location.id}, 'ordered', now()) returning id`,
    );
    await db.execute(sql`insert into purchase_lines (purchase_id, position, product_id, variant_id, qty, unit_cost)
      select ${p.id}, n, (${sql.raw(`array[${items.map((it) => `'${it.product_id}'`).join(',')}]`)}::uuid[])[n + 1],
             (${sql.raw(`array[${items.map((it) => `'${it.variant_id}'`).join(',')}]`)}::uuid[])[n + 1], 5, 400 + n
      from generate_series(0, ${lines - 1}) as n`);
    ids.push(p.id);
  }
  return ids;
}
