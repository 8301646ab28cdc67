import { asc, eq, sql } from 'drizzle-orm';
import { recordDamage } from '../domains/inventory/damages';
import { documentNumber } from '../domains/inventory/documentNumber';
import { mainLocation } from '../domains/inventory/locations';
import { receiveAll, receiveTransfer, sendTransfer } from '../domains/inventory/transfers';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';
import { locations, transferLines, transfers, users } from '../domains/schema';

interface Held {
  productId: string;
  variantId: string | null;
  stock: number;
}

/**
 * The demo store's transfers and a damage (issue 21), made through the same
 * functions as the API so every figure stays the sum of its ledger rows
 * (`npm run check:stock`): overstock from the Dhanmondi shop back to the
 * Tejgaon warehouse (completed), a delivery from the warehouse to the Uttara
 * shop received with one unit damaged on the way (completed), another on its
 * way (sent, in transit), and a stained item at Dhanmondi. Runs after the
 * catalogue and its sales; does nothing when the demo locations are missing.
 */
export async function seedDemoTransfers(db: Db): Promise<{ transfers: number; damages: number }> {
  const named = async (name: string) => (await db.select({ id: locations.id }).from(locations).where(eq(locations.name, name)))[0]?.id;
  const warehouse = await named('Tejgaon Warehouse');
  const uttara = await named('Uttara Shop');
  const [main] = await queryRows<{ id: string }>(db, sql`select ${mainLocation} as id`);
  if (!warehouse || !uttara || !main?.id || main.id === warehouse) return { transfers: 0, damages: 0 };
  const [owner] = await db.select({ id: users.id }).from(users).orderBy(asc(users.createdAt)).limit(1);
  const actor = { userId: owner?.id };
  // The items the Dhanmondi shop holds most of, so what leaves it leaves plenty behind.
  const held = await queryRows<Held>(
    db,
    sql`select product_id as "productId", variant_id as "variantId", stock from stock_levels where location_id = ${main.id} and stock >= 9 order by stock desc, item_id limit 7`,
  );
  if (held.length < 7) return { transfers: 0, damages: 0 };

  const make = async (from: string, to: string, note: string, lines: [Held, number][]) => {
    const [t] = await db
      .insert(transfers)
      .values({ number: documentNumber('T-', 'transfer_number_seq'), fromLocationId: from, toLocationId: to, note, userId: actor.userId ?? null })
      .returning({ id: transfers.id });
    const rows = await db
      .insert(transferLines)
      .values(lines.map(([item, qty], position) => ({ transferId: t.id, position, productId: item.productId, variantId: item.variantId, qty })))
      .returning({ id: transferLines.id });
    await sendTransfer(db, t.id, actor);
    return { id: t.id, lines: rows.map((r) => r.id) };
  };

  const third = (h: Held) => Math.floor(h.stock / 3);
  const back = await make(
    main.id,
    warehouse,
    'Overstock back to the warehouse after Eid',
    held.slice(0, 6).map((h) => [h, third(h)]),
  );
  await receiveAll(db, back.id, actor);

  const delivered = await make(
    warehouse,
    uttara,
    'Weekly delivery',
    held.slice(0, 3).map((h) => [h, Math.min(4, third(h))]),
  );
  // The good units first, then the damaged one: a receipt with damage books its units in and the damaged ones out again in
  // one transaction, so at one instant, and the history (created_at, then id) may list the damage first; booked after the
  // good units, the Uttara shop's figure never reads below 0 whichever comes first.
  await receiveTransfer(
    db,
    delivered.id,
    { lines: delivered.lines.map((id, i) => ({ _id: id, received: Math.min(4, third(held[i])) - (i === 0 ? 1 : 0) })) },
    actor,
  );
  await receiveTransfer(db, delivered.id, { lines: [{ _id: delivered.lines[0], received: 0, damaged: 1 }] }, actor);

  await make(
    warehouse,
    uttara,
    'Restock for the weekend',
    held.slice(3, 6).map((h) => [h, Math.min(3, third(h))]),
  );

  await recordDamage(db, { productId: held[6].productId, variantId: held[6].variantId, locationId: main.id, qty: 1, reason: 'stained', userId: actor.userId });
  return { transfers: 3, damages: 2 };
}
