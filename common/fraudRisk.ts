/**
 * The fraud checker's rule (issue 22), shared by the server (which answers
 * the band with a phone's history) and the admin app (which words it).
 *
 * A phone's history is the store's own orders whose `customer_phone` is that
 * number (common/phone.ts keeps every form of a number as its eleven digits).
 * Each order counts once, as the first of these that holds:
 *
 *  - **returned**: one of its parcels came back to the shop (a delivery with
 *    status `returned`), whatever the order's status became;
 *  - **cancelled**: the order's status is `cancelled`;
 *  - **delivered**: the order's status is `delivered` or `completed`;
 *  - otherwise it is still open (pending, placed, confirmed, out for
 *    delivery) and is not judged yet.
 *
 * The **finished** orders are the delivered, returned and cancelled ones.
 * Returns and cancels as a share of the finished orders set the band:
 *
 *  - `none`: no finished order (a new number, or only open orders);
 *  - `low`: under the medium threshold (settings `fraudMediumPercent`, 20 %);
 *  - `medium`: from the medium threshold up to under the high one;
 *  - `high`: at or above the high threshold (settings `fraudHighPercent`, 40 %).
 *
 * The comparison is done in whole numbers (`bad × 100 ≥ threshold ×
 * finished`), so 2 of 10 is exactly 20 % and medium, never a float's 19.999.
 * The same rule is written in SQL for the orders list's column and filter
 * (server/domains/fraud/historySql.ts); a test holds the two equal.
 */

export const RISK_BANDS = ['none', 'low', 'medium', 'high'] as const;
export type RiskBand = (typeof RISK_BANDS)[number];

/** The thresholds of the bands, in whole percent (settings). */
export interface RiskThresholds {
  mediumPercent: number;
  highPercent: number;
}

export const DEFAULT_THRESHOLDS: RiskThresholds = { mediumPercent: 20, highPercent: 40 };

/** The counts the band is judged on; each order counts in one of them at most. */
export interface RiskCounts {
  /** Every order of the phone, open ones included. */
  orders: number;
  delivered: number;
  returned: number;
  cancelled: number;
}

/**
 * Why the band is what it is, as a code and the counts its words need, so
 * each language words it itself (`app.fraud.reason.{code}`; English below).
 */
export type RiskReasonCode = 'no_orders' | 'none_finished' | 'all_delivered' | 'returned' | 'cancelled' | 'returned_cancelled';

export interface RiskReason {
  code: RiskReasonCode;
  orders: number;
  finished: number;
  returned: number;
  cancelled: number;
}

export interface Risk {
  band: RiskBand;
  /** Returns and cancels as a whole percent of the finished orders (rounded down); null without finished orders. */
  percent: number | null;
  reason: RiskReason;
}

const whole = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

export function finishedOf(c: RiskCounts): number {
  return whole(c.delivered) + whole(c.returned) + whole(c.cancelled);
}

/** The band of a history under the thresholds (see the rule above). */
export function bandOf(c: RiskCounts, t: RiskThresholds = DEFAULT_THRESHOLDS): RiskBand {
  const finished = finishedOf(c);
  if (finished === 0) return 'none';
  const bad = (whole(c.returned) + whole(c.cancelled)) * 100;
  if (bad >= t.highPercent * finished) return 'high';
  if (bad >= t.mediumPercent * finished) return 'medium';
  return 'low';
}

function reasonCode(c: RiskCounts, finished: number): RiskReasonCode {
  if (finished === 0) return whole(c.orders) === 0 ? 'no_orders' : 'none_finished';
  const returned = whole(c.returned) > 0;
  const cancelled = whole(c.cancelled) > 0;
  if (returned && cancelled) return 'returned_cancelled';
  if (returned) return 'returned';
  if (cancelled) return 'cancelled';
  return 'all_delivered';
}

export function riskOf(c: RiskCounts, t: RiskThresholds = DEFAULT_THRESHOLDS): Risk {
  const finished = finishedOf(c);
  const returned = whole(c.returned);
  const cancelled = whole(c.cancelled);
  return {
    band: bandOf(c, t),
    percent: finished === 0 ? null : Math.floor(((returned + cancelled) * 100) / finished),
    reason: { code: reasonCode(c, finished), orders: whole(c.orders), finished, returned, cancelled },
  };
}

/**
 * The reason in English words ("3 of 5 parcels returned"); the admin app has
 * the same sentences in its dictionaries (`app.fraud.reason.*`), in Bangla too.
 * Each has polyglot's two plural forms, one `||||` other, chosen by the count
 * `reasonCount` names (the open orders before any is finished, else the
 * finished ones): "1 open order", "2 open orders".
 */
export const RISK_REASON_EN: Readonly<Record<RiskReasonCode, string>> = {
  no_orders: 'No orders from this phone yet',
  none_finished: '%{orders} open order, not finished yet |||| %{orders} open orders, none finished yet',
  all_delivered: 'The one finished order delivered |||| All %{finished} finished orders delivered',
  returned: '%{returned} of %{finished} parcel returned |||| %{returned} of %{finished} parcels returned',
  cancelled: '%{cancelled} of %{finished} order cancelled |||| %{cancelled} of %{finished} orders cancelled',
  returned_cancelled:
    '%{returned} of %{finished} parcel returned and %{cancelled} cancelled |||| %{returned} of %{finished} parcels returned and %{cancelled} cancelled',
};

/** The count a reason's plural form follows (its `smart_count`): the open orders while none is finished, else the finished ones. */
export function reasonCount(reason: RiskReason): number {
  return reason.code === 'none_finished' || reason.code === 'no_orders' ? reason.orders : reason.finished;
}

/**
 * A reason's sentence with its counts put in (`template` from a dictionary, English by default): of
 * its plural forms, the first for a count of one and the second for any other, as polyglot chooses
 * them in English and Bangla; a template of one form is used for every count.
 */
export function riskReasonText(reason: RiskReason, template: string = RISK_REASON_EN[reason.code]): string {
  const forms = template.split('||||').map((form) => form.trim());
  const form = forms[reasonCount(reason) === 1 ? 0 : forms.length - 1] ?? template;
  return form.replace(/%\{(\w+)\}/g, (whole_, key: string) => {
    const value = (reason as unknown as Record<string, unknown>)[key];
    return typeof value === 'number' ? String(value) : whole_;
  });
}

const REASON_CODES: ReadonlySet<string> = new Set(Object.keys(RISK_REASON_EN));

/** Whether a value read back (a JSON column) is a reason as riskReasonText words it. */
export function isRiskReason(value: unknown): value is RiskReason {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return typeof r.code === 'string' && REASON_CODES.has(r.code) && ['orders', 'finished', 'returned', 'cancelled'].every((k) => typeof r[k] === 'number');
}
