import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bandOf } from '../../common/fraudRisk';
import { queryRows } from '../db/rows';
import { bandSql } from '../domains/fraud/historySql';
import { createTestApp, type TestApp } from './harness';

/**
 * The fraud checker (issue 22): bands from histories seeded in the database,
 * every way a phone is written, the permission, the orders list's risk column
 * and filter, the customer's page, and Steadfast's fraud check against a local
 * HTTP server speaking its API.
 */

let t: TestApp;
let owner: string;
let locationId: string;
let seq = 0;

type Outcome = 'delivered' | 'completed' | 'cancelled' | 'returned' | 'open' | 'returned-completed';

/** An order of `phone` straight in the database, with a returned parcel when the outcome says so. */
async function order(phone: string | null, outcome: Outcome, total = 1000, customerId: string | null = null): Promise<string> {
  seq += 1;
  const status = outcome === 'returned' ? 'cancelled' : outcome === 'returned-completed' ? 'completed' : outcome === 'open' ? 'confirmed' : outcome;
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`insert into orders (number, customer_id, customer_name, customer_phone, status, sub_total, vat, total, location_id, created_at)
      values (${`F-${String(seq).padStart(6, '0')}`}, ${customerId}, 'Test', ${phone}, ${status}, ${total}, 0, ${total}, ${locationId}, now() - make_interval(mins => ${1000 - seq}))
      returning id`,
  );
  if (outcome === 'returned' || outcome === 'returned-completed') {
    await t.database.db.execute(sql`insert into deliveries (order_id, order_number, status, recipient_name, recipient_phone, recipient_address)
      values (${row.id}, ${`F-${seq}`}, 'returned', 'Test', ${phone ?? '01700000000'}, 'Dhaka')`);
    // A parcel booked again after a cancelled booking must not count twice.
    await t.database.db.execute(sql`insert into deliveries (order_id, order_number, status, recipient_name, recipient_phone, recipient_address)
      values (${row.id}, ${`F-${seq}`}, 'cancelled', 'Test', ${phone ?? '01700000000'}, 'Dhaka')`);
  }
  return row.id;
}

async function history(phone: string, outcomes: Partial<Record<Outcome, number>>) {
  for (const [outcome, n] of Object.entries(outcomes)) for (let i = 0; i < (n ?? 0); i += 1) await order(phone, outcome as Outcome);
}

const check = (token: string, phone: string) => t.call(token, { method: 'GET', url: `/api/fraud-checker?phone=${encodeURIComponent(phone)}` });

async function makeUser(email: string, permissions: string[]): Promise<string> {
  const role = await t.call(owner, { method: 'POST', url: '/api/roles', payload: { name: `Role ${email}`, permissions } });
  expect(role.statusCode, role.body).toBe(201);
  const user = await t.call(owner, {
    method: 'POST',
    url: '/api/users',
    payload: { name: email.split('@')[0], email, password: 'user-password-1', role: role.json()._id },
  });
  expect(user.statusCode, user.body).toBe(201);
  return t.login(email, 'user-password-1');
}

beforeAll(async () => {
  t = await createTestApp({ steadfast: null });
  owner = await t.login();
  const [loc] = await queryRows<{ id: string }>(t.database.db, sql`select id from locations order by created_at limit 1`);
  locationId = loc?.id ?? (await queryRows<{ id: string }>(t.database.db, sql`insert into locations (name) values ('Main') returning id`))[0].id;
});

afterAll(async () => {
  await t?.close();
});

