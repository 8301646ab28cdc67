import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import type { Viewer } from '../../engine/declaration';
import { ApiError, msg, notFound } from '../../engine/errors';
import { holdsNow } from '../../engine/access';
import { ANY_LOCATION, ownLocation } from '../inventory';
import { isUuid } from '../../engine/uuid';

/** Where the caller stands towards an order: its location, theirs, and whether they may work at every location. */
export interface OrderReach {
  orderLocation: string;
  own: string;
  anyLocation: boolean;
}

/**
 * The order's location and the caller's, read together (issue 34: each shop
 * keeps to its own, the rule of the orders resource's location scope, for
 * the order calls that are not the engine's). An unknown order is 404.
 */
export async function orderReach(db: Db, id: string, viewer: Viewer): Promise<OrderReach> {
  if (!isUuid(id)) throw notFound('Order');
  const [row] = await queryRows<{ location: string; own: string; any: boolean }>(
    db,
    sql`select o.location_id as location, ${ownLocation(viewer)} as own, ${holdsNow(viewer, ANY_LOCATION)} as any from orders o where o.id = ${id}`,
  );
  if (!row) throw notFound('Order');
  return { orderLocation: row.location, own: row.own, anyLocation: row.any };
}

const reaches = (r: OrderReach) => r.anyLocation || r.orderLocation === r.own;

/** Reading another location's order: it is not there for the caller (404), as the orders list does not show it. */
export async function readableOrder(db: Db, id: string, viewer: Viewer): Promise<OrderReach> {
  const reach = await orderReach(db, id, viewer);
  if (!reaches(reach)) throw notFound('Order');
  return reach;
}

/** Changing another location's order (its status, a payment): 403. */
export async function changeableOrder(db: Db, id: string, viewer: Viewer): Promise<OrderReach> {
  const reach = await orderReach(db, id, viewer);
  if (!reaches(reach)) throw new ApiError(403, msg('other_location'));
  return reach;
}
