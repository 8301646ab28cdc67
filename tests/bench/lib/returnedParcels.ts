import type { Database } from '../../../server/db/client';

/**
 * Returned parcels for the fraud benchmark: the bulk orders (server/seed/
 * bulkOrders.ts) have cancels but no deliveries. One phone in ten gets 40 %
 * of its delivered orders returned (high risk), one in ten 15 % (medium with
 * its cancels, or low), so each band has phones and the list's filter has
 * rows to find. Made once, inside the database.
 */
const NOTE = 'bench: returned parcel';

export async function addReturnedParcels(database: Database): Promise<number> {
  // Its own parcels carry a note, so the demo store's returned parcel does not pass for them.
  const [{ n }] = (await database.raw(`select count(*)::int as n from deliveries where notes = '${NOTE}'`)) as { n: number }[];
  if (Number(n) > 0) return Number(n);
  await database.raw(`
    insert into deliveries (order_id, order_number, courier, status, recipient_name, recipient_phone, recipient_address, notes, returned_at, created_at, updated_at)
    select o.id, o.number, 'manual', 'returned', o.customer_name, o.customer_phone, 'Dhaka', '${NOTE}', o.created_at + interval '3 days', o.created_at, o.created_at
    from orders o
    where o.customer_phone is not null and o.status in ('delivered', 'completed')
      -- The demo store's own parcels: one live delivery per order.
      and not exists (select 1 from deliveries d where d.order_id = o.id)
      and ((abs(hashtext(o.customer_phone)) % 10 = 0 and abs(hashtext(o.id::text)) % 100 < 40)
        or (abs(hashtext(o.customer_phone)) % 10 = 1 and abs(hashtext(o.id::text)) % 100 < 15))`);
  await database.raw('vacuum analyze deliveries');
  await database.raw('analyze orders');
  await database.raw('vacuum analyze phone_histories');
  const [{ m }] = (await database.raw(`select count(*)::int as m from deliveries where status = 'returned'`)) as { m: number }[];
  return Number(m);
}
