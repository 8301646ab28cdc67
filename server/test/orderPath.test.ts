import { describe, expect, it } from 'vitest';
import { orderPath } from '../domains/deliveries/afterStatus';

describe('the order’s walk to where its delivery takes it (ORDER_TRANSITIONS)', () => {
  it('takes the shortest allowed steps, never through cancelled', () => {
    expect(orderPath('pending', 'out-for-delivery')).toEqual(['confirmed', 'out-for-delivery']);
    expect(orderPath('order-placed', 'completed')).toEqual(['confirmed', 'completed']);
    expect(orderPath('out-for-delivery', 'completed')).toEqual(['delivered', 'completed']);
    expect(orderPath('confirmed', 'delivered')).toEqual(['delivered']);
  });

  it('stays put where it is, or where it cannot go (a finished order)', () => {
    expect(orderPath('completed', 'completed')).toEqual([]);
    expect(orderPath('completed', 'out-for-delivery')).toEqual([]);
    expect(orderPath('cancelled', 'delivered')).toEqual([]);
    expect(orderPath('delivered', 'out-for-delivery')).toEqual([]);
  });
});