describe('the store’s own history of a phone', () => {
  it('answers the counts, spend, last order and band with its reason', async () => {
    await history('01711000001', { delivered: 1, completed: 1, returned: 3, open: 2 });
    const res = await check(owner, '01711000001');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.phone).toBe('01711000001');
    expect(body.history).toMatchObject({
      orders: 7,
      delivered: 2,
      returned: 3,
      cancelled: 0,
      successRate: 40,
      totalSpent: 2000,
      lastOrderNumber: `F-${String(seq).padStart(6, '0')}`,
    });
    expect(body.risk).toMatchObject({ band: 'high', percent: 60, reason: { code: 'returned', returned: 3, finished: 5 }, text: '3 of 5 parcels returned' });
    expect(body.courier).toMatchObject({ courier: null, status: 'not-configured' });
  });

  it('bands each seeded history as the rule says, the thresholds read from the settings', async () => {
    await history('01711000002', { completed: 9, cancelled: 1 }); // 10 %
    await history('01711000003', { completed: 8, cancelled: 1, returned: 1 }); // 20 %: medium from its first step
    await history('01711000004', { completed: 6, returned: 2, cancelled: 2 }); // 40 %
    await history('01711000005', { open: 2 });
    const band = async (phone: string) => (await check(owner, phone)).json().risk;
    expect(await band('01711000002')).toMatchObject({ band: 'low', text: '1 of 10 orders cancelled' });
    expect(await band('01711000003')).toMatchObject({ band: 'medium', text: '1 of 10 parcels returned and 1 cancelled' });
    expect(await band('01711000004')).toMatchObject({ band: 'high', percent: 40 });
    expect(await band('01711000005')).toMatchObject({ band: 'none', reason: { code: 'none_finished', orders: 2 } });
    expect(await band('01799999999')).toMatchObject({ band: 'none', reason: { code: 'no_orders' } });

    const changed = await t.call(owner, { method: 'PUT', url: '/api/settings', payload: { fraudMediumPercent: 5, fraudHighPercent: 10 } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await band('01711000002')).toMatchObject({ band: 'high', mediumPercent: 5, highPercent: 10 });
    await t.call(owner, { method: 'PUT', url: '/api/settings', payload: { fraudMediumPercent: 20, fraudHighPercent: 40 } });
  });

  it('finds the same history however the phone is written', async () => {
    await history('01811000006', { completed: 2, returned: 1 });
    for (const written of [
      '01811000006',
      '+8801811000006',
      '8801811000006',
      '008801811000006',
      '+880 1811-000006',
      '01811 000 006',
      '0181-100-0006',
      '+88 01811000006',
      '1811000006',
      '০১৮১১০০০০০৬',
    ]) {
      const res = await check(owner, written);
      expect(res.statusCode, `${written}: ${res.body}`).toBe(200);
      expect(res.json(), written).toMatchObject({ phone: '01811000006', history: { orders: 3, returned: 1 } });
    }
  });

  it('refuses what is not a Bangladeshi mobile number, naming the field', async () => {
    for (const bad of ['0171234', '+44 7700 900123', 'call me', '01212345678']) {
      const res = await check(owner, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toContain('phone');
    }
    expect((await t.call(owner, { method: 'GET', url: '/api/fraud-checker' })).statusCode).toBe(400);
  });

  it('is refused without fraud:check, and allowed to the demo roles’ permission', async () => {
    const without = await makeUser('nofraud@example.com', ['orders:list']);
    const res = await check(without, '01711000001');
    expect(res.statusCode).toBe(403);
    expect(JSON.stringify(res.json())).not.toContain('01711000001');
    const withIt = await makeUser('fraud@example.com', ['fraud:check']);
    expect((await check(withIt, '01711000001')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/fraud-checker?phone=01711000001' })).statusCode).toBe(401);
  });
});

describe('the band in SQL (the orders list) equals the rule in common/fraudRisk.ts', () => {
  it('for random histories', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.record({ completed: fc.nat(6), cancelled: fc.nat(4), returned: fc.nat(4), open: fc.nat(2) }), async (h) => {
        n += 1;
        const phone = `0161${String(n).padStart(7, '0')}`;
        await history(phone, h);
        const [row] = await queryRows<{ band: string }>(t.database.db, sql`select ${bandSql(sql`${phone}::text`)} as band`);
        const expected = bandOf({
          orders: h.completed + h.cancelled + h.returned + h.open,
          delivered: h.completed,
          returned: h.returned,
          cancelled: h.cancelled,
        });
        expect(row.band).toBe(expected);
        expect((await check(owner, phone)).json().risk.band).toBe(expected);
      }),
      { numRuns: 25 },
    );
  });
});

