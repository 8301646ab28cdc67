import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTaka } from '../../common/money';
import { formatDate } from '../../common/dates';
import { roles, smsMessages, users } from '../domains/schema';
import { hashPassword } from '../domains/accounts/passwords';
import { addDays } from '../domains/reports/period';
import { createTestApp, type TestApp } from './harness';

/**
 * The SMS Log report (issue 23): its periods and totals equal the figures
 * worked out here from the raw sms_messages rows, in poisha; its filters pick
 * the same rows as the SMS list its rows open; it needs `reports:sms-log`.
 */

let t: TestApp;
let owner: string;
let plRole: string;
const call = (token: string, url: string) => t.call(token, { method: 'GET', url });
const today = () => formatDate(new Date(), 'Asia/Dhaka');
const p = (taka: number | string) => parseTaka(taka)!;
/** An instant given as a shop (Asia/Dhaka, UTC+6) day and time. */
const dhaka = (day: string, time: string) => new Date(`${day}T${time}+06:00`);

const d1 = addDays(today(), -9);
const d2 = addDays(today(), -8);
const d3 = addDays(today(), -2);

type Msg = { day: string; time: string; parts: number; cost: number; status: string; kind: string; gateway: string };
const MESSAGES: Msg[] = [
  // The last second of d1 and the first of d2 fall on their own days.
  { day: d1, time: '23:59:59', parts: 1, cost: 0.35, status: 'sent', kind: 'marketing', gateway: 'log' },
  { day: d2, time: '00:00:00', parts: 2, cost: 0.7, status: 'delivered', kind: 'order-placed', gateway: 'sslwireless' },
  { day: d2, time: '10:15:00', parts: 3, cost: 1.05, status: 'failed', kind: 'marketing', gateway: 'sslwireless' },
  { day: d2, time: '18:00:00', parts: 1, cost: 0.35, status: 'logged', kind: 'delivered', gateway: 'log' },
  { day: d3, time: '09:00:00', parts: 2, cost: 0.7, status: 'queued', kind: 'marketing', gateway: 'log' },
  { day: d3, time: '12:30:00', parts: 1, cost: 0.35, status: 'sent', kind: 'handed-to-courier', gateway: 'sslwireless' },
  // Outside the range asked below.
  { day: addDays(d1, -1), time: '12:00:00', parts: 4, cost: 1.4, status: 'sent', kind: 'marketing', gateway: 'log' },
];

/** The figures per shop day of the rows read back from the table, filtered as the report is. */
async function raw(from: string, to: string, keep: (m: typeof smsMessages.$inferSelect) => boolean = () => true) {
  const rows = (await t.database.db.select().from(smsMessages)).filter((m) => {
    const day = formatDate(m.createdAt, 'Asia/Dhaka');
    return day >= from && day <= to && keep(m);
  });
  const by = new Map<string, { messages: number; parts: number; delivered: number; failed: number; cost: number }>();
  const total = { messages: 0, parts: 0, delivered: 0, failed: 0, cost: 0 };
  for (const m of rows) {
    const day = formatDate(m.createdAt, 'Asia/Dhaka');
    const e = by.get(day) ?? { messages: 0, parts: 0, delivered: 0, failed: 0, cost: 0 };
    for (const x of [e, total]) {
      x.messages += 1;
      x.parts += m.parts;
      x.delivered += m.status === 'sent' || m.status === 'delivered' ? 1 : 0;
      x.failed += m.status === 'failed' ? 1 : 0;
      x.cost += p(m.cost);
    }
    by.set(day, e);
  }
  return { by, total };
}

/** A report row with its cost in poisha, to compare with the raw figures. */
const poisha = (r: { messages: number; parts: number; delivered: number; failed: number; cost: number }) => ({
  messages: r.messages,
  parts: r.parts,
  delivered: r.delivered,
  failed: r.failed,
  cost: Math.round(r.cost * 100),
});

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login();
  await t.database.db.insert(smsMessages).values(
    MESSAGES.map((m, i) => ({
      phone: `0171100${String(i).padStart(4, '0')}`,
      text: `Message ${i}`,
      parts: m.parts,
      encoding: 'gsm7',
      cost: m.cost,
      status: m.status,
      kind: m.kind,
      gateway: m.gateway,
      createdAt: dhaka(m.day, m.time),
    })),
  );
  const [role] = await t.database.db
    .insert(roles)
    .values({ name: 'P&L only', permissions: ['reports:profit-loss'] })
    .returning();
  await t.database.db
    .insert(users)
    .values({ name: 'Accountant S', email: 'acct-sms@example.com', passwordHash: await hashPassword('acct-pass-123'), roleId: role.id });
  plRole = await t.login('acct-sms@example.com', 'acct-pass-123');
});
afterAll(() => t.close());

