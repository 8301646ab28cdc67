import { and, asc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { percentOf, toPoisha, toTaka } from '../../common/money';
import { compile } from '../engine/compile';
import { ResourceRepository } from '../engine/repository';
import { moveStatus, receivePurchase } from '../domains/purchases/receive';
import purchasesDecl from '../domains/purchases/resources/purchases';
import suppliersDecl from '../domains/purchases/resources/suppliers';
import type { Db } from '../db/client';
import { locations, products, productVariants } from '../domains/schema';

const SUPPLIERS = [
  {
    name: 'Narayanganj Knit Composite',
    phone: '01711223344',
    address: 'BSCIC Industrial Estate, Fatullah, Narayanganj',
    notes: 'T-shirts and knitwear; delivers on Thursdays.',
  },
  {
    name: 'Mirpur Benarasi Palli Weavers',
    phone: '01819556677',
    address: 'Section 10, Mirpur, Dhaka 1216',
    notes: 'Sarees; 50% advance, the rest on delivery.',
  },
  {
    name: 'Chittagong Denim Mills',
    phone: '01912334455',
    address: 'Kalurghat Heavy Industrial Area, Chattogram',
    notes: 'Denim by the dozen; 30 days credit.',
  },
];

/**
 * Demo suppliers and purchases (issue 21): one received into the Tejgaon
 * Warehouse, one ordered and waiting, one draft for the Uttara shop. Written
 * through the purchases resource and received through the receive logic, so
 * the ledger, the locations' stock and the moving average costs agree
 * (`npm run check:stock`).
 */
export async function seedDemoPurchases(db: Db): Promise<number> {
  const suppliers = new ResourceRepository(
    compile(suppliersDecl),
    () => db,
    () => [],
    () => 'Asia/Dhaka',
  );
  const purchases = new ResourceRepository(
    compile(purchasesDecl),
    () => db,
    () => [],
    () => 'Asia/Dhaka',
  );
  const made = [];
  for (const s of SUPPLIERS) made.push(await suppliers.create({ ...s }, {}));
  const place = async (name: string) => (await db.select({ id: locations.id }).from(locations).where(eq(locations.name, name)))[0]?.id;
  const warehouse = await place('Tejgaon Warehouse');
  const uttara = await place('Uttara Shop');
  if (!warehouse || !uttara) return 0;

  // Published variable products' first two variations, bought at 4 % over their cost; a few simple products.
  const variants = await db
    .select({ product: productVariants.productId, variant: productVariants.id, cost: productVariants.cost })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.status, 'published'), eq(products.type, 'variable')))
    .orderBy(asc(products.createdAt), asc(productVariants.position))
    .limit(18);
  const simples = await db
    .select({ product: products.id, cost: products.cost })
    .from(products)
    .where(and(eq(products.status, 'published'), eq(products.type, 'simple')))
    .orderBy(asc(products.createdAt))
    .limit(3);
  const line = (item: { product: string; variant?: string; cost: number }, qty: number) => ({
    product: item.product,
    ...(item.variant ? { variant: item.variant } : {}),
    qty,
    unitCost: toTaka(percentOf(toPoisha(item.cost), 104)),
  });
  if (variants.length < 18) return 0;

  const received = await purchases.create(
    {
      supplier: made[0]._id,
      location: warehouse,
      note: 'Eid restock',
      lines: [...variants.slice(0, 6).map((v, i) => line(v, 12 + 6 * (i % 3))), ...simples.slice(0, 2).map((p) => line(p, 10))],
    },
    {},
  );
  await moveStatus(db, String(received._id), 'ordered', {});
  await receivePurchase(db, String(received._id), { receipt: randomUUID() }, {});

  const ordered = await purchases.create(
    { supplier: made[2]._id, location: warehouse, note: 'Winter denim', lines: variants.slice(6, 12).map((v) => line(v, 24)) },
    {},
  );
  await moveStatus(db, String(ordered._id), 'ordered', {});

  await purchases.create(
    { supplier: made[1]._id, location: uttara, note: 'Boishakh sarees for the Uttara shop', lines: variants.slice(12, 15).map((v) => line(v, 6)) },
    {},
  );
  return 3;
}
