import { parseTaka, type Poisha } from '../../../../common/money';
import type { PayoutLine } from '../../../../common/payoutDifferences';
import type { CourierPayout, PayoutAsk } from './types';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A list as their answers carry it: the list itself, or `{data: [...]}`. */
const listOf = (body: unknown): Record<string, unknown>[] =>
  (Array.isArray(body) ? body : isRecord(body) && Array.isArray(body.data) ? body.data : []).filter(isRecord);

/** An amount as they write it (a number or a decimal string); null when absent or not an amount. */
const amountOf = (v: unknown): Poisha | null => (typeof v === 'number' || typeof v === 'string' ? parseTaka(v) : null);

const idOf = (v: unknown): string | null => (typeof v === 'number' || (typeof v === 'string' && v.trim() !== '') ? String(v).trim() : null);

/** A payment not made yet says so in its status; any other status is money sent. */
const NOT_PAID = /pending|processing|unpaid|cancel|fail/i;

/**
 * Steadfast's payouts (merchant API v1, "Get Payments" and "Get Single Payment with Consignments"):
 * GET /payments lists the merchant's payments ({id, amount, status, created_at, updated_at}); GET
 * /payments/{id} answers one with `consignments`, each {consignment_id, invoice, tracking_code,
 * cod_amount, delivery_charge, status}, and `cod_charge` (the cash-collection fee) where the answer
 * carries it. A payment already stored is not asked for again.
 */
export async function readSteadfastPayouts(get: (path: string) => Promise<unknown>, ask: PayoutAsk): Promise<CourierPayout[]> {
  const payouts: CourierPayout[] = [];
  for (const p of listOf(await get('/payments'))) {
    const id = idOf(p.id);
    if (!id || ask.known.has(id) || (typeof p.status === 'string' && NOT_PAID.test(p.status))) continue;
    const answer = await get(`/payments/${encodeURIComponent(id)}`);
    const detail = isRecord(answer) && isRecord(answer.data) ? answer.data : isRecord(answer) ? answer : {};
    const lines: PayoutLine[] = listOf(detail.consignments).flatMap((c) => {
      const consignmentId = idOf(c.consignment_id);
      if (!consignmentId) return [];
      return [
        {
          consignmentId,
          invoice: typeof c.invoice === 'string' ? c.invoice : null,
          collected: amountOf(c.cod_amount),
          deliveryCharge: amountOf(c.delivery_charge),
          codFee: amountOf(c.cod_charge),
        },
      ];
    });
    const at = new Date(String(detail.created_at ?? p.created_at ?? p.updated_at ?? ''));
    payouts.push({ externalId: id, paidAt: Number.isNaN(at.getTime()) ? new Date() : at, total: amountOf(detail.amount ?? p.amount), lines });
  }
  return payouts;
}
