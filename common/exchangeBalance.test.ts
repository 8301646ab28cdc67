import { describe, expect, it } from 'vitest';
import { exchangeBalance } from './exchangeBalance';

const settled = (refund: { method: 'cash' | 'store_credit'; amount: number } | null) => ({ bridged: 0, payments: [], change: 0, refund });

describe('an exchange’s balance', () => {
  it('is paid by the customer when the new items cost more, paid back by the shop when less, and even otherwise', () => {
    expect(exchangeBalance({ balance: 150.5, settlement: settled(null) })).toEqual({ kind: 'paid', amount: 15050 });
    expect(exchangeBalance({ balance: -200, settlement: settled({ method: 'store_credit', amount: 200 }) })).toEqual({
      kind: 'refunded',
      amount: 20000,
      method: 'store_credit',
    });
    expect(exchangeBalance({ balance: 0, settlement: settled(null) })).toEqual({ kind: 'even', amount: 0 });
  });
});
