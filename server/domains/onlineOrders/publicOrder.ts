import { sql } from 'drizzle-orm';
import { minusPoisha, poisha, toPoisha, toTaka } from '../../../common/money';
import type { OrderStatus } from '../../../common/orders';
import type { PublicOrder } from '../../../common/wire/onlineOrders';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { notFound } from '../../engine/errors';
import { isUuid } from '../../engine/uuid';

interface Row {
  id: string;
  number: string;
  status: OrderStatus;
  sub_total: string;
  shipping: string;
  discount: string;
  vat: string;
  total: string;
  paid: string;
  advance_due: string;
  payment_method: string;
  phone_verified: boolean | null;
  expires_at: Date | string | null;
}

/**
 * What bKash must still take before a pending online order counts: the rest
 * of the total for an order paid by bKash, the rest of the advance for a risky
 * cash-on-delivery one; nothing once it is no longer pending.
 */
export function payNowOf(o: Pick<Row, 'status' | 'payment_method' | 'total' | 'paid' | 'advance_due'>) {
  if (o.status !== 'pending') return poisha(0);
  const asked = o.payment_method === 'bkash' ? toPoisha(o.total) : toPoisha(o.advance_due);
  return poisha(Math.max(0, minusPoisha(asked, toPoisha(o.paid))));
}

/** The SQL of "ready to count": phone confirmed (or never asked) and nothing left to pay by bKash first. */
export const READY_TO_COUNT = sql`coalesce(o.phone_verified, true)
  and to_poisha(o.paid) >= case when o.payment_method = 'bkash' then to_poisha(o.total) else to_poisha(o.advance_due) end`;

/** An online order as its storefront sees it; 404 for any other order (a till sale is nobody's business here). */
export async function readPublicOrder(db: Db, id: string, replayed = false): Promise<PublicOrder> {
  if (!isUuid(id)) throw notFound('Order');
  const [o] = await queryRows<Row>(
    db,
    sql`select o.id, o.number, o.status, o.sub_total::text, o.shipping::text, o.discount::text, o.vat::text, o.total::text, o.paid::text,
        o.advance_due::text, o.payment_method, o.phone_verified, o.expires_at
      from orders o where o.id = ${id} and o.source = 'web'`,
  );
  if (!o) throw notFound('Order');
  const taka = (v: string) => toTaka(toPoisha(v));
  return {
    _id: o.id,
    number: o.number,
    status: o.status,
    subTotal: taka(o.sub_total),
    shipping: taka(o.shipping),
    discount: taka(o.discount),
    vat: taka(o.vat),
    total: taka(o.total),
    paid: taka(o.paid),
    advanceDue: taka(o.advance_due),
    payNow: toTaka(payNowOf(o)),
    phoneToConfirm: o.status === 'pending' && o.phone_verified === false,
    expiresAt: o.status === 'pending' && o.expires_at ? new Date(o.expires_at).toISOString() : null,
    replayed,
  };
}
