import { and, asc, desc, eq, exists, inArray, type SQL } from 'drizzle-orm';
import type { PublicCard, PublicProductCard } from '../../../common/wire/content';
import type { Db } from '../../db/client';
import { categories, collections, productCollections, products } from '../schema';
import { qualified } from '../../engine/qualified';

/**
 * The shop data a storefront's page blocks show (product grids, category
 * strips, collection showcases), read with no token. Only what customers
 * may see: products that are published and active, active categories and
 * collections. Chosen records come back in the order they were asked for.
 */

export interface ProductCardQuery {
  ids?: string[];
  category?: string;
  collection?: string;
  limit: number;
}

/** Rows in the order of `ids` (each once), or as read when no ids were asked for. */
function inAskedOrder<T extends { _id: string }>(rows: T[], ids: string[] | undefined): T[] {
  if (!ids) return rows;
  const byId = new Map(rows.map((r) => [r._id, r]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}

export async function liveProductCards(db: Db, query: ProductCardQuery): Promise<PublicProductCard[]> {
  const where: (SQL | undefined)[] = [eq(products.status, 'published'), eq(products.isActive, true)];
  if (query.ids) where.push(inArray(products.id, query.ids));
  if (query.category) where.push(eq(products.categoryId, query.category));
  if (query.collection) {
    where.push(
      exists(
        db
          .select({ one: productCollections.productId })
          .from(productCollections)
          .where(and(eq(productCollections.productId, qualified(products.id)), eq(productCollections.collectionId, query.collection))),
      ),
    );
  }
  const rows = await db
    .select({ _id: products.id, name: products.name, slug: products.slug, image: products.image, price: products.price, oldPrice: products.oldPrice })
    .from(products)
    .where(and(...where))
    .orderBy(desc(products.createdAt), asc(products.id))
    .limit(query.limit);
  return inAskedOrder(rows, query.ids);
}

/** Active categories or collections: the ones asked for, or the first by priority and name. */
export async function liveCards(db: Db, kind: 'categories' | 'collections', ids: string[] | undefined, limit: number): Promise<PublicCard[]> {
  const table = kind === 'categories' ? categories : collections;
  const rows = await db
    .select({ _id: table.id, name: table.name, slug: table.slug, image: table.image })
    .from(table)
    .where(and(eq(table.isActive, true), ids ? inArray(table.id, ids) : undefined))
    .orderBy(desc(table.priority), asc(table.name))
    .limit(limit);
  return inAskedOrder(rows, ids);
}
