import DataLoader from 'dataloader';
import { and, inArray, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { settings, smsMessages } from '../schema';
import type { SmsGateway } from './gateways/gateway';
import { quietUntil } from './quietHours';
import { setQueueGateway, SMS_PER_JOB, SMS_QUEUE, type SmsJob } from './queueSms';
import { RateLimit } from './rateLimit';
import { ORDER_SMS_QUEUE, writeOrderSms, type OrderSmsJob } from './transactional';

export interface SmsSenderOptions {
  gateway: SmsGateway;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMS gateway this process sends through. */
    smsGateway: SmsGateway;
  }
}

/** A message's outcome as the gateway gave it, to be written (with others close in time) in one statement. */
interface Outcome {
  id: string;
  at: Date;
  status: 'failed' | 'logged' | 'sent';
  reason: string | null;
  sentAt: Date | null;
  messageId: string | null;
}

/** How long an outcome waits for others to be written with it (ms): the rate limit's spacing at 100 a second is 10. */
const OUTCOME_WINDOW_MS = 25;

/** Statuses a message may be sent from: waiting, held for quiet hours, or left `sending` by a process that died. */
const SENDABLE = ['queued', 'held', 'sending'] as const;

/**
 * Sends the queued SMS (one `sms` job per up to 100 messages, queueSms.ts)
 * through the configured gateway, at most `ratePerSecond` a second per
 * process, never between 00:00 and 08:00 in the shop's time zone (a message
 * due then is `held` and its job moved to 08:00).
 *
 * At most once: each message is marked `sending` (a conditional update)
 * before the gateway is called, and the gateway is given the message's id as
 * its client id. A process killed after the gateway took a message leaves it
 * `sending`; when its job's lease ends another process takes the job, skips
 * the messages already sent, sends that one again with the same id, the
 * gateway refuses the duplicate, and the message is `sent`. A job hands
 * itself back before half its lease is gone, so a slow gateway never lets a
 * second worker take a batch its holder is still sending.
 */
export const smsSender = fp<SmsSenderOptions>(async (app, opts) => {
  const { gateway } = opts;
  app.decorate('smsGateway', gateway);
  setQueueGateway(gateway.name);
  const limit = new RateLimit(gateway.ratePerSecond);
  const db = () => app.db.db;
  // The settings' time zone, read again every 10 s: a process that only sends (no requests) still sees a change.
  let zone = { name: app.shop.timeZone, readAt: 0 };
  const timeZone = async () => {
    if (Date.now() - zone.readAt > 10_000) {
      const [row] = await db().select({ timeZone: settings.timeZone }).from(settings).limit(1);
      zone = { name: row?.timeZone ?? zone.name, readAt: Date.now() };
    }
    return zone.name;
  };
  const mine = (ids: string[], statuses: readonly string[]) => and(inArray(smsMessages.id, ids), inArray(smsMessages.status, [...statuses]));
  // Jobs queued before batches (a one-message payload `{ id }`) are sent the same way.
  const idsOf = (payload: SmsJob | { id: string }) => ('ids' in payload ? payload.ids : [payload.id]);

  /*
   * A round of the job queue runs its jobs side by side, and the online
   * shop's codes are a job each: the claims asked in the same tick go to the
   * database as one statement, and the outcomes written within a few
   * milliseconds of each other (the rate limit spaces the gateway's calls)
   * as another. Each message keeps its own claim and its own outcome.
   */
  const claims = new DataLoader<{ id: string; now: Date }, { phone: string; text: string } | null>(
    async (asked) => {
      const rows = await db()
        .update(smsMessages)
        .set({ status: 'sending', attempts: sql`${smsMessages.attempts} + 1`, gateway: gateway.name, updatedAt: asked[0].now })
        .where(
          mine(
            asked.map((a) => a.id),
            SENDABLE,
          ),
        )
        .returning({ id: smsMessages.id, phone: smsMessages.phone, text: smsMessages.text });
      const byId = new Map(rows.map((r) => [r.id, r]));
      return asked.map((a) => byId.get(a.id) ?? null);
    },
    { cache: false, maxBatchSize: SMS_PER_JOB },
  );
  const outcomes = new DataLoader<Outcome, true>(
    async (list) => {
      const rows = list.map(
        (o) =>
          sql`(${o.id}::uuid, ${o.status}, ${o.reason}, ${o.sentAt?.toISOString() ?? null}::timestamptz, ${o.messageId}, ${o.at.toISOString()}::timestamptz)`,
      );
      await db().execute(
        sql`update sms_messages s set status = v.status, reason = v.reason, sent_at = coalesce(v.sent_at, s.sent_at),
              gateway_message_id = coalesce(v.message_id, s.gateway_message_id), updated_at = v.at
            from (values ${sql.join(rows, sql`, `)}) as v(id, status, reason, sent_at, message_id, at)
            where s.id = v.id and s.status = 'sending'`,
      );
      return list.map(() => true as const);
    },
    { cache: false, maxBatchSize: SMS_PER_JOB, batchScheduleFn: (write) => setTimeout(write, OUTCOME_WINDOW_MS) },
  );

  /**
   * One message: claimed, given to the gateway, its outcome written (with
   * others', see `outcomes`). A job waits for each message's outcome before
   * its next message, so a process killed midway leaves at most one message
   * a job sent and not recorded. Throws when the gateway could not be reached.
   */
  async function sendOne(id: string, now: Date): Promise<void> {
    const sms = await claims.load({ id, now });
    // Sent already (by a process whose job's outcome was lost with it): nothing to do.
    if (!sms) return;
    await limit.take();
    const answer = await gateway.send({ id, phone: sms.phone, text: sms.text });
    const at = new Date();
    await outcomes.load(
      answer.outcome === 'refused'
        ? { id, at, status: 'failed', reason: answer.reason, sentAt: null, messageId: null }
        : {
            id,
            at,
            status: answer.outcome === 'logged' ? 'logged' : 'sent',
            reason: null,
            sentAt: at,
            messageId: answer.outcome === 'sent' ? (answer.messageId ?? null) : null,
          },
    );
  }

  app.jobs.handle<SmsJob | { id: string }>(SMS_QUEUE, {
    async run(job, now) {
      const ids = idsOf(job.payload);
      const release = quietUntil(now, await timeZone());
      if (release) {
        await db().update(smsMessages).set({ status: 'held', updatedAt: now }).where(mine(ids, SENDABLE));
        return { later: release };
      }
      // Measured on the real clock: `now` is the queue's, which tests move.
      const started = Date.now();
      const budget = (job.leaseEnds.getTime() - now.getTime()) / 2;
      for (const [i, id] of ids.entries()) {
        // At least one message a claim, however short the lease: a job always moves on.
        // Shutting down (SIGTERM): the messages not yet sent go back to the queue for another process now.
        if (i > 0 && (Date.now() - started > budget || app.jobs.isStopping)) return { later: now };
        await sendOne(id, now);
      }
    },
    async retrying(job, reason) {
      await db()
        .update(smsMessages)
        .set({ status: 'queued', reason, updatedAt: new Date() })
        .where(mine(idsOf(job.payload), ['sending']));
    },
    async failed(job, reason) {
      await db()
        .update(smsMessages)
        .set({ status: 'failed', reason, updatedAt: new Date() })
        .where(mine(idsOf(job.payload), SENDABLE));
    },
  });

  app.jobs.handle<OrderSmsJob>(ORDER_SMS_QUEUE, {
    async run(job, now) {
      if ((await writeOrderSms(db(), job.payload, now)) > 0) app.jobs.wake();
    },
  });
});
