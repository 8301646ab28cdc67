import { and, eq } from 'drizzle-orm';
import { isCourierName, type CourierName } from '../../../common/deliveryStatus';
import type { Db } from '../../db/client';
import { courierEvents, deliveries } from '../schema';
import { ApiError, notFound } from '../../engine/errors';
import type { Couriers, WebhookEvent, WebhookReply } from './couriers';
import { applyCourierReportIn } from './statusChange';
import { jobInsert } from '../jobs';
import { COURIER_PAYOUTS_QUEUE } from './payouts/job';

const inTx = <T>(db: Db, work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));

/** What a webhook call answers: whether it was applied now or had been already (the status and headers are the courier's `webhookReply`). */
export interface WebhookAnswer {
  status: 'success';
  message: string;
}

/**
 * A courier's status push (issue 22). The courier's own code checks its
 * secret header and reads the body (Courier.webhook); then, in one
 * transaction, the event is recorded in courier_events under its key and
 * applied to the delivery with that consignment id. A repeated event finds
 * its key taken and changes nothing, so a courier retrying (or sending the
 * same word twice) moves the order and its stock once. A signal-only event
 * (issue 37: Pathao's and RedX's secrets cannot prove who sent it) moves
 * nothing itself: it queues a status refresh from the courier's API.
 */
export async function receiveWebhook(
  db: Db,
  couriers: Couriers,
  courierName: string,
  call: { headers: Record<string, string | string[] | undefined>; body: unknown; query: Record<string, unknown> },
): Promise<{ answer: WebhookAnswer; reply: WebhookReply }> {
  const courier = isCourierName(courierName) ? couriers.get(courierName) : undefined;
  if (!courier?.webhook) throw notFound('Courier');
  const reply = courier.webhookReply ?? PLAIN_REPLY;
  const event = courier.webhook(call.headers, call.body, call.query);
  if (event === 'unauthorized') throw new ApiError(401, 'The webhook’s secret is missing or wrong');
  if (event === 'invalid') throw new ApiError(400, 'The body is not a status event of this courier');
  if (event === 'acknowledged') return { answer: { status: 'success', message: 'Acknowledged' }, reply };
  return { answer: await applyEvent(db, courier.name, event, call.body), reply };
}

/** A webhook answered as most couriers expect: 200, no header of theirs. */
const PLAIN_REPLY: WebhookReply = { status: 200, headers: {} };

/** The event recorded under its key and applied, in one transaction: a repeat finds its key taken. */
function applyEvent(db: Db, courier: CourierName, event: WebhookEvent, body: unknown): Promise<WebhookAnswer> {
  return inTx(db, async (tx) => {
    const [delivery] = await tx
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(and(eq(deliveries.courier, courier), eq(deliveries.consignmentId, event.consignmentId)));
    if (!delivery) throw notFound('Delivery');
    const recorded = await tx
      .insert(courierEvents)
      .values({ courier: courier, eventKey: event.key, deliveryId: delivery.id, payload: body as object })
      .onConflictDoNothing()
      .returning({ key: courierEvents.eventKey });
    if (recorded.length === 0) return { status: 'success', message: 'Already received' };
    if (event.report) await applyCourierReportIn(tx, delivery.id, event.report, {});
    // A signal only: the courier's API is asked where the parcel stands, by a job, so the push is answered at once.
    if (event.refresh) await jobInsert(tx, { queue: COURIER_STATUS_QUEUE, payload: { deliveryId: delivery.id }, key: `${courier}:${event.key}` });
    // A paid signal (Pathao's order.paid) records no money: it wakes a read of the courier's payouts, which asks its API (payouts/).
    if (event.payout) await jobInsert(tx, { queue: COURIER_PAYOUTS_QUEUE, payload: { courier }, key: `${courier}:${event.key}` });
    return { status: 'success', message: 'Webhook received successfully.' };
  });
}

/** The queue of status refreshes a courier's signal asked for (a job: the courier may be slow, rate limited or down). */
export const COURIER_STATUS_QUEUE = 'courier-status';
