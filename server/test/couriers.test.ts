import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { poisha } from '../../common/money';
import { couriersFromEnv, type Parcel } from '../domains/deliveries/couriers';
import { SteadfastCourier } from '../domains/deliveries/couriers/steadfast';
import { startFakeSteadfast, type FakeSteadfast } from './fakeSteadfast';

let fake: FakeSteadfast;
let seq = 0;

const parcel = (over: Partial<Parcel> = {}): Parcel => ({
  invoice: `S-${String(++seq).padStart(6, '0')}`,
  recipientName: 'Nusrat Jahan',
  recipientPhone: '01712345678',
  recipientAddress: 'House 12, Road 4, Dhanmondi, Dhaka, 1209',
  codAmount: poisha(125_050),
  itemDescription: 'Eid panjabi (M) ×1',
  ...over,
});

const steadfast = (over: Partial<ConstructorParameters<typeof SteadfastCourier>[0]> = {}) =>
  new SteadfastCourier({ apiKey: fake.apiKey, secretKey: fake.secretKey, baseUrl: fake.url, ...over });

beforeAll(async () => {
  fake = await startFakeSteadfast();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.delayMs = 0;
});

describe('Steadfast courier', () => {
  it('books one parcel with /create_order: our order number as invoice, the amount in taka, both keys in the headers', async () => {
    const p = parcel();
    const [result] = await steadfast().book([p]);
    expect(result).toMatchObject({ ok: true, status: 'booked', courierStatus: 'in_review' });
    if (!result.ok) throw new Error('not booked');
    expect(result.consignmentId).toMatch(/^\d+$/);
    expect(result.trackingCode).toBe(fake.consignments.get(result.consignmentId!)!.trackingCode);
    expect(fake.requests).toHaveLength(1);
    const [req] = fake.requests;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/create_order');
    expect(req.headers['api-key']).toBe(fake.apiKey);
    expect(req.headers['secret-key']).toBe(fake.secretKey);
    expect(req.body).toMatchObject({ invoice: p.invoice, recipient_phone: '01712345678', cod_amount: 1250.5, item_description: 'Eid panjabi (M) ×1' });
  });

  it('says a wrong key was refused (401), for every parcel of the call', async () => {
    const results = await steadfast({ secretKey: 'wrong' }).book([parcel(), parcel()]);
    expect(results).toHaveLength(2);
    for (const r of results) expect(r).toEqual({ ok: false, error: 'Steadfast refused the API key or secret (401)' });
  });

  it('passes on their validation refusal with the field and reason', async () => {
    const [result] = await steadfast().book([parcel({ recipientAddress: '' })]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toContain('422');
    expect(result.error).toContain('recipient_address: The recipient address field is required.');
  });

  it('refuses before asking what their form would refuse (a phone that is not 11 digits)', async () => {
    const [result] = await steadfast().book([parcel({ recipientPhone: '0171234' })]);
    expect(result).toEqual({ ok: false, error: 'recipient_phone: must be an 11-digit phone number' });
    expect(fake.requests).toHaveLength(0);
  });

  it('gives up on a courier that does not answer in time, saying so', async () => {
    fake.delayMs = 600;
    const started = Date.now();
    const [result] = await steadfast({ timeoutMs: 150 }).book([parcel()]);
    expect(Date.now() - started).toBeLessThan(600);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/did not answer within/);
  });

  it('books many with one bulk call: the ones they refuse say so, the rest are booked', async () => {
    const taken = parcel();
    await steadfast().book([taken]);
    fake.requests.length = 0;
    const batch = [parcel(), { ...parcel(), invoice: taken.invoice }, parcel()];
    const results = await steadfast().book(batch);
    expect(fake.requests.map((r) => r.path)).toEqual(['/create_order/bulk-order']);
    expect((fake.requests[0].body as { data: unknown[] }).data).toHaveLength(3);
    expect(results.map((r) => r.ok)).toEqual([true, false, true]);
    expect(results[1]).toEqual({ ok: false, error: 'Steadfast refused this parcel' });
    const ids = results.flatMap((r) => (r.ok ? [r.consignmentId] : []));
    expect(new Set(ids).size).toBe(2);
  });

  it('sends at most 500 in one bulk call', async () => {
    const batch = Array.from({ length: 501 }, () => parcel());
    const results = await steadfast().book(batch);
    expect(fake.requests.map((r) => r.path)).toEqual(['/create_order/bulk-order', '/create_order']);
    expect((fake.requests[0].body as { data: unknown[] }).data).toHaveLength(500);
    expect(results.every((r) => r.ok)).toBe(true);
  });

  it('reads a consignment’s status and maps their word onto ours', async () => {
    const [booked] = await steadfast().book([parcel()]);
    if (!booked.ok) throw new Error('not booked');
    const id = booked.consignmentId!;
    fake.consignments.get(id)!.status = 'partial_delivered_approval_pending';
    expect(await steadfast().status({ consignmentId: id, trackingCode: null })).toEqual({
      courierStatus: 'partial_delivered_approval_pending',
      status: 'partly-delivered',
    });
    fake.consignments.get(id)!.status = 'unknown';
    expect(await steadfast().status({ consignmentId: id, trackingCode: null })).toEqual({ courierStatus: 'unknown', status: null });
    await expect(steadfast().status({ consignmentId: '999', trackingCode: null })).rejects.toThrow(/404/);
  });
});

describe('couriers from the environment', () => {
  it('has the manual courier always and Steadfast only with both keys', () => {
    expect([...couriersFromEnv({}).keys()]).toEqual(['manual']);
    expect([...couriersFromEnv({ STEADFAST_API_KEY: 'k' }).keys()]).toEqual(['manual']);
    expect([...couriersFromEnv({ STEADFAST_API_KEY: 'k', STEADFAST_SECRET_KEY: 's' }).keys()]).toEqual(['manual', 'steadfast']);
  });
});