describe('phone_histories (kept by triggers) equals the counts worked out from the orders and parcels', () => {
  const PHONES = ['01911000001', '01911000002', '01911000003'];
  type Op =
    | { kind: 'order'; phone: number; status: string }
    | { kind: 'status'; order: number; status: string }
    | { kind: 'phone'; order: number; phone: number | null }
    | { kind: 'return' | 'unreturn' | 'drop'; order: number };
  const STATUSES = ['confirmed', 'out-for-delivery', 'delivered', 'completed', 'cancelled'];
  const opArb: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ kind: fc.constant('order' as const), phone: fc.nat(2), status: fc.constantFrom(...STATUSES) }),
    fc.record({ kind: fc.constant('status' as const), order: fc.nat(20), status: fc.constantFrom(...STATUSES) }),
    fc.record({ kind: fc.constant('phone' as const), order: fc.nat(20), phone: fc.option(fc.nat(2), { nil: null }) }),
    fc.record({ kind: fc.constantFrom('return' as const, 'unreturn' as const, 'drop' as const), order: fc.nat(20) }),
  );
  const recomputed = () =>
    queryRows<{ phone: string; orders: number; delivered: number; returned: number; cancelled: number }>(
      t.database.db,
      sql`select x.customer_phone as phone, count(*)::int as orders,
          (count(*) filter (where x.outcome = 'delivered'))::int as delivered,
          (count(*) filter (where x.outcome = 'returned'))::int as returned,
          (count(*) filter (where x.outcome = 'cancelled'))::int as cancelled
        from (select o.customer_phone, order_outcome(o.status, exists (select 1 from deliveries d where d.order_id = o.id and d.status = 'returned')) as outcome
          from orders o where o.customer_phone like '01911%') x
        group by 1 order by 1`,
    );
  const kept = () =>
    queryRows<{ phone: string; orders: number; delivered: number; returned: number; cancelled: number }>(
      t.database.db,
      sql`select phone, orders, delivered, returned, cancelled from phone_histories where phone like '01911%' and orders > 0 order by 1`,
    );

  it('after random orders, status moves, phone changes and parcels returned, undone or removed, several at once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 15 }), async (ops) => {
        const made: string[] = [];
        const apply = async (op: Op) => {
          const db = t.database.db;
          if (op.kind === 'order') {
            made.push(await order(PHONES[op.phone], op.status === 'cancelled' ? 'cancelled' : op.status === 'completed' ? 'completed' : 'open'));
            return;
          }
          const id = made[op.order % Math.max(made.length, 1)];
          if (!id) return;
          if (op.kind === 'status') await db.execute(sql`update orders set status = ${op.status} where id = ${id}`);
          else if (op.kind === 'phone')
            await db.execute(sql`update orders set customer_phone = ${op.phone === null ? null : PHONES[op.phone]} where id = ${id}`);
          else if (op.kind === 'return')
            // Two of these at once for one order: the live-parcel index takes the first, the other is nothing.
            await db.execute(sql`insert into deliveries (order_id, order_number, status, recipient_name, recipient_phone, recipient_address)
              select ${id}, number, 'returned', 'Test', '01700000000', 'Dhaka' from orders where id = ${id}
              on conflict (order_id) where status <> 'cancelled' do nothing`);
          else if (op.kind === 'unreturn') await db.execute(sql`update deliveries set status = 'cancelled' where order_id = ${id} and status = 'returned'`);
          else await db.execute(sql`delete from deliveries where order_id = ${id}`);
        };
        // Three at a time: on a PostgreSQL server they race (each its own transaction).
        for (let i = 0; i < ops.length; i += 3) await Promise.all(ops.slice(i, i + 3).map(apply));
        expect(await kept()).toEqual(await recomputed());
      }),
      { numRuns: 30 },
    );
  });
});

