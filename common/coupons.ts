/**
 * The coupon rule: whether a coupon applies to a cart, and how much it takes
 * off. The point of sale and the server both call this one function, in
 * integer poisha, so the discount a cashier sees is the discount charged.
 */
import { poisha, percentOf, toPoisha, toTakaString, ZERO, type Poisha } from './money';

export type CouponType = 'percentage' | 'flat';
export const COUPON_TYPES: readonly CouponType[] = ['percentage', 'flat'];

export interface Coupon {
  code: string;
  type: CouponType;
  /** percentage: percent off (up to two decimals, 0–100); flat: poisha off. */
  amount: number;
  /** Least cart subtotal the coupon needs, in poisha; null: any. */
  minOrder: Poisha | null;
  /** Most a percentage coupon takes off, in poisha; null: no cap. */
  maxDiscount: Poisha | null;
  /** First and last day it may be used (`YYYY-MM-DD`, the shop's days, both included); null: open. */
  startDate: string | null;
  endDate: string | null;
  /** Uses allowed in all, and per customer; null: unlimited. */
  usageLimit: number | null;
  perCustomerLimit: number | null;
  isActive: boolean;
}

export interface CouponCart {
  /** Sum of the lines before VAT and shipping, in poisha. */
  subtotal: Poisha;
  /** Today in the shop's time zone (`YYYY-MM-DD`). */
  today: string;
  /** Times the coupon has been used by anyone. */
  uses: number;
  /** Times this customer has used it; a guest counts as 0 (no limit can be checked). */
  customerUses: number;
}

export type CouponRefusal = 'inactive' | 'not-started' | 'expired' | 'used-up' | 'customer-used-up' | 'below-minimum' | 'empty-cart';

export type CouponResult = { ok: true; discount: Poisha } | { ok: false; reason: CouponRefusal; message: string };

const REFUSALS: Record<CouponRefusal, (c: Coupon) => string> = {
  inactive: (c) => `Coupon ${c.code} is not active`,
  'not-started': (c) => `Coupon ${c.code} can be used from ${c.startDate}`,
  expired: (c) => `Coupon ${c.code} expired on ${c.endDate}`,
  'used-up': (c) => `Coupon ${c.code} has been used as many times as allowed`,
  'customer-used-up': (c) => `This customer has already used coupon ${c.code} as many times as allowed`,
  'below-minimum': (c) => `Coupon ${c.code} needs an order of at least ${toTakaString(c.minOrder ?? ZERO)}`,
  'empty-cart': (c) => `Coupon ${c.code} needs something in the cart`,
};

function refuse(c: Coupon, reason: CouponRefusal): CouponResult {
  return { ok: false, reason, message: REFUSALS[reason](c) };
}

/**
 * The discount the coupon gives this cart, or why it does not apply. The
 * discount is never more than the subtotal (a flat ৳500 off a ৳300 cart takes
 * ৳300) and never more than the cap; a percentage is rounded to the poisha.
 */
export function applyCoupon(c: Coupon, cart: CouponCart): CouponResult {
  if (!c.isActive) return refuse(c, 'inactive');
  // ISO days compare as text.
  if (c.startDate !== null && cart.today < c.startDate) return refuse(c, 'not-started');
  if (c.endDate !== null && cart.today > c.endDate) return refuse(c, 'expired');
  if (c.usageLimit !== null && cart.uses >= c.usageLimit) return refuse(c, 'used-up');
  if (c.perCustomerLimit !== null && cart.customerUses >= c.perCustomerLimit) return refuse(c, 'customer-used-up');
  if (cart.subtotal <= 0) return refuse(c, 'empty-cart');
  if (c.minOrder !== null && cart.subtotal < c.minOrder) return refuse(c, 'below-minimum');
  let discount = c.type === 'percentage' ? percentOf(cart.subtotal, c.amount) : poisha(c.amount);
  if (c.maxDiscount !== null) discount = poisha(Math.min(discount, c.maxDiscount));
  discount = poisha(Math.max(0, Math.min(discount, cart.subtotal)));
  return { ok: true, discount };
}

/** A coupon as it is stored and sent: money in taka (a percentage's amount is its percent). */
export interface CouponInTaka {
  code: string;
  type: string;
  amount: number | string;
  minOrder: number | string | null;
  maxDiscount: number | string | null;
  startDate: string | null;
  endDate: string | null;
  usageLimit?: number | null;
  perCustomerLimit?: number | null;
  isActive?: boolean;
}

/** The rule's coupon from the stored or sent one: the server's coupon and the till's offline copy read alike. */
export function couponFromTaka(c: CouponInTaka): Coupon {
  const type: CouponType = c.type === 'flat' ? 'flat' : 'percentage';
  return {
    code: c.code,
    type,
    amount: type === 'flat' ? toPoisha(c.amount) : Number(c.amount),
    minOrder: c.minOrder === null ? null : toPoisha(c.minOrder),
    maxDiscount: c.maxDiscount === null ? null : toPoisha(c.maxDiscount),
    startDate: c.startDate,
    endDate: c.endDate,
    usageLimit: c.usageLimit ?? null,
    perCustomerLimit: c.perCustomerLimit ?? null,
    isActive: c.isActive ?? true,
  };
}

/** Codes are kept and compared upper case, without surrounding spaces. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}
