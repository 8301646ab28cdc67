import { sql, type SQL } from 'drizzle-orm';
import { countSms, smsCost, type SmsCount } from '../../../common/smsSegments';
import { poisha, toTaka } from '../../../common/money';
import { BD_MOBILE } from '../../../common/phone';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { settings } from '../schema';
import { quietUntil } from './quietHours';

/** The job queue's name for SMS: one job per up to `SMS_PER_JOB` messages, its payload `{ ids }` (sms_messages.id). */
export const SMS_QUEUE = 'sms';

/**
 * Messages per job. A job per message made queueing 50,000 a second slower
 * (as many job rows again); a few hundred per job would leave too few jobs
 * for several processes to share a send. sender.ts claims each message on
 * its own, so a batch half sent is finished by whoever takes the job next.
 */
export const SMS_PER_JOB = 100;

export interface SmsJob {
  ids: string[];
}

/** A valid Bangladeshi mobile number in SQL, the same rule as common/phone.ts. */
export const validMobile = (phone: SQL | string) => sql`${typeof phone === 'string' ? sql.raw(phone) : phone} ~ ${BD_MOBILE.regex}`;

/** The gateway new messages are written with (sender.ts sets it at start; `log` until then). */
let gatewayName = 'log';
export function setQueueGateway(name: string): void {
  gatewayName = name;
}

export interface SmsPricing {
  pricePerPart: number;
  timeZone: string;
}

/** The settings a send reads, in the sender's transaction (another process may have changed them). */
export async function smsPricing(tx: Db): Promise<SmsPricing> {
  const [row] = await tx.select({ pricePerPart: settings.smsPricePerPart, timeZone: settings.timeZone }).from(settings).limit(1);
  return { pricePerPart: Number(row?.pricePerPart ?? 0), timeZone: row?.timeZone ?? 'Asia/Dhaka' };
}

export interface Queued extends SmsCount {
  status: 'queued' | 'held';
  /** When the jobs may run: now, or 08:00 after quiet hours. */
  runAt: Date;
  /** One message's cost in poisha. */
  costPoisha: number;
}

/** What each message of a text costs and whether it waits for the end of quiet hours. */
export function planSms(text: string, pricing: SmsPricing, now: Date): Queued {
  const count = countSms(text);
  const release = quietUntil(now, pricing.timeZone);
  return { ...count, status: release ? 'held' : 'queued', runAt: release ?? now, costPoisha: smsCost(count.parts, pricing.pricePerPart) };
}

export interface Recipients {
  /** A SELECT with columns `customer_id`, `phone`, `customer_name` (and `order_id` when `withOrder`). */
  select: SQL;
  withOrder?: boolean;
}

export interface QueueSmsInput {
  text: string;
  plan: Queued;
  kind: string;
  batchId?: string;
  userId?: string;
  /** Makes queueing the same message twice a no-op (a transactional event of one order). */
  key?: SQL;
}

/**
 * The messages to every recipient and their jobs, in ONE statement
 * (INSERT … SELECT): 50,000 customers are queued without their rows ever
 * coming to this process. Answers how many messages were queued.
 */
export async function queueSms(tx: Db, to: Recipients, input: QueueSmsInput): Promise<number> {
  const { plan } = input;
  const userName = input.userId ? sql`(select name from users where id = ${input.userId}::uuid)` : sql`null`;
  const [row] = await queryRows<{ n: number | string }>(
    tx,
    sql`with recipients as (${to.select}),
      messages as (
        insert into sms_messages (phone, customer_id, customer_name, text, parts, encoding, cost, kind, order_id, batch_id, gateway, status, user_id, user_name)
        select r.phone, r.customer_id, r.customer_name, ${input.text}, ${plan.parts}, ${plan.encoding}, ${toTaka(poisha(plan.costPoisha))}, ${input.kind},
          ${to.withOrder ? sql`r.order_id` : sql`null::uuid`}, ${input.batchId ?? null}::uuid, ${gatewayName}, ${plan.status}, ${input.userId ?? null}::uuid, ${userName}
        from recipients r
        returning id
      ),
      queued as (
        insert into jobs (queue, payload, key, run_at)
        select ${SMS_QUEUE}, jsonb_build_object('ids', jsonb_agg(c.id)), ${input.key ?? sql`null`}, ${plan.runAt.toISOString()}::timestamptz
        from (select m.id, (row_number() over () - 1) / ${SMS_PER_JOB} as chunk from messages m) c
        group by c.chunk
      )
      select count(*) as n from messages`,
  );
  return Number(row?.n ?? 0);
}