describe('SMS Log report', () => {
  it('gives each shop day and the totals the figures of the raw rows, to the poisha', async () => {
    const res = await call(owner, `/api/reports/sms-log?from=${d1}&to=${d3}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const { by, total } = await raw(d1, d3);
    expect(body.rows.map((r: { period: string }) => r.period)).toEqual([...by.keys()].sort());
    for (const r of body.rows) expect(poisha(r)).toEqual(by.get(r.period));
    expect(poisha(body.totals)).toEqual(total);
    // 23:59:59 and 00:00:00 Asia/Dhaka: one message on d1, three on d2.
    expect(by.get(d1)?.messages).toBe(1);
    expect(by.get(d2)?.messages).toBe(3);
    expect(body.totals.cost).toBe(3.5);
    expect(body.chart).toEqual({ kind: 'bar', x: 'period', series: ['messages', 'cost'] });
  });

  it('groups by month and by week (from Saturday) with the same totals', async () => {
    const day = (await call(owner, `/api/reports/sms-log?from=${d1}&to=${d3}`)).json();
    for (const groupBy of ['week', 'month']) {
      const res = (await call(owner, `/api/reports/sms-log?from=${d1}&to=${d3}&groupBy=${groupBy}`)).json();
      expect(res.groupBy).toBe(groupBy);
      expect(res.totals).toEqual(day.totals);
      expect(res.rows.reduce((a: number, r: { messages: number }) => a + r.messages, 0)).toBe(day.totals.messages);
    }
    const weeks = (await call(owner, `/api/reports/sms-log?from=${d1}&to=${d3}&groupBy=week`)).json();
    for (const r of weeks.rows) expect(new Date(`${r.period}T12:00:00Z`).getUTCDay()).toBe(6);
  });

  it('filters by status, kind and gateway, and each row opens the same messages in the SMS list', async () => {
    for (const [param, keep] of [
      ['status=failed', (m: { status: string }) => m.status === 'failed'],
      ['kind=marketing', (m: { kind: string }) => m.kind === 'marketing'],
      ['gateway=sslwireless', (m: { gateway: string }) => m.gateway === 'sslwireless'],
    ] as const) {
      const body = (await call(owner, `/api/reports/sms-log?from=${d1}&to=${d3}&${param}`)).json();
      const { total } = await raw(d1, d3, keep as (m: typeof smsMessages.$inferSelect) => boolean);
      expect(poisha(body.totals), param).toEqual(total);
      expect(total.messages).toBeGreaterThan(0);
      // The list behind the totals and behind each period holds exactly their messages.
      const query = (filter: Record<string, unknown>) =>
        Object.entries(filter)
          .map(([k, v]) => `${k}=${encodeURIComponent(Array.isArray(v) ? v.join(',') : String(v))}`)
          .join('&');
      expect(body.drillDown.total.resource).toBe('sms');
      const all = (await call(owner, `/api/sms?limit=1000&${query(body.drillDown.total.filter)}`)).json();
      expect(all.totalDocs, param).toBe(total.messages);
      for (const r of body.rows) {
        const list = (await call(owner, `/api/sms?limit=1000&${query(body.drillDown[r.period].filter)}`)).json();
        expect(list.totalDocs, `${param} ${r.period}`).toBe(r.messages);
        expect(list.doc.reduce((a: number, m: { cost: number }) => a + Math.round(m.cost * 100), 0)).toBe(Math.round(r.cost * 100));
      }
    }
  });

  it('exports CSV with Bangla headers and Latin figures, and PDF', async () => {
    const csv = await call(owner, `/api/reports/sms-log/export?format=csv&locale=bn&from=${d1}&to=${d3}`);
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body.replace('\uFEFF', '').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('সময়কাল,বার্তা,অংশ,পাঠানো হয়েছে,ব্যর্থ,খরচ');
    expect(lines.at(-1)).toBe(`মোট,6,10,3,1,3.50`);
    const pdf = await call(owner, `/api/reports/sms-log/export?format=pdf&from=${d1}&to=${d3}&groupBy=month`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('refuses a user without reports:sms-log, and bad input with the field', async () => {
    expect((await call(plRole, `/api/reports/profit-loss?from=${d1}&to=${d3}`)).statusCode).toBe(200);
    expect((await call(plRole, `/api/reports/sms-log?from=${d1}&to=${d3}`)).statusCode).toBe(403);
    expect((await call(plRole, `/api/reports/sms-log/export?format=csv&from=${d1}&to=${d3}`)).statusCode).toBe(403);
    for (const [query, field] of [
      [`from=${d1}&to=${d3}&status=lost`, 'status'],
      [`from=${d1}&to=${d3}&gateway=carrier-pigeon`, 'gateway'],
      [`from=${d1}&to=${d3}&groupBy=year`, 'groupBy'],
      [`from=2026-02-30&to=${d3}`, 'from'],
      [`from=${d3}&to=${d1}`, 'to'],
      [`to=${d3}`, 'from'],
    ]) {
      const res = await call(owner, `/api/reports/sms-log?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[0].field, query).toBe(field);
    }
  });
});
