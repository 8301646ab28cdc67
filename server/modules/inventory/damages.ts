import { eq, sql } from 'drizzle-orm';
import { lineTotal, parseTaka, toTaka } from '../../../common/money';
import type { DamageReason } from '../../../common/transfers';
import type { Db } from '../../db/client';
import { damages, products, productVariants } from '../../db/tables';
import { fieldError, msg } from '../../engine/errors';
import { documentNumber } from './documentNumber';

export interface DamagedItem {
  productId: string;
  variantId: string | null;
}

/** An item's name as the ledger and the messages write it (`Panjabi (M-White)`), with its average cost now. */
export async function itemFacts(tx: Db, item: DamagedItem, field = 'product'): Promise<{ name: string; cost: number }> {
  if (item.variantId) {
    const [v] = await tx
      .select({ productId: productVariants.productId, name: sql<string>`${products.name} || ' (' || ${productVariants.name} || ')'`, cost: productVariants.cost })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(productVariants.id, item.variantId));
    if (!v) throw fieldError('variant', msg('not_record_id'));
    if (v.productId !== item.productId) {
      const [p] = await tx.select({ name: products.name }).from(products).where(eq(products.id, item.productId));
      throw fieldError('variant', msg('not_variation_of', { name: p?.name ?? '' }));
    }
    return { name: v.name, cost: Number(v.cost ?? 0) };
  }
  const [p] = await tx.select({ name: products.name, type: products.type, cost: products.cost }).from(products).where(eq(products.id, item.productId));
  if (!p) throw fieldError(field, msg('not_product'));
  if (p.type === 'variable') throw fieldError('variant', msg('choose_variation', { name: p.name }));
  return { name: p.name, cost: Number(p.cost ?? 0) };
}

/**
 * What a damage record stores beside what was typed: its number, the item's
 * average cost per unit when recorded, and the cost in all (quantity × unit
 * cost, in poisha).
 */
export function damageCosts(unitCost: number, qty: number): { unitCost: number; cost: number } {
  const unit = parseTaka(unitCost) ?? 0;
  return { unitCost: toTaka(unit), cost: toTaka(lineTotal(unit, qty)) };
}

/**
 * A damage found on receiving a transfer: recorded at the destination with
 * the reason "damaged in transit". It moves no stock: the units left the
 * origin when the transfer was sent and never arrived; the record documents
 * the loss and its cost.
 */
export async function recordTransitDamage(
  tx: Db,
  d: DamagedItem & { locationId: string; qty: number; transferId: string; userId?: string; reason: DamageReason },
): Promise<string> {
  const { cost } = await itemFacts(tx, d);
  const [row] = await tx
    .insert(damages)
    .values({
      number: documentNumber('D-', 'damage_number_seq'),
      productId: d.productId,
      variantId: d.variantId,
      locationId: d.locationId,
      qty: d.qty,
      reason: d.reason,
      ...damageCosts(cost, d.qty),
      transferId: d.transferId,
      userId: d.userId ?? null,
    })
    .returning({ id: damages.id });
  return row.id;
}
