/**
 * How an exchange's balance is said (issue 36), once for the till's receipt,
 * the invoice, the emailed receipt and the Mushak-6.3: N − R above nothing
 * was paid by the customer, below nothing was paid back by the shop (by the
 * method the exchange recorded), and nothing either way is an even exchange.
 */
import { toPoisha, ZERO, type Poisha } from './money';
import type { TenderMethod } from './orders';
import type { OrderExchange } from './wire/orders';

export type ExchangeBalance = { kind: 'paid'; amount: Poisha } | { kind: 'refunded'; amount: Poisha; method: TenderMethod } | { kind: 'even'; amount: Poisha };

export function exchangeBalance(exchange: Pick<OrderExchange, 'balance' | 'settlement'>): ExchangeBalance {
  const balance = toPoisha(exchange.balance);
  const refund = exchange.settlement.refund;
  if (balance > 0) return { kind: 'paid', amount: balance };
  if (balance < 0 && refund) return { kind: 'refunded', amount: toPoisha(refund.amount), method: refund.method };
  return { kind: 'even', amount: ZERO };
}
