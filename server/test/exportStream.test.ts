import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../common/dates';
import { exportWords } from '../engine/export/language';
import { EXPORT_BATCH } from '../engine/export/rows';
import { exportStatement } from '../engine/export/statement';
import { createTestApp, type TestApp } from './harness';

/**
 * Exports read through a cursor a batch at a time (server/db/cursor.ts): a
 * file of several batches holds every matching row once, in the list's
 * order, escaped and translated as a short one; a client that leaves midway
 * gives the cursor and its connection back. On PGlite, and on PostgreSQL
 * when DATABASE_URL is set.
 */
let t: TestApp;
let token: string;
let port: number;
const ROWS = 2600;
const SHOP_ZONE = 'Asia/Dhaka';

/** Customer g as inserted below: every tenth name a formula, every tenth (offset 5) Bangla, every fourth inactive, every third in the group. */
const nameOf = (g: number) => (g % 10 === 0 ? `=cmd|${g}` : g % 10 === 5 ? `রহিম ${String(g).padStart(5, '0')}` : `Stream ${String(g).padStart(5, '0')}`);
const phoneOf = (g: number) => `018${String(g).padStart(8, '0')}`;
const createdOf = (g: number) => new Date(Date.parse('2026-01-01T00:00:00+06:00') + g * 60_000);
const active = (g: number) => g % 4 !== 0;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  const group = (await t.call(token, { method: 'POST', url: '/api/groups', payload: { name: 'Wholesale' } })).json();
  // Long notes: the file is several MB, more than the sockets hold, so a client that stops reading stops the export midway.
  await t.database.raw(
    `insert into customers (name, phone, email, group_id, is_active, notes, created_at)
     select case when g % 10 = 0 then '=cmd|' || g when g % 10 = 5 then 'রহিম ' || lpad(g::text, 5, '0') else 'Stream ' || lpad(g::text, 5, '0') end,
            '018' || lpad(g::text, 8, '0'), 'c' || g || '@example.com', case when g % 3 = 0 then $1::uuid end, g % 4 <> 0,
            repeat('n', 1900), timestamptz '2026-01-01 00:00:00+06' + g * interval '1 minute'
     from generate_series(1, ${ROWS}) g`,
    [group._id],
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
}, 120_000);
afterAll(() => t?.close());

const csvBody = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);

describe('a streamed export of more rows than one batch', () => {
  it('holds exactly the filtered rows, in order, escaped, with names of references, in Bangla when asked', async () => {
    const res = await t.call(token, {
      method: 'POST',
      url: '/api/customers/export/csv?isActive=true&sort=-phone',
      payload: { fields: ['name', 'phone', 'group', 'isActive', 'createdAt'] },
      headers: { 'accept-language': 'bn' },
    });
    expect(res.statusCode).toBe(200);
    const lines = csvBody(res.body);
    const expected = Array.from({ length: ROWS }, (_, i) => ROWS - i)
      .filter(active)
      .map((g) =>
        [g % 10 === 0 ? `'${nameOf(g)}` : nameOf(g), phoneOf(g), g % 3 === 0 ? 'Wholesale' : '', 'হ্যাঁ', formatDateTime(createdOf(g), SHOP_ZONE)].join(','),
      );
    expect(expected.length).toBeGreaterThan(EXPORT_BATCH);
    expect(lines[0]).toBe('নাম,ফোন,গ্রুপ,সক্রিয়,তৈরির সময়');
    expect(lines.slice(1)).toEqual(expected);
  });

  it('prints a PDF of many pages', async () => {
    const res = await t.call(token, { method: 'POST', url: '/api/customers/export/pdf?isActive=true', payload: { fields: ['name', 'phone', 'createdAt'] } });
    expect(res.statusCode).toBe(200);
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    // 1,950 rows at about 40 a page; the Bangla names set in the embedded Bangla font.
    expect((pdf.match(/\/Type \/Page\n/g) ?? []).length).toBeGreaterThan(10);
    expect(pdf).toMatch(/NotoSansBengali/);
  });
});

/** POST an export over a real socket, read one chunk, then drop the connection. */
function leaveMidway(path: string, body: object): Promise<number> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        res.once('data', (chunk: Buffer) => {
          req.destroy();
          resolve(chunk.length);
        });
        res.once('error', () => {});
      },
    );
    req.on('error', (err) => (req.destroyed ? undefined : reject(err)));
    req.end(payload);
  });
}

