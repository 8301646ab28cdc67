import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { locations, products, productVariants, stockLevels } from '../schema';
import type { ListSwapParam, Viewer } from '../../engine/declaration';
import { ApiError, fieldError, msg } from '../../engine/errors';
import { holdsNow } from '../../engine/access';
import { ANY_LOCATION, ownLocation } from './locations';
import { qualified } from '../../engine/qualified';
import { isUuid } from '../../engine/uuid';

/**
 * A product's stock at one location: a simple product's own row of
 * stock_levels, a variable product's the sum of its variants' rows there
 * (as its `stock` is the sum of theirs over all locations). No row: 0.
 */
export function productStockAt(locationId: string): SQL<number> {
  return sql<number>`coalesce((select sum(${stockLevels.stock})::int from ${stockLevels} where ${stockLevels.locationId} = ${locationId}::uuid and ${stockLevels.productId} = ${qualified(products.id)} and (${stockLevels.variantId} is not null) = (${qualified(products.type)} = 'variable')), 0)`.mapWith(
    Number,
  );
}

/** A variant's stock at one location (no row: 0). */
export function variantStockAt(locationId: string): SQL<number> {
  return sql<number>`coalesce((select ${stockLevels.stock} from ${stockLevels} where ${stockLevels.locationId} = ${locationId}::uuid and ${stockLevels.itemId} = ${qualified(productVariants.id)}), 0)`.mapWith(
    Number,
  );
}

/**
 * `GET products?location={id}`: the products list with each product's and
 * variation's `stock` as that location's figure instead of the store's total
 * (issue 21: the till's grid, its barcode lookup and variant picker show
 * what the shelf they sell from holds, and Out Of Stock is that shelf's).
 * A list swap of the engine (ListSwapParam) rather than an endpoint of the
 * till's own: the till keeps the products list's search, category filter,
 * sort, pager and sellable filter as they are, and sorting or filtering by
 * stock follows the location too. Only an active location is a place to sell
 * from; another is a 400 naming `location`. Another location than the
 * caller's own is 403 unless they may sell from it (pos:switch-location) or
 * work at every location (orders:any-location).
 */
export const stockAtLocation: ListSwapParam = {
  param: 'location',
  schema: {
    type: 'string',
    format: 'uuid',
    description:
      'An active location: each product’s and variation’s `stock` is answered as its stock there (the till’s location), and sorting or filtering by stock reads that figure; absent, the store’s total. An unknown or inactive location is 400; another than the caller’s own needs pos:switch-location or orders:any-location (403).',
  },
  async read(value: string, db: Db, viewer: Viewer) {
    const [known] = isUuid(value)
      ? await db
          .select({
            own: sql<boolean>`${locations.id} = ${ownLocation(viewer)}`,
            anywhere: sql<boolean>`${holdsNow(viewer, ANY_LOCATION)} or ${holdsNow(viewer, 'pos:switch-location')}`,
          })
          .from(locations)
          .where(and(eq(locations.id, value), eq(locations.isActive, true)))
          .limit(1)
      : [];
    if (!known) throw fieldError('location', msg('unknown_location'));
    // Another shop's stock is for those who may sell from it or work at every location (issue 34).
    if (!known.own && !known.anywhere) throw new ApiError(403, msg('other_location_stock'));
    return { fields: { stock: productStockAt(value) }, children: { variations: { stock: variantStockAt(value) } } };
  },
};
