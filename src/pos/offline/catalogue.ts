import type { CartItemInput } from '../../../common/wire/orders';
import type { PosCatalogue } from '../../../common/wire/posCatalogue';
import type { PosProduct } from '../products';
import type { PosDb } from './db';
import { salesIn } from './queue';

/** The one snapshot a till keeps: the catalogue of the location it last sold from online. */
const KEY = 'till';

export async function saveCatalogue(db: PosDb, catalogue: PosCatalogue): Promise<void> {
  await db.put('catalogue', catalogue, KEY);
}

async function loadCatalogue(db: PosDb): Promise<PosCatalogue | null> {
  return (await db.get('catalogue', KEY)) ?? null;
}

/**
 * The catalogue less what sales not yet on the server sold (issue 25), so the
 * till does not sell the same unit twice before it is online again; never
 * below zero. The snapshot itself is left as the server gave it: at 100,000
 * variants it is some 16 MB, and rewriting it for each sale took 400 ms
 * (`npm run bench:offline`). The server takes the real stock when a sale arrives.
 */
export function lessSold(catalogue: PosCatalogue, items: readonly CartItemInput[]): PosCatalogue {
  if (items.length === 0) return catalogue;
  const sold = new Map<string, CartItemInput[]>();
  for (const item of items) sold.set(item._id, [...(sold.get(item._id) ?? []), item]);
  return {
    ...catalogue,
    products: catalogue.products.map((product) => {
      const lines = sold.get(product._id);
      if (!lines) return product;
      const qty = lines.reduce((n, l) => n + l.qty, 0);
      const variations = product.variations.map((v) => {
        const taken = lines.reduce((n, l) => (l.variant === v._id ? n + l.qty : n), 0);
        return taken > 0 ? { ...v, stock: Math.max(0, v.stock - taken) } : v;
      });
      return { ...product, stock: Math.max(0, product.stock - qty), variations };
    }),
  };
}

/** The snapshot as the till sells from it: less what its waiting sales sold. */
export async function tillCatalogue(db: PosDb, snapshot?: PosCatalogue | null): Promise<PosCatalogue | null> {
  const catalogue = snapshot === undefined ? await loadCatalogue(db) : snapshot;
  if (!catalogue) return null;
  const waiting = await salesIn(db, 'waiting');
  return lessSold(
    catalogue,
    waiting.flatMap((sale) => sale.order.cart.items),
  );
}

/**
 * The snapshot's products that match a search as the products list does
 * (name, SKU or barcode, a variant's too), by name.
 */
export function searchCatalogue(catalogue: PosCatalogue, text: string): PosProduct[] {
  const q = text.trim().toLowerCase();
  const matches = (value: string | null | undefined) => !!value && value.toLowerCase().includes(q);
  const found = q
    ? catalogue.products.filter(
        (p) => matches(p.name) || matches(p.sku) || matches(p.barcode) || p.variations.some((v) => matches(v.sku) || matches(v.barcode)),
      )
    : catalogue.products;
  return found;
}