/** Cursors still open: PGlite's WITH HOLD cursors (one shared session), or PostgreSQL sessions busy on an export. */
async function openExports(): Promise<number> {
  const rows =
    t.database.kind === 'pglite'
      ? await t.database.raw(`select count(*)::int as n from pg_cursors where name like 'export_rows_%'`)
      : await t.database.raw(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle' and query ilike '%"customers"%'`,
        );
  return (rows[0] as { n: number }).n;
}

async function settled(): Promise<number> {
  for (let i = 0; i < 100; i += 1) {
    if ((await openExports()) === 0) return 0;
    await new Promise((r) => setTimeout(r, 50));
  }
  return openExports();
}

describe('a client that leaves midway', () => {
  it('does not crash the server nor keep the cursor or its connection, CSV and PDF, more times than the pool holds', async () => {
    for (let i = 0; i < 12; i += 1) {
      expect(await leaveMidway('/api/customers/export/csv', { fields: ['name', 'phone', 'notes'] })).toBeGreaterThan(0);
      expect(await leaveMidway('/api/customers/export/pdf', { fields: ['name', 'phone', 'email'] })).toBeGreaterThan(0);
    }
    expect(await settled()).toBe(0);
    // The next export runs to its end on the same server.
    const next = await t.call(token, { method: 'POST', url: '/api/customers/export/csv', payload: { fields: ['name', 'phone'] } });
    expect(next.statusCode).toBe(200);
    expect(csvBody(next.body)).toHaveLength(ROWS + 1);
    expect((await t.call(token, { method: 'GET', url: '/api/customers?limit=1' })).statusCode).toBe(200);
  }, 120_000);
});

describe('a report statement exported by exportStatement', () => {
  let reports: FastifyInstance;
  beforeAll(async () => {
    // A report's route as the reports will write it: its own SQL, columns and formatters.
    reports = Fastify();
    reports.decorate('db', t.database);
    reports.decorate('shop', t.app.shop);
    reports.get<{ Params: { type: 'csv' | 'pdf' } }>('/report/:type', (req, reply) =>
      exportStatement(reports, reply, {
        type: req.params.type,
        statement: sql`select name, phone, (length(phone) - 20) * 100 as poisha from customers where is_active = ${false} order by phone`,
        columns: [{ label: 'Name' }, { label: 'Phone' }, { label: 'Total', numeric: true, text: (v) => (Number(v) / 100).toFixed(2) }],
        fileName: 'inactive',
        title: 'Customers',
        words: exportWords(req.headers['accept-language']),
      }),
    );
    await reports.ready();
  });
  afterAll(() => reports.close());

  it('streams every row of the statement, escaping text but not figures, headers in Bangla', async () => {
    const res = await reports.inject({ method: 'GET', url: '/report/csv', headers: { 'accept-language': 'bn' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="inactive_\d{12}\.csv"$/);
    const lines = csvBody(res.body);
    expect(lines[0]).toBe('নাম,ফোন,মোট');
    const inactive = Array.from({ length: ROWS }, (_, i) => i + 1).filter((g) => !active(g));
    expect(lines.slice(1)).toEqual(inactive.map((g) => `${g % 10 === 0 ? `'${nameOf(g)}` : nameOf(g)},${phoneOf(g)},-9.00`));
  });

  it('prints the statement as a PDF too', async () => {
    const res = await reports.inject({ method: 'GET', url: '/report/pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers an error, not a broken file, when the database refuses the statement', async () => {
    const broken = Fastify();
    broken.decorate('db', t.database);
    broken.decorate('shop', t.app.shop);
    broken.get('/report', (_req, reply) =>
      exportStatement(broken, reply, {
        type: 'csv',
        statement: sql`select no_such_column from customers`,
        columns: [{ label: 'Name' }],
        fileName: 'x',
        title: 'X',
      }),
    );
    const res = await broken.inject({ method: 'GET', url: '/report' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).not.toMatch(/csv/);
    await broken.close();
    // The database goes on answering.
    expect((await t.call(token, { method: 'GET', url: '/api/customers?limit=1' })).statusCode).toBe(200);
  });
});
