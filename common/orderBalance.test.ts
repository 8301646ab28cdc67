import { describe, expect, it } from 'vitest';
import { poisha } from './money';
import { orderBalance } from './orderBalance';

describe('an order’s balance', () => {
  it('after a return refunded in full: paid less refunded is what is kept, and nothing is owed (issue 36)', () => {
    const walk = orderBalance({ total: poisha(252788), paid: poisha(198788), refunded: poisha(54000) });
    expect(walk).toEqual({ taken: 252788, refunded: 54000, netPaid: 198788, payable: 198788, due: 0 });
    expect(walk.taken - walk.refunded).toBe(walk.netPaid);
  });

  it('owes what the goods kept cost beyond what was kept of the payments', () => {
    expect(orderBalance({ total: poisha(156500), paid: poisha(100000), refunded: poisha(0) })).toMatchObject({ taken: 100000, payable: 156500, due: 56500 });
    // Overpaid (never by the order statement): nothing is owed, never a negative due.
    expect(orderBalance({ total: poisha(1000), paid: poisha(1200), refunded: poisha(0) }).due).toBe(0);
  });
});
