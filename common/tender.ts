/**
 * The payment of one till sale (spec §2.5, issue 35): what the cashier typed,
 * what that pays, the change to give back, what is still due, which figures the
 * sale is charged (cash rounding or not) and the body the server is sent. Pure
 * and in poisha, so the Order Details dialog only draws and this is tested
 * without a screen.
 */
import { parseTaka, poisha, sumPoisha, toTaka, ZERO, type Poisha, type Taka } from './money';
import type { OrderStatus, TenderMethod } from './orders';
import { saleRounding, type PaymentPart } from './pricing';
import type { OrderInput } from './wire/orders';

/** Poisha from what the cashier typed; empty is 0, nonsense (or more than two decimals) is null. */
export const typedPoisha = (text: string): Poisha | null => (text.trim() === '' ? ZERO : parseTaka(text));

/** Payment of one sale as the cashier set it, turned into the wire body. */
export interface PaymentForm {
  method: TenderMethod;
  /** Cash tendered, or the amount paid by the first method when split. */
  amount: string;
  reference: string;
  split: boolean;
  method2: TenderMethod;
  amount2: string;
  reference2: string;
  status: OrderStatus;
  note: string;
  emailReceipt: boolean;
}

export interface Tender {
  /** What the payments add up to. */
  paid: Poisha;
  /** Given back: what is paid over the total. */
  change: Poisha;
  /** Still owed: what the total is over what is paid. */
  due: Poisha;
}

/**
 * What is paid (poisha), against the total charged: the change when more, the
 * due when less. Cash alone with nothing typed pays the total exactly. Null
 * when an amount is nonsense or negative.
 */
export function paidOf(form: PaymentForm, total: Poisha): Tender | null {
  const first = form.method === 'cash' && !form.split && form.amount.trim() === '' ? total : typedPoisha(form.amount);
  const second = form.split ? typedPoisha(form.amount2) : ZERO;
  if (first === null || second === null || first < 0 || second < 0) return null;
  const paid = sumPoisha([first, second]);
  return { paid, change: poisha(Math.max(0, paid - total)), due: poisha(Math.max(0, total - paid)) };
}

/**
 * The payments as set, each with its amount, of the methods that pay (as the
 * server counts them): the one method, or those of a split with an amount; a
 * split with nothing typed yet is placed with its first method.
 */
export function paymentParts(form: PaymentForm): PaymentPart[] {
  const first = { method: form.method, amount: typedPoisha(form.amount) ?? ZERO };
  if (!form.split) return [first];
  const paying = [first, { method: form.method2, amount: typedPoisha(form.amount2) ?? ZERO }].filter((p) => p.amount > 0);
  return paying.length > 0 ? paying : [first];
}

/** The methods that pay: the one method, or those of a split with an amount (as the server counts them). */
export function methodsPaying(form: PaymentForm): TenderMethod[] {
  return paymentParts(form).map((p) => p.method as TenderMethod);
}

/** The totals of a priced cart the charge is chosen from. */
export interface ChargeableTotals {
  total: Poisha;
  /** What paying wholly in cash adds to the total (the shop's cash rounding). */
  rounding: Poisha;
  /** The total when paid wholly in cash: total + rounding. */
  cashTotal: Poisha;
  /** The shop rounds the cash part of a sale to the whole taka. */
  roundCash: boolean;
}

/**
 * The figures this payment is charged (common/pricing.ts `saleRounding`):
 * only the cash part is rounded to the taka, so a sale paid wholly in cash is
 * charged the cart's cash total, one paid by card or mobile money alone the
 * total to the poisha, and a split what the other methods pay plus the cash
 * part rounded.
 */
export function chargedFigures<T extends ChargeableTotals>(totals: T, form: PaymentForm): T {
  const rounding = saleRounding(totals.total, paymentParts(form), totals.roundCash);
  return { ...totals, rounding, total: sumPoisha([totals.total, rounding]) };
}

/** The payment part of `POST /orders`: the amount paid, or each payment of a split; null when an amount is nonsense. */
export function orderBody(form: PaymentForm, total: Poisha): Omit<OrderInput, 'cart' | 'customer' | 'address'> | null {
  const figures = paidOf(form, total);
  if (!figures) return null;
  const base = { paymentMethod: form.method, status: form.status, emailReceipt: form.emailReceipt, ...(form.note.trim() ? { note: form.note.trim() } : {}) };
  if (form.split) {
    const first = typedPoisha(form.amount) ?? ZERO;
    const second = typedPoisha(form.amount2) ?? ZERO;
    return {
      ...base,
      paidAmount: toTaka(sumPoisha([first, second])),
      payments: [
        { method: form.method, amount: toTaka(first), ...(form.reference.trim() ? { reference: form.reference.trim() } : {}) },
        { method: form.method2, amount: toTaka(second), ...(form.reference2.trim() ? { reference: form.reference2.trim() } : {}) },
      ],
    };
  }
  return { ...base, paidAmount: toTaka(figures.paid), ...(form.reference.trim() ? { trnxRef: form.reference.trim() } : {}) };
}

/** The figures of a sale charged, in poisha (TotalsTable's). */
export interface ChargedFigures {
  subTotal: Poisha;
  vat: Poisha;
  shipping: Poisha;
  discount: Poisha;
  /** Cash rounding (issue 19), part of `total`. */
  rounding?: Poisha;
  total: Poisha;
}

/** The totals an offline receipt keeps, in taka as the wire writes them. */
export function receiptTotals(
  figures: ChargedFigures,
  tender: Tender,
): { subTotal: Taka; vat: Taka; discount: Taka; shipping: Taka; rounding: Taka; total: Taka; paid: Taka; change: Taka } {
  return {
    subTotal: toTaka(figures.subTotal),
    vat: toTaka(figures.vat),
    discount: toTaka(figures.discount),
    shipping: toTaka(figures.shipping),
    rounding: toTaka(figures.rounding ?? ZERO),
    total: toTaka(figures.total),
    paid: toTaka(tender.paid),
    change: toTaka(tender.change),
  };
}
