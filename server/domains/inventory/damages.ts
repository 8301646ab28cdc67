import { eq, sql } from 'drizzle-orm';
import { lineTotal, toPoisha, toTaka } from '../../../common/money';
import type { DamageReason } from '../../../common/transfers';
import type { Db } from '../../db/client';
import { damages, products, productVariants } from '../schema';
import { fieldError, msg } from '../../engine/errors';
import { documentNumber } from './documentNumber';
import { moveStock } from './ledger';

export interface DamagedItem {
  productId: string;
  variantId: string | null;
}

/** An item's name as the ledger and the messages write it (`Panjabi (M-White)`), with its average cost now. */
export async function itemFacts(tx: Db, item: DamagedItem, field = 'product'): Promise<{ name: string; cost: number }> {
  if (item.variantId) {
    const [v] = await tx
      .select({
        productId: productVariants.productId,
        name: sql<string>`${products.name} || ' (' || ${productVariants.name} || ')'`,
        cost: productVariants.cost,
      })
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
  const unit = toPoisha(unitCost);
  return { unitCost: toTaka(unit), cost: toTaka(lineTotal(unit, qty)) };
}

/**
 * A damage found on receiving a transfer: recorded at the destination with
 * the reason "damaged in transit". The receipt books the damaged units into
 * the destination with the good ones and takes them out again through
 * takeDamagedStock, so the loss is a `damage` movement at cost (issue 33).
 */
export async function recordTransitDamage(tx: Db, d: DamageInput & { transferId: string }): Promise<string> {
  return insertDamage(tx, d);
}

type DamageInput = DamagedItem & { locationId: string; qty: number; reason: DamageReason; userId?: string; transferId?: string };

async function insertDamage(tx: Db, d: DamageInput): Promise<string> {
  const [row] = await tx
    .insert(damages)
    .values({
      productId: d.productId,
      variantId: d.variantId,
      locationId: d.locationId,
      qty: d.qty,
      reason: d.reason,
      transferId: d.transferId ?? null,
      ...(await serverValuesOfDamage(tx, d, d.qty, d.userId)),
    })
    .returning({ id: damages.id });
  return row.id;
}

/**
 * Takes a recorded damage's units out of its location through the ledger
 * (kind `damage`, at the unit cost recorded): a 409 naming the item when the
 * location holds fewer, for the caller's transaction to roll back.
 */
export async function takeDamagedStock(tx: Db, damageId: string, userId?: string): Promise<void> {
  const [d] = await tx.select().from(damages).where(eq(damages.id, damageId));
  const { name } = await itemFacts(tx, d);
  await moveStock(tx, {
    productId: d.productId,
    variantId: d.variantId,
    locationId: d.locationId,
    qty: -d.qty,
    kind: 'damage',
    unitCost: d.unitCost,
    damageId,
    userId,
    note: d.reason,
    name,
  });
}

/** What the server writes into a new damage beside what was typed: its number, its costs, who recorded it. */
export async function serverValuesOfDamage(tx: Db, item: DamagedItem, qty: number, userId?: string) {
  const { cost } = await itemFacts(tx, item);
  return { number: documentNumber('D-', 'damage_number_seq'), ...damageCosts(cost, qty), userId: userId ?? null };
}

/** Records a damage and takes its stock, in one transaction (the demo data; the API goes through the damages resource). */
export async function recordDamage(db: Db, d: DamageInput): Promise<string> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const id = await insertDamage(tx, d);
    await takeDamagedStock(tx, id, d.userId);
    return id;
  });
}
