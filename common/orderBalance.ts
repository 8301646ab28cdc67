/**
 * An order's money after its payments and returns (issue 36), defined once for
 * the order page, the invoice, a payment taken later and the courier's
 * collection. The order keeps `paid` as its payments less its refunds and
 * `refunded` as its refunds, so:
 *
 * - paid (taken) = net paid + refunded: every payment received;
 * - net paid = paid − refunded: what the shop keeps;
 * - payable after returns = total − refunded: what the goods kept cost;
 * - due = payable after returns − net paid, never below nothing.
 *
 * Paid − Refunded = Net paid and Payable after returns − Net paid = Due, to
 * the poisha: a return refunded in full leaves nothing owed.
 */
import { minusPoisha, poisha, sumPoisha, type Poisha } from './money';

/** The order's stored figures the balance is made of, in poisha. */
export interface OrderMoney {
  total: Poisha;
  /** Payments less refunds (`orders.paid`). */
  paid: Poisha;
  refunded: Poisha;
}

export interface OrderBalance {
  /** Every payment received, before refunds. */
  taken: Poisha;
  refunded: Poisha;
  /** What the shop keeps: taken − refunded. */
  netPaid: Poisha;
  /** What the goods kept cost: total − refunded. */
  payable: Poisha;
  /** Still owed: payable − net paid, never below nothing. */
  due: Poisha;
}

export function orderBalance(order: OrderMoney): OrderBalance {
  const payable = minusPoisha(order.total, order.refunded);
  return {
    taken: sumPoisha([order.paid, order.refunded]),
    refunded: order.refunded,
    netPaid: order.paid,
    payable,
    due: poisha(Math.max(0, payable - order.paid)),
  };
}
