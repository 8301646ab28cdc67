import { sql } from 'drizzle-orm';
import { DELIVERED_RATE_DAYS, type DeliveredRate } from '../../../../common/courierPick';
import type { CourierName } from '../../../../common/deliveryStatus';
import { OWED_STATUSES } from '../../../../common/settlements';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';

/** The key of a courier's rate to a district in the map deliveredRates answers. */
export const rateKey = (courier: CourierName, district: string) => `${courier}|${district}`;

/**
 * How the shop's parcels with each courier to each district ended over the
 * last DELIVERED_RATE_DAYS (issue 37): delivered (or partly delivered, the
 * customer took some) against every parcel that ended, delivered or
 * returned, by the day it ended. Cancelled parcels never left and do not
 * count. The district is the order's address's, so a parcel counts where
 * it went, whatever the courier calls the place.
 */
export async function deliveredRates(db: Db, couriers: readonly CourierName[], districts: readonly string[]): Promise<Map<string, DeliveredRate>> {
  if (couriers.length === 0 || districts.length === 0) return new Map();
  const delivered = sql.join(
    OWED_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const rows = await queryRows<{ courier: CourierName; district: string; delivered: number | string; finished: number | string }>(
    db,
    sql`select d.courier, o.address->>'district' as district,
        count(*) filter (where d.status in (${delivered})) as delivered,
        count(*) as finished
      from deliveries d join orders o on o.id = d.order_id
      where d.courier in (${sql.join(
        couriers.map((c) => sql`${c}`),
        sql`, `,
      )})
        and o.address->>'district' in (${sql.join(
          districts.map((d) => sql`${d}`),
          sql`, `,
        )})
        and (d.status in (${delivered}) or d.status = 'returned')
        and coalesce(d.delivered_at, d.returned_at, d.updated_at) > now() - make_interval(days => ${DELIVERED_RATE_DAYS})
      group by d.courier, o.address->>'district'`,
  );
  return new Map(rows.map((r) => [rateKey(r.courier, r.district), { delivered: Number(r.delivered), finished: Number(r.finished) }]));
}
