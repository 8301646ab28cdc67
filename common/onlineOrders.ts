/**
 * Orders that reach the shop from outside the till (issue 38): from the online
 * shop (`POST /api/public/orders`) or read out of a customer's Facebook or
 * WhatsApp message at the till. Shared by the server, which places and holds
 * them, and the admin app, which lists them in the intake view.
 */
import type { RiskBand } from './fraudRisk';
import { ceilToTaka, percentOf, poisha, type Poisha } from './money';

/** Where an order came from: the till, the online shop, or a customer's message typed in at the till. */
export const ORDER_SOURCES = ['till', 'web', 'message'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/**
 * Why an order waits before it may be booked with a courier: `risk`, the
 * phone's fraud band is at or above the shop's hold band; `staff`, someone
 * held it by hand. Confirming it lifts the hold.
 */
export const ORDER_HOLDS = ['risk', 'staff'] as const;
export type OrderHold = (typeof ORDER_HOLDS)[number];

/** The bands a setting may name as "from this band up": `never` turns the rule off. */
export const BAND_SETTINGS = ['never', 'medium', 'high'] as const;
export type BandSetting = (typeof BAND_SETTINGS)[number];

/** How an advance asked of a risky phone is sized: the delivery charge, or a share of the order's total. */
export const ADVANCE_KINDS = ['shipping', 'percent'] as const;
export type AdvanceKind = (typeof ADVANCE_KINDS)[number];

/** What a storefront customer pays by: cash on delivery, or bKash now. */
export const ONLINE_PAYMENTS = ['cod', 'bkash'] as const;
export type OnlinePayment = (typeof ONLINE_PAYMENTS)[number];

const BAND_RANK: Readonly<Record<RiskBand, number>> = { none: 0, low: 1, medium: 2, high: 3 };

/** Whether a phone's band reaches the setting's band (`never` is never reached). */
export function bandReaches(band: RiskBand, setting: BandSetting): boolean {
  return setting !== 'never' && BAND_RANK[band] >= BAND_RANK[setting];
}

/**
 * The advance a risky cash-on-delivery order asks by bKash before it counts:
 * the delivery charge, or `percent` of the total rounded up to the taka (a
 * customer types whole taka into bKash), never more than the total; zero for
 * a phone below the advance band or an order paid in full by bKash.
 */
export function advanceOf(p: {
  band: RiskBand;
  payment: OnlinePayment;
  total: Poisha;
  shipping: Poisha;
  setting: BandSetting;
  kind: AdvanceKind;
  percent: number;
}): Poisha {
  if (p.payment !== 'cod' || !bandReaches(p.band, p.setting)) return poisha(0);
  const asked = p.kind === 'shipping' ? p.shipping : ceilToTaka(percentOf(p.total, p.percent));
  return poisha(Math.min(asked, p.total));
}

/** The one-time code's rules: its length, how long it is good for, how many guesses it takes, how often it may be sent again. */
export const OTP_RULES = { digits: 6, validMinutes: 5, tries: 5, resendSeconds: 60, sends: 3 } as const;
