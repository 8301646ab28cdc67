import { createHash, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { OTP_RULES } from '../../../common/onlineOrders';
import { latinDigits } from '../../../common/messageOrder/digits';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { ApiError, fieldError, msg } from '../../engine/errors';
import { planSms, queueSms, smsPricing, type SmsPricing } from '../sms';

/**
 * The one-time code that confirms an online order's phone (issue 38). Only a
 * digest is stored, salted with the order's id; the code itself goes out in
 * the SMS and nowhere else the server keeps but the gateway's message log.
 */

export type CodeLanguage = 'en' | 'bn';

const digest = (orderId: string, code: string) => createHash('sha256').update(`${orderId}:${code}`).digest('hex');

const newCode = () => String(randomInt(0, 10 ** OTP_RULES.digits)).padStart(OTP_RULES.digits, '0');

/** The SMS: short, one part in English (GSM-7); Bangla is one UCS-2 part. */
function codeText(code: string, shop: string, language: CodeLanguage): string {
  return language === 'bn'
    ? `${shop}: আপনার অর্ডার নিশ্চিত করার কোড ${code}। ${OTP_RULES.validMinutes} মিনিট কাজ করবে। কাউকে বলবেন না।`
    : `${shop}: your order code is ${code}. It works for ${OTP_RULES.validMinutes} minutes. Do not share it.`;
}

export interface CodeRecipient {
  orderId: string;
  phone: string;
  name: string;
  shop: string;
  language: CodeLanguage;
}

/**
 * Sends the order's first code: its digest and the SMS in one statement (the
 * SMS's recipient is the code's row, so a code already there sends nothing),
 * queued now whatever the quiet hours (the customer is waiting for it), priced
 * by the shop's settings as the server holds them. One statement, not a
 * transaction of four: it follows every online order while the customer waits.
 */
export async function sendFirstCode(db: Db, to: CodeRecipient, pricing: SmsPricing): Promise<void> {
  const code = newCode();
  const inserted = sql`insert into order_codes (order_id, code_hash, expires_at)
    values (${to.orderId}, ${digest(to.orderId, code)}, now() + make_interval(mins => ${OTP_RULES.validMinutes}))
    on conflict (order_id) do nothing
    returning null::uuid as customer_id, ${to.phone}::text as phone, ${to.name}::text as customer_name, order_id`;
  await queueSms(db, { select: inserted, withOrder: true }, codeSms(to, code, pricing));
}

async function queueCodeSms(tx: Db, to: CodeRecipient, code: string): Promise<void> {
  const recipient = sql`select null::uuid as customer_id, ${to.phone}::text as phone, ${to.name}::text as customer_name, ${to.orderId}::uuid as order_id`;
  await queueSms(tx, { select: recipient, withOrder: true }, codeSms(to, code, await smsPricing(tx)));
}

/** The code's SMS as the queue takes it: sent now, whatever the quiet hours. */
function codeSms(to: CodeRecipient, code: string, pricing: SmsPricing) {
  const text = codeText(code, to.shop, to.language);
  const now = new Date();
  return { text, plan: { ...planSms(text, pricing, now), status: 'queued' as const, runAt: now }, kind: 'code' as const };
}

/**
 * A new code for a pending order whose customer did not get the first, or let
 * it lapse: at most OTP_RULES.sends codes an order, one a minute; a new code
 * ends the old one and gives five fresh guesses. One conditional update
 * decides, so two taps at once send one SMS.
 */
export async function sendCodeAgain(db: Db, to: CodeRecipient): Promise<void> {
  const code = newCode();
  let first = false;
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [row] = await queryRows<{ sent: boolean; sends: number; wait: number | null; verified: boolean }>(
      tx,
      sql`with latest as (select * from order_codes where order_id = ${to.orderId} for update),
        changed as (
          update order_codes c set code_hash = ${digest(to.orderId, code)}, tries = 0, sends = c.sends + 1, sent_at = now(),
            expires_at = now() + make_interval(mins => ${OTP_RULES.validMinutes})
          from latest l
          where c.order_id = l.order_id and l.verified_at is null and l.sends < ${OTP_RULES.sends}
            and l.sent_at <= now() - make_interval(secs => ${OTP_RULES.resendSeconds})
          returning c.order_id
        )
        select exists (select 1 from changed) as sent, l.sends,
          ceil(extract(epoch from l.sent_at + make_interval(secs => ${OTP_RULES.resendSeconds}) - now()))::int as wait,
          l.verified_at is not null as verified
        from latest l`,
    );
    // The first code's SMS never went (its transaction failed after the order's): this is the first.
    if (!row) {
      first = true;
      return;
    }
    if (row.sent) return queueCodeSms(tx, to, code);
    if (row.verified) throw new ApiError(409, msg('code_already_confirmed'));
    if (row.sends >= OTP_RULES.sends) throw new ApiError(429, msg('code_sends_used', { sends: OTP_RULES.sends }));
    throw new ApiError(429, msg('code_wait', { seconds: Math.max(1, row.wait ?? 1) })).withRetryAfter(row.wait ?? 1);
  });
  if (first) await sendFirstCode(db, to, await smsPricing(db));
}

/**
 * Checks a guess: the guess is counted first (a conditional update that
 * refuses past five or after expiry), then compared, all in one statement, so
 * guesses sent at once cannot pass the limit. Answers null when right (the
 * code is spent; the caller moves the order on in the same transaction), else
 * the refusal, which the caller throws after its transaction commits, so a
 * wrong guess still counts.
 */
export async function checkCode(tx: Db, orderId: string, typed: string): Promise<ApiError | null> {
  const code = latinDigits(typed).replace(/\D/g, '');
  const [row] = await queryRows<{ counted: boolean; ok: boolean; tries: number; expired: boolean; verified: boolean }>(
    tx,
    sql`with latest as (select * from order_codes where order_id = ${orderId} for update),
      counted as (
        update order_codes c set tries = c.tries + 1,
          verified_at = case when c.code_hash = ${digest(orderId, code)} then now() end
        from latest l
        where c.order_id = l.order_id and l.verified_at is null and l.tries < ${OTP_RULES.tries} and l.expires_at > now()
        returning c.verified_at is not null as ok, c.tries
      )
      select exists (select 1 from counted) as counted, coalesce((select ok from counted), false) as ok,
        coalesce((select tries from counted), l.tries) as tries, l.expires_at <= now() as expired, l.verified_at is not null as verified
      from latest l`,
  );
  if (!row) return new ApiError(409, msg('code_not_asked'));
  if (row.ok) return null;
  if (row.verified) return new ApiError(409, msg('code_already_confirmed'));
  if (!row.counted && row.expired) return new ApiError(410, msg('code_expired'));
  if (!row.counted) return new ApiError(429, msg('code_tries_used', { tries: OTP_RULES.tries }));
  return fieldError('code', msg('code_wrong', { left: OTP_RULES.tries - row.tries }));
}
