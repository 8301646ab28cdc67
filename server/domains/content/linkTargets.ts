import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import { categories, collections, contents, products } from '../schema';
import type { LinkTargets } from '../../engine/linkField';

/**
 * Where a banner's or a page's link may point (the `link` field type,
 * server/engine/linkField.ts): a page by its path, a product, category or
 * collection by its slug, each shown to storefronts while live.
 */
export const LINK_TARGETS: LinkTargets = {
  page: { table: contents, key: contents.path, name: 'page', live: isNotNull(contents.publishedVersion) },
  product: { table: products, key: products.slug, name: 'product', live: and(eq(products.status, 'published'), eq(products.isActive, true)) as SQL },
  category: { table: categories, key: categories.slug, name: 'category', live: eq(categories.isActive, true) },
  collection: { table: collections, key: collections.slug, name: 'collection', live: eq(collections.isActive, true) },
};
