import type { Db } from '../db/client';
import { categories, products } from '../domains/schema';
import { reconcileStock } from '../domains/inventory/ledger';

/** What a test's product is: the rest is a published simple product of a category of its own. */
interface StockedProduct {
  name: string;
  /** Unique in the test's database: the slug, and the category's with `-category`. */
  slug: string;
  sku: string;
  barcode: string;
  price: number;
  cost: number;
  stock: number;
}

/**
 * A published simple product with `stock` units on the opening ledger (the
 * stock of the main location): what an API test sells, books or delivers.
 * Answers its id.
 */
export async function stockedProduct(db: Db, product: StockedProduct): Promise<string> {
  const [category] = await db
    .insert(categories)
    .values({ name: `${product.name} category`, slug: `${product.slug}-category` })
    .returning();
  const [row] = await db
    .insert(products)
    .values({ ...product, categoryId: category.id, status: 'published', type: 'simple' })
    .returning({ id: products.id });
  await reconcileStock(db, { productId: row.id, kind: 'opening' });
  return row.id;
}
