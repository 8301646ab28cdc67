import { parseTaka, type Poisha } from '../../../../../common/money';
import type { PayoutLine } from '../../../../../common/payoutDifferences';
import type { CourierPayout, PayoutAsk } from '../types';
import type { PathaoClient } from './client';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const amountOf = (v: unknown): Poisha | null => (typeof v === 'number' || typeof v === 'string' ? parseTaka(v) : null);
const textOf = (v: unknown): string | null => (typeof v === 'number' || (typeof v === 'string' && v.trim() !== '') ? String(v).trim() : null);

/**
 * Pathao's payouts, from what its public API says (it has no list of payments): each owed parcel's order info
 * (GET /aladdin/api/v1/orders/{consignment_id}/info) carries `invoice_id` once Pathao has paid the parcel out
 * (their `Payment_Invoice` step, the `order.paid` event). The parcels of one invoice id are one payout. The
 * order info documents no amounts: `collected_amount`, `delivery_fee` and `cod_fee` are read where an answer
 * carries them, else the line's cash is what Pathao reported at delivery and its fee is not known. When paid
 * is the read's time (the info's `updated_at` carries no time zone). An invoice already stored is skipped.
 */
export async function readPathaoPayouts(client: PathaoClient, ask: PayoutAsk): Promise<CourierPayout[]> {
  const byInvoice = new Map<string, PayoutLine[]>();
  for (const consignmentId of ask.owed) {
    const body = await client.request('GET', `/aladdin/api/v1/orders/${encodeURIComponent(consignmentId)}/info`);
    const data = isRecord(body) && isRecord(body.data) ? body.data : null;
    const invoice = data ? textOf(data.invoice_id) : null;
    if (!data || !invoice || ask.known.has(invoice)) continue;
    const lines = byInvoice.get(invoice) ?? [];
    lines.push({
      consignmentId: textOf(data.consignment_id) ?? consignmentId,
      invoice: textOf(data.merchant_order_id),
      collected: amountOf(data.collected_amount),
      deliveryCharge: amountOf(data.delivery_fee),
      codFee: amountOf(data.cod_fee),
    });
    byInvoice.set(invoice, lines);
  }
  const now = new Date();
  return [...byInvoice].map(([externalId, lines]) => ({ externalId, paidAt: now, total: null, lines }));
}
