/**
 * What a return gives back (issue 9; shown before it is confirmed since issue
 * 19): the line's share of what the customer was charged, its price and VAT
 * less its part of the cart discount (in proportion to its price), per unit.
 * Worked out on the running total of returned units, so returning a line in
 * parts adds up to exactly the same poisha as returning it at once; never more
 * than what is still paid. All in poisha. The server refunds by this rule and
 * the return dialog shows it.
 */
import { minusPoisha, poisha, sumPoisha, type Poisha } from './money';

export interface RefundOrder {
  subTotal: Poisha;
  discount: Poisha;
  /** Paid less refunded so far. */
  paid: Poisha;
}

export interface RefundLine {
  totalPrice: Poisha;
  vat: Poisha;
  qty: number;
  returnedQty: number;
}

/** What returning `qty` more units of a line gives back, before the cap at what was paid. */
export function lineRefund(order: Pick<RefundOrder, 'subTotal' | 'discount'>, line: RefundLine, qty: number): Poisha {
  const discountShare = order.subTotal > 0 ? Math.round((order.discount * line.totalPrice) / order.subTotal) : 0;
  const charged = line.totalPrice + line.vat - discountShare;
  const upTo = (n: number) => poisha(Math.round((charged * n) / line.qty));
  return minusPoisha(upTo(line.returnedQty + qty), upTo(line.returnedQty));
}

/** The refund of a whole return: the lines' refunds, never more than is still paid. */
export function returnRefund(order: RefundOrder, lines: readonly { line: RefundLine; qty: number }[]): Poisha {
  return poisha(Math.min(sumPoisha(lines.map((l) => lineRefund(order, l.line, l.qty))), Math.max(0, order.paid)));
}
