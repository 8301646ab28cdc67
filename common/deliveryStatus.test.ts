import { describe, expect, it } from 'vitest';
import {
  canMoveDelivery,
  DELIVERY_STATUSES,
  DELIVERY_TRANSITIONS,
  fromRedx,
  fromSteadfast,
  isFinalDelivery,
  reportedMove,
  STEADFAST_STATUSES,
} from './deliveryStatus';

describe('the delivery status model (issue 22)', () => {
  it('moves forward only: no status leads back to one before it', () => {
    const rank = new Map(DELIVERY_STATUSES.map((s, i) => [s, i]));
    for (const from of DELIVERY_STATUSES) {
      for (const to of DELIVERY_TRANSITIONS[from]) {
        // cancelled sits last in the list but is only reached before pickup
        if (to !== 'cancelled') expect(rank.get(to)! > rank.get(from)!, `${from} → ${to}`).toBe(true);
      }
    }
  });

  it('keeps delivered, partly delivered, returned and cancelled final', () => {
    expect(DELIVERY_STATUSES.filter(isFinalDelivery)).toEqual(['delivered', 'partly-delivered', 'returned', 'cancelled']);
    expect(canMoveDelivery('delivered', 'returned')).toBe(false);
    expect(canMoveDelivery('returned', 'delivered')).toBe(false);
  });

  it('cancels only before the courier has the parcel; after pickup it comes back as returned', () => {
    expect(canMoveDelivery('pending', 'cancelled')).toBe(true);
    expect(canMoveDelivery('booked', 'cancelled')).toBe(true);
    expect(canMoveDelivery('picked-up', 'cancelled')).toBe(false);
    expect(canMoveDelivery('in-transit', 'cancelled')).toBe(false);
    expect(canMoveDelivery('in-transit', 'returned')).toBe(true);
  });

  it('lets a courier skip steps: booked straight to delivered', () => {
    expect(canMoveDelivery('booked', 'delivered')).toBe(true);
    expect(canMoveDelivery('pending', 'delivered')).toBe(false);
  });
});

describe("Steadfast's statuses", () => {
  it('maps every word of their published list', () => {
    expect(Object.keys(STEADFAST_STATUSES).sort()).toEqual(
      [
        'in_review',
        'pending',
        'hold',
        'delivered_approval_pending',
        'partial_delivered_approval_pending',
        'cancelled_approval_pending',
        'unknown_approval_pending',
        'delivered',
        'partial_delivered',
        'cancelled',
        'unknown',
      ].sort(),
    );
    expect(fromSteadfast('in_review')).toBe('booked');
    expect(fromSteadfast('hold')).toBe('in-transit');
    expect(fromSteadfast('delivered_approval_pending')).toBe('delivered');
    expect(fromSteadfast('partial_delivered')).toBe('partly-delivered');
    expect(fromSteadfast('cancelled_approval_pending')).toBe('returning');
    expect(fromSteadfast('cancelled')).toBe('returned');
  });

  it('says nothing for unknown words, including ones they may add and object keys', () => {
    expect(fromSteadfast('unknown')).toBeNull();
    expect(fromSteadfast('unknown_approval_pending')).toBeNull();
    expect(fromSteadfast('lost_in_space')).toBeNull();
    expect(fromSteadfast('toString')).toBeNull();
  });
});

describe("RedX's statuses", () => {
  it('takes a parcel forward through their words, in the order their parcels go', () => {
    const path = ['pickup-pending', 'pickup-in-progress', 'ready-for-delivery', 'delivery-in-progress', 'agent-hold', 'agent-area-change', 'delivered'];
    let at = fromRedx(path[0])!;
    for (const word of path.slice(1)) {
      const to = reportedMove(at, fromRedx(word));
      expect(to, word).not.toBeNull();
      at = to!;
    }
    expect(at).toBe('delivered');
    expect(fromRedx('agent-returning')).toBe('returning');
    expect(fromRedx('returned')).toBe('returned');
    expect(fromRedx('cancelled')).toBe('cancelled');
    // A cancel after pickup is not a move the model takes: their word is kept alone.
    expect(reportedMove('picked-up', fromRedx('cancelled'))).toBeNull();
  });

  it('says nothing for words they may add, and reads their word however it is cased', () => {
    expect(fromRedx('Delivered')).toBe('delivered');
    expect(fromRedx('lost-in-space')).toBeNull();
    expect(fromRedx('toString')).toBeNull();
  });
});

describe('a reported status', () => {
  it('moves forward, repeats as itself, and is ignored backwards or after a final status', () => {
    expect(reportedMove('booked', 'in-transit')).toBe('in-transit');
    expect(reportedMove('in-transit', 'in-transit')).toBe('in-transit');
    // Steadfast says in_review (booked) again after pending: not backwards
    expect(reportedMove('in-transit', 'booked')).toBeNull();
    expect(reportedMove('delivered', 'returned')).toBeNull();
    expect(reportedMove('returned', 'returned')).toBe('returned');
    expect(reportedMove('booked', null)).toBeNull();
  });
});