describe('the orders list', () => {
  it('shows each order’s risk and filters by it', async () => {
    const list = await t.call(owner, { method: 'GET', url: '/api/orders?limit=1000' });
    expect(list.statusCode, list.body).toBe(200);
    const byPhone = new Map<string, string>();
    for (const o of list.json().doc as { customerPhone: string | null; risk: string }[]) if (o.customerPhone) byPhone.set(o.customerPhone, o.risk);
    expect(byPhone.get('01711000001')).toBe('high');
    expect(byPhone.get('01711000002')).toBe('low');
    expect(byPhone.get('01711000003')).toBe('medium');

    const high = await t.call(owner, { method: 'GET', url: '/api/orders?limit=1000&risk=high' });
    expect(high.statusCode, high.body).toBe(200);
    const highRows = high.json().doc as { customerPhone: string; risk: string }[];
    expect(highRows.length).toBeGreaterThan(0);
    expect(highRows.every((o) => o.risk === 'high')).toBe(true);
    expect(highRows.some((o) => o.customerPhone === '01711000001')).toBe(true);
    expect(high.json().totalDocs).toBe(highRows.length);

    const some = await t.call(owner, { method: 'GET', url: '/api/orders?limit=1000&risk=medium,high' });
    const bands = new Set((some.json().doc as { risk: string }[]).map((o) => o.risk));
    expect([...bands].sort()).toEqual(['high', 'medium']);
    const lowNone = await t.call(owner, { method: 'GET', url: '/api/orders?limit=1000&risk=none,low' });
    expect(new Set((lowNone.json().doc as { risk: string }[]).map((o) => o.risk))).toEqual(new Set(['none', 'low']));
    expect(lowNone.json().totalDocs + some.json().totalDocs).toBe(list.json().totalDocs);
  });

  it('refuses a band that is not one, naming the filter', async () => {
    const res = await t.call(owner, { method: 'GET', url: '/api/orders?risk=scary' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('risk');
  });
});

describe('the customer’s page', () => {
  it('sums the customer’s orders, returns and band, and the SMS they were sent', async () => {
    const [c] = await queryRows<{ id: string }>(t.database.db, sql`insert into customers (name, phone) values ('Rina Akter', '01911000007') returning id`);
    await order('01911000007', 'completed', 1500, c.id);
    await order('01911000007', 'completed', 500, c.id);
    await order('01911000007', 'returned', 800, c.id);
    await t.database.db.execute(
      sql`insert into sms_messages (phone, customer_id, text, parts, encoding, gateway, status) values ('01911000007', ${c.id}, 'Eid sale: 20% off', 1, 'gsm7', 'log', 'logged')`,
    );
    const res = await t.call(owner, { method: 'GET', url: `/api/fraud-checker/customer/${c.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ orders: 3, lifetimeSpend: 2000, averageOrder: 1000, returned: 1, risk: { band: 'medium' }, smsShown: true });
    expect(res.json().sms).toEqual([expect.objectContaining({ text: 'Eid sale: 20% off', status: 'logged' })]);
    expect(res.json().recentOrders).toHaveLength(3);

    const cashierLike = await makeUser('counter@example.com', ['customers:show']);
    const limited = await t.call(cashierLike, { method: 'GET', url: `/api/fraud-checker/customer/${c.id}` });
    expect(limited.json()).toMatchObject({ smsShown: false, sms: [] });
    expect((await t.call(owner, { method: 'GET', url: '/api/fraud-checker/customer/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });

  it('keeps the SMS opt-out flag on the customer', async () => {
    const made = await t.call(owner, { method: 'POST', url: '/api/customers', payload: { name: 'Opt Out', phone: '+880 1511-000008', smsOptOut: true } });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ phone: '01511000008', smsOptOut: true });
    const changed = await t.call(owner, { method: 'PUT', url: `/api/customers/${made.json()._id}`, payload: { smsOptOut: false } });
    expect(changed.json().smsOptOut).toBe(false);
  });
});

/** A local server speaking Steadfast's fraud check: `GET /api/v1/fraud_check/{phone}` with Api-Key and Secret-Key. */
function steadfastServer(behaviour: { current: 'answer' | 'refuse' | 'slow' }) {
  const calls: string[] = [];
  const server = http.createServer((req, res) => {
    calls.push(req.url ?? '');
    const match = /^\/api\/v1\/fraud_check\/(\d+)$/.exec(req.url ?? '');
    if (req.headers['api-key'] !== 'key-1' || req.headers['secret-key'] !== 'secret-1' || behaviour.current === 'refuse') {
      res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 401, message: 'Unauthorized: invalid API credentials' }));
      return;
    }
    if (behaviour.current === 'slow') return void setTimeout(() => res.writeHead(200).end('{}'), 6000);
    if (!match) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 200, total_parcels: 12, total_delivered: 9, total_cancelled: 3 }));
  });
  return { server, calls };
}

describe('Steadfast’s fraud check beside the store’s', () => {
  let c: TestApp;
  let token: string;
  const behaviour: { current: 'answer' | 'refuse' | 'slow' } = { current: 'answer' };
  const local = steadfastServer(behaviour);

  beforeAll(async () => {
    await new Promise<void>((resolve) => local.server.listen(0, '127.0.0.1', resolve));
    const { port } = local.server.address() as AddressInfo;
    c = await createTestApp({ steadfast: { apiKey: 'key-1', secretKey: 'secret-1', baseUrl: `http://127.0.0.1:${port}/api/v1/`, timeoutMs: 2000 } });
    // 2 s: a loaded test machine answers a local call in far less; the slow courier takes 6 s.
    token = await c.login();
  });

  afterAll(async () => {
    await c?.close();
    local.server.close();
  });

  const ask = (phone: string) => c.call(token, { method: 'GET', url: `/api/fraud-checker?phone=${encodeURIComponent(phone)}` });

  it('shows the courier’s answer, then the kept one for 6 hours without asking again', async () => {
    const first = await ask('+880 1712-000009');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().courier).toMatchObject({ courier: 'steadfast', status: 'ok', total: 12, delivered: 9, cancelled: 3, successRate: 75, cached: false });
    expect(local.calls).toEqual(['/api/v1/fraud_check/01712000009']);

    const second = await ask('01712000009');
    expect(second.json().courier).toMatchObject({ status: 'ok', total: 12, cached: true });
    expect(local.calls).toHaveLength(1);

    // Seven hours later the kept answer is stale: the courier is asked again.
    await c.database.db.execute(sql`update courier_fraud_checks set fetched_at = now() - interval '7 hours' where phone = '01712000009'`);
    const third = await ask('01712000009');
    expect(third.json().courier).toMatchObject({ status: 'ok', cached: false });
    expect(local.calls).toHaveLength(2);
  });

  it('says so when the courier refuses, and keeps nothing', async () => {
    behaviour.current = 'refuse';
    const res = await ask('01712000010');
    expect(res.statusCode).toBe(200);
    expect(res.json().courier).toMatchObject({ courier: 'steadfast', status: 'refused', message: 'Unauthorized: invalid API credentials', total: null });
    expect(res.json().history).toMatchObject({ orders: 0 });
    const kept = await queryRows<{ n: number }>(c.database.db, sql`select count(*)::int as n from courier_fraud_checks where phone = '01712000010'`);
    expect(kept[0].n).toBe(0);
  });

  it('shows the store’s history alone when the courier does not answer in time', async () => {
    behaviour.current = 'slow';
    const started = Date.now();
    const res = await ask('01712000011');
    expect(res.statusCode).toBe(200);
    expect(res.json().courier).toMatchObject({ status: 'unavailable', message: 'Steadfast did not answer in time' });
    expect(Date.now() - started).toBeLessThan(5000);
    behaviour.current = 'answer';
  });
});
