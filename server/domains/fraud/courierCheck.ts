import { sql } from 'drizzle-orm';
import { COURIER_CHECK_TTL_HOURS } from '../../../common/fraudCheck';
import { courierCheckWithout, type CourierCheckWire } from '../../../common/wire/fraud';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { courierFraudChecks } from '../schema';
import { askSteadfast, type SteadfastConfig } from './steadfastFraud';

const COURIER = 'steadfast';

interface Kept {
  total: number;
  delivered: number;
  cancelled: number;
}

function answered(kept: Kept, checkedAt: Date, cached: boolean): CourierCheckWire {
  const done = kept.delivered + kept.cancelled;
  return {
    courier: COURIER,
    status: 'ok',
    total: kept.total,
    delivered: kept.delivered,
    cancelled: kept.cancelled,
    successRate: done === 0 ? null : Math.round((kept.delivered * 1000) / done) / 10,
    checkedAt: checkedAt.toISOString(),
    cached,
    message: null,
  };
}

/**
 * The courier's fraud answer for a phone: one kept in `courier_fraud_checks`
 * within the last 6 hours, else a fresh one (kept when it is an answer;
 * refusals and time-outs are not kept, so the next check asks again).
 * Without a configured courier: `not-configured`.
 */
export async function courierCheck(db: Db, config: SteadfastConfig | undefined, phone: string): Promise<CourierCheckWire> {
  if (!config) return courierCheckWithout('not-configured', null);
  const [kept] = await queryRows<{ answer: Kept; fetched_at: Date | string }>(
    db,
    sql`select answer, fetched_at from ${courierFraudChecks}
      where courier = ${COURIER} and phone = ${phone} and fetched_at > now() - make_interval(hours => ${COURIER_CHECK_TTL_HOURS})`,
  );
  if (kept) return answered(kept.answer, new Date(kept.fetched_at), true);
  const fresh = await askSteadfast(config, phone);
  if (!fresh.ok) return courierCheckWithout(fresh.status, COURIER, fresh.message);
  const answer: Kept = { total: fresh.total, delivered: fresh.delivered, cancelled: fresh.cancelled };
  const [row] = await queryRows<{ fetched_at: Date | string }>(
    db,
    sql`insert into ${courierFraudChecks} (courier, phone, answer, fetched_at) values (${COURIER}, ${phone}, ${JSON.stringify(answer)}::jsonb, now())
      on conflict (courier, phone) do update set answer = excluded.answer, fetched_at = excluded.fetched_at
      returning fetched_at`,
  );
  return answered(answer, new Date(row.fetched_at), false);
}
