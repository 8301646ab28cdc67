import { sql, type SQL } from 'drizzle-orm';
import { poisha, toPoisha, toTakaString } from '../../../common/money';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { planSms, queueSms, smsPricing, validMobile } from './queueSms';

/** The order events that may text the customer, each behind its settings switch. */
export type OrderSmsEvent = 'order-placed' | 'handed-to-courier' | 'delivered';

const SWITCH: Record<OrderSmsEvent, string> = {
  'order-placed': 'sms_on_order_placed',
  'handed-to-courier': 'sms_on_handed_to_courier',
  delivered: 'sms_on_delivered',
};

/** The job queue's name for an order's SMS: the job writes the message after the commit (sender.ts). */
export const ORDER_SMS_QUEUE = 'order-sms';

export interface OrderSmsJob {
  orderId: string;
  event: OrderSmsEvent;
}

/**
 * The job's INSERT as SQL, to be one part of a larger statement (placing an
 * order is one statement): written only when the event's switch is on in
 * settings, and once per order and event (the job's key).
 */
export function orderSmsJobInsert(job: OrderSmsJob, orderId: SQL = sql`${job.orderId}`): SQL {
  return sql`insert into jobs (queue, payload, key)
    select ${ORDER_SMS_QUEUE}, jsonb_build_object('orderId', ${orderId}::text, 'event', ${job.event}::text), ${job.event} || ':' || ${orderId}::text
    where (select ${sql.raw(SWITCH[job.event])} from settings limit 1)
    on conflict do nothing`;
}

/**
 * Queue the customer's SMS for an order event, inside the caller's
 * transaction: it is sent if and only if that transaction commits, at most
 * once per order and event, and only when the settings switch for the event
 * is on (Settings → SMS). Call it where the event happens:
 *
 *     await db.transaction(async (tx) => {
 *       … mark the delivery handed to the courier …
 *       await queueOrderSms(tx as unknown as Db, { orderId, event: 'handed-to-courier' });
 *     });
 *
 * The message itself (text, parts, cost, quiet hours) is written by the job
 * after the commit, from the order as it then is.
 */
export async function queueOrderSms(tx: Db, job: OrderSmsJob): Promise<void> {
  await tx.execute(orderSmsJobInsert(job));
}

interface OrderFacts {
  number: string;
  phone: string | null;
  name: string;
  total: string | number;
  paid: string | number;
  shop: string;
}

/** The short English text of each event (GSM-7, one part for a usual shop name). */
export function orderSmsText(event: OrderSmsEvent, o: OrderFacts): string {
  const due = Math.max(0, toPoisha(String(o.total)) - toPoisha(String(o.paid)));
  switch (event) {
    case 'order-placed':
      return `${o.shop}: Thank you! Your order ${o.number} is placed. Total Tk ${toTakaString(toPoisha(String(o.total)))}.`;
    case 'handed-to-courier':
      return `${o.shop}: Your order ${o.number} is on its way with the courier.${due > 0 ? ` Please keep Tk ${toTakaString(poisha(due))} ready.` : ''}`;
    case 'delivered':
      return `${o.shop}: Your order ${o.number} is delivered. Thank you for shopping with us!`;
  }
}

/**
 * The order-sms job (sender.ts): the message and its send job, in one
 * statement, once per order and event (the send job's key). A guest order
 * without a valid mobile number gets none.
 */
export async function writeOrderSms(db: Db, job: OrderSmsJob, now: Date): Promise<number> {
  const [order] = await queryRows<OrderFacts>(
    db,
    sql`select o.number, o.customer_phone as phone, o.customer_name as name, o.total, o.paid, coalesce(s.store_name, s.shop_name) as shop
        from orders o cross join settings s where o.id = ${job.orderId}::uuid limit 1`,
  );
  if (!order?.phone) return 0;
  const text = orderSmsText(job.event, order);
  const plan = planSms(text, await smsPricing(db), now);
  const key = `${job.event}:${job.orderId}`;
  return queueSms(
    db,
    {
      select: sql`select o.customer_id, o.customer_phone as phone, o.customer_name, o.id as order_id from orders o
        where o.id = ${job.orderId}::uuid and ${validMobile(sql`o.customer_phone`)}
          and not exists (select 1 from jobs j where j.queue = 'sms' and j.key = ${key})`,
      withOrder: true,
    },
    { text, plan, kind: job.event, key: sql`${key}` },
  );
}
