import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { poisha, toTaka } from '../../../common/money';
import type { MarketingSmsAnswer, MarketingSmsInput } from '../../../common/wire/sms';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { customers } from '../schema';
import type { ResourceDecl } from '../../engine/declaration';
import { fieldError, msg } from '../../engine/errors';
import { parseListQuery, whereOf } from '../../engine/listQuery';
import { isUuid } from '../../engine/uuid';
import { appendAudit } from '../audit';
import { planSms, queueSms, smsPricing, validMobile } from './queueSms';

/** The toast text of spec §8, answered once the messages are queued. */
export const SMS_SENT = 'SMS sent successfully';

export interface MarketingContext {
  /** The customers resource's declaration: its search and filters read the query string as its list does. */
  decl: ResourceDecl;
  query: Record<string, unknown>;
  userId: string;
  ip?: string;
  now: Date;
  /** The list's time zone (date filters), the settings'. */
  timeZone: string;
}

/**
 * The customers a marketing send is for, as SQL: the chosen ids, or exactly
 * the rows the customers list shows for the same search and filters (the
 * engine's own parsing, so a filter the list refuses is refused here too).
 */
function chosen(input: MarketingSmsInput, ctx: MarketingContext): SQL {
  if (input.ids && input.all) throw fieldError('ids', msg('sms_ids_or_all'));
  if (input.ids) {
    if (!input.ids.every(isUuid)) throw fieldError('ids', msg('not_record_ids'));
    return inArray(customers.id, input.ids);
  }
  if (!input.all) throw fieldError('ids', msg('sms_ids_or_all'));
  const params = parseListQuery(ctx.decl, ctx.query);
  return whereOf(ctx.decl, params, ctx.timeZone) ?? sql`true`;
}

/**
 * `POST customers/sms`: counts who gets the message (less those who opted
 * out and those without a valid mobile number), and unless `dryRun`, queues
 * one message and one job for each in one INSERT … SELECT, with one audit
 * entry for the send, all in one transaction.
 */
export async function sendMarketingSms(db: Db, input: MarketingSmsInput, ctx: MarketingContext): Promise<MarketingSmsAnswer> {
  const text = input.message.trim();
  if (text === '') throw fieldError('message', msg('not_empty'));
  const where = chosen(input, ctx);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [counts] = await queryRows<{ matched: string | number; recipients: string | number; opted_out: string | number; no_phone: string | number }>(
      tx,
      sql`select count(*) as matched,
            count(*) filter (where not ${customers.smsOptOut} and ${validMobile(sql`${customers.phone}`)}) as recipients,
            count(*) filter (where ${customers.smsOptOut}) as opted_out,
            count(*) filter (where not ${customers.smsOptOut} and not ${validMobile(sql`${customers.phone}`)}) as no_phone
          from ${customers} where ${where}`,
    );
    const plan = planSms(text, await smsPricing(tx), ctx.now);
    const recipients = Number(counts.recipients);
    const answer: MarketingSmsAnswer = {
      message: SMS_SENT,
      queued: 0,
      batchId: null,
      matched: Number(counts.matched),
      recipients,
      optedOut: Number(counts.opted_out),
      noPhone: Number(counts.no_phone),
      encoding: plan.encoding,
      characters: plan.characters,
      parts: plan.parts,
      cost: toTaka(poisha(plan.costPoisha * recipients)),
      held: plan.status === 'held',
    };
    if (input.dryRun) return { ...answer, message: '' };
    if (recipients === 0) throw fieldError('ids', msg('sms_no_recipients'));
    const batchId = randomUUID();
    const queued = await queueSms(
      tx,
      {
        select: sql`select ${customers.id} as customer_id, ${customers.phone} as phone, ${customers.name} as customer_name from ${customers}
          where ${and(where, sql`not ${customers.smsOptOut}`, validMobile(sql`${customers.phone}`))}`,
      },
      { text, plan, kind: 'marketing', batchId, userId: ctx.userId },
    );
    await appendAudit(tx, {
      userId: ctx.userId,
      ip: ctx.ip,
      resource: 'sms',
      recordId: batchId,
      action: 'send',
      label: `Marketing SMS to ${queued} customers`,
      changes: [
        { field: 'recipients', after: queued },
        { field: 'message', after: text },
        { field: 'parts', after: plan.parts },
        { field: 'cost', after: toTaka(poisha(plan.costPoisha * queued)) },
      ],
    });
    return { ...answer, queued, batchId, recipients: queued, cost: toTaka(poisha(plan.costPoisha * queued)) };
  });
}
