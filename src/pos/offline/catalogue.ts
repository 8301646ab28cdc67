import type { CartItemInput } from '../../../common/wire/orders';
import type { PosCatalogue } from '../../../common/wire/posCatalogue';
import type { PosProduct } from '../products';
import type { PosDb } from './db';

/** The one snapshot a till keeps: the catalogue of the location it last sold from online. */
const KEY = 'till';

export async function saveCatalogue(db: PosDb, catalogue: PosCatalogue): Promise<void> {
  await db.put('catalogue', catalogue, KEY);
}

export async function loadCatalogue(db: PosDb): Promise<PosCatalogue | null> {
  return (await db.get('catalogue', KEY)) ?? null;
}

/**
 * Takes what an offline sale sold off the snapshot's stock, so the till
 * does not sell the same unit twice before it is online again (the server
 * takes the real stock when the sale arrives). Never below zero.
 */
export async function takeFromSnapshot(db: PosDb, items: readonly CartItemInput[]): Promise<void> {
  const tx = db.transaction('catalogue', 'readwrite');
  const catalogue = await tx.store.get(KEY);
  if (catalogue) {
    for (const item of items) {
      const product = catalogue.products.find((p) => p._id === item._id);
      if (!product) continue;
      const variant = item.variant ? product.variations.find((v) => v._id === item.variant) : undefined;
      if (variant) variant.stock = Math.max(0, variant.stock - item.qty);
      product.stock = Math.max(0, product.stock - item.qty);
    }
    await tx.store.put(catalogue, KEY);
  }
  await tx.done;
}

/**
 * The snapshot's products that match a search as the products list does
 * (name, SKU or barcode, a variant's too), by name.
 */
export function searchCatalogue(catalogue: PosCatalogue, text: string): PosProduct[] {
  const q = text.trim().toLowerCase();
  const matches = (value: string | null | undefined) => !!value && value.toLowerCase().includes(q);
  const found = q
    ? catalogue.products.filter((p) => matches(p.name) || matches(p.sku) || matches(p.barcode) || p.variations.some((v) => matches(v.sku) || matches(v.barcode)))
    : catalogue.products;
  return found;
}
