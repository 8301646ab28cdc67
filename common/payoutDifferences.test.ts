import { describe, expect, it } from 'vitest';
import { poisha, type Poisha } from './money';
import { isMissing, judgePayout, lineFee, MISSING_AFTER_HOURS, payoutLineTotals, type PayoutLine, type ShopParcel } from './payoutDifferences';

const PAID = new Date('2026-12-05T10:00:00Z');
const hoursBefore = (h: number) => new Date(PAID.getTime() - h * 3_600_000);

const parcel = (id: string, over: Partial<ShopParcel> = {}): ShopParcel => ({
  deliveryId: `d-${id}`,
  consignmentId: id,
  orderNumber: `ORD-${id}`,
  status: 'delivered',
  codAmount: poisha(125_000),
  collected: poisha(125_000),
  courierFee: null,
  settled: false,
  deliveredAt: hoursBefore(1),
  ...over,
});

const line = (id: string, collected: number | null = 125_000, over: Partial<PayoutLine> = {}): PayoutLine => ({
  consignmentId: id,
  invoice: `ORD-${id}`,
  collected: collected === null ? null : poisha(collected),
  deliveryCharge: poisha(6_000),
  codFee: poisha(1_250),
  ...over,
});

const byId = (...ps: ShopParcel[]) => new Map(ps.map((p) => [p.consignmentId, p]));

describe('judgePayout', () => {
  it('settles every parcel paid in full with its fee, and lists no difference', () => {
    const r = judgePayout([line('1'), line('2')], byId(parcel('1'), parcel('2')), [], PAID);
    expect(r.differences).toEqual([]);
    expect(r.claims).toEqual([
      { deliveryId: 'd-1', collected: 125_000, fee: 7_250 },
      { deliveryId: 'd-2', collected: 125_000, fee: 7_250 },
    ]);
  });

  it('lists a parcel paid short with both amounts, and settles what arrived', () => {
    const r = judgePayout([line('1', 100_000)], byId(parcel('1')), [], PAID);
    expect(r.differences).toEqual([{ kind: 'short', consignmentId: '1', orderNumber: 'ORD-1', expected: 1250, actual: 1000 }]);
    expect(r.claims).toEqual([{ deliveryId: 'd-1', collected: 100_000, fee: 7_250 }]);
  });

  it('expects a partly delivered parcel’s reported cash, not its amount to collect', () => {
    const p = parcel('1', { status: 'partly-delivered', collected: poisha(50_000) });
    expect(judgePayout([line('1', 50_000)], byId(p), [], PAID).differences).toEqual([]);
  });

  it('a parcel paid nothing stays owed: short, no claim', () => {
    const r = judgePayout([line('1', 0)], byId(parcel('1')), [], PAID);
    expect(r.claims).toEqual([]);
    expect(r.differences.map((d) => d.kind)).toEqual(['short']);
  });

  it('pays no more than was to be collected: over is listed', () => {
    const r = judgePayout([line('1', 130_000)], byId(parcel('1')), [], PAID);
    expect(r.differences).toEqual([{ kind: 'over', consignmentId: '1', orderNumber: 'ORD-1', expected: 1250, actual: 1300 }]);
    expect(r.claims[0].collected).toBe(125_000);
  });

  it('a parcel already settled, or listed twice, is charged twice and not settled again', () => {
    const r = judgePayout([line('1'), line('2'), line('2')], byId(parcel('1', { settled: true }), parcel('2')), [], PAID);
    expect(r.differences.map((d) => [d.kind, d.consignmentId])).toEqual([
      ['charged_twice', '1'],
      ['charged_twice', '2'],
    ]);
    expect(r.claims.map((c) => c.deliveryId)).toEqual(['d-2']);
  });

  it('a consignment the shop has no delivery for is unknown; one not delivered is not settled', () => {
    const r = judgePayout([line('9'), line('1')], byId(parcel('1', { status: 'in-transit', collected: poisha(0) })), [], PAID);
    expect(r.differences.map((d) => [d.kind, d.orderNumber])).toEqual([
      ['unknown', 'ORD-9'],
      ['not_delivered', 'ORD-1'],
    ]);
    expect(r.claims).toEqual([]);
  });

  it('lists owed parcels left out when delivered long enough before the payout, not those delivered since', () => {
    const old = parcel('7', { deliveredAt: hoursBefore(MISSING_AFTER_HOURS + 1) });
    const fresh = parcel('8', { deliveredAt: hoursBefore(MISSING_AFTER_HOURS - 1) });
    const r = judgePayout([line('1')], byId(parcel('1')), [old, fresh], PAID);
    expect(r.differences).toEqual([{ kind: 'missing', consignmentId: '7', orderNumber: 'ORD-7', expected: 1250, actual: null }]);
  });

  it('a delivery charge other than the one the courier reported is a difference; no expectation, no difference', () => {
    const parcels = byId(parcel('1', { courierFee: poisha(6_000) }), parcel('2', { courierFee: poisha(6_000) }), parcel('3'));
    const r = judgePayout([line('1'), line('2', 125_000, { deliveryCharge: poisha(8_000) }), line('3')], parcels, [], PAID);
    // The cash-collection fee is never compared: the shop keeps no expectation of it.
    expect(r.differences).toEqual([{ kind: 'fee', consignmentId: '2', orderNumber: 'ORD-2', expected: 60, actual: 80 }]);
    expect(r.claims.map((c) => c.fee)).toEqual([7_250, 9_250, 7_250]);
  });

  it('a line that does not say its cash is taken at what the courier reported at delivery', () => {
    const p = parcel('1', { collected: poisha(120_000) });
    const r = judgePayout([line('1', null, { deliveryCharge: null, codFee: null })], byId(p), [], PAID);
    expect(r.claims).toEqual([{ deliveryId: 'd-1', collected: 120_000, fee: null }]);
    expect(r.differences.map((d) => d.kind)).toEqual(['short']);
  });
});

describe('the figures', () => {
  it('a line’s fee is its charges it says; the totals add in poisha', () => {
    expect(lineFee({ deliveryCharge: null, codFee: null })).toBeNull();
    expect(lineFee({ deliveryCharge: poisha(6_000), codFee: null })).toBe(6_000);
    const lines = [line('1', 10_001), line('2', 20_002, { codFee: null })];
    const t = payoutLineTotals(lines);
    expect(t).toEqual({ collected: 30_003, fees: 13_250, remitted: 16_753 });
    expect(t.collected as Poisha).toBe(t.remitted + t.fees);
  });

  it('missing is judged on the hour', () => {
    expect(isMissing(null, PAID)).toBe(false);
    expect(isMissing(hoursBefore(MISSING_AFTER_HOURS), PAID)).toBe(true);
    expect(isMissing(hoursBefore(MISSING_AFTER_HOURS - 0.01), PAID)).toBe(false);
  });
});
