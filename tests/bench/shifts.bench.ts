/**
 * `npm run bench:shifts` (issue 36), part `close`: closing a till's shift of
 * 2,000 sales. `POST /api/shifts/{id}/close` on BENCH_CLOSE_SHIFTS (20) shifts
 * each holding BENCH_SHIFT_SALES (2,000) sales, after two warm-up closes, on
 * PGlite and on PostgreSQL; each close printed beside the shift's figures
 * statement alone (`shiftTotals`, in process, just before its close), the part
 * of the close that grows with the sales. Target: close p95 ≤ 300 ms on both.
 *
 * The sales are the seed's benchmark orders (`addOrders`, as `npm run seed --
 * --orders` makes them: cash, bKash, card…, a few refunded), whose payments are
 * then given to the shifts 2,000 sales each, with the change a till hands back
 * on a cash sale paid in ৳500 notes (`change_given`), and each refund to its
 * sale's shift. The script's second half is the till's orders/s with shifts on
 * against off (`BENCH_ONLY=shift-orders` of orders.bench.ts).
 *
 * BENCH_DB=pglite or postgres measures on one database (a throwaway PostgreSQL
 * server unless DATABASE_URL names one). Nothing asserts a time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app';
import { openDatabase, openPostgres, type Database } from '../../server/db/client';
import { ensureOwner } from '../../server/domains/accounts/bootstrap';
import { shiftTotals } from '../../server/domains/shifts/figures';
import { addOrders } from '../../server/seed/bulkOrders';
import { seedDemoIfEmpty } from '../../server/seed/demo';
import { wanted, wantedDatabase } from './lib/benchOnly';
import { loadAverage, request, timingOf, type Timing } from './lib/http';
import { startPostgres } from './lib/pgServer';

const SHIFTS = Number(process.env.BENCH_CLOSE_SHIFTS ?? 20);
const SALES = Number(process.env.BENCH_SHIFT_SALES ?? 2000);
const WARMUP = 2;
const OWNER = { email: 'bench@example.com', password: 'bench-password-1' };

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

interface CloseResult {
  db: string;
  close: Timing & { max: number };
  figures: Timing & { max: number };
  prepareS: number;
}

const stats = (samples: number[]) => ({ ...timingOf(samples), max: Math.max(...samples) });

/** The shifts' sales: the seed's benchmark orders, their payments given to the shifts SALES at a time, with a till's change. */
async function fillShifts(database: Database, shiftIds: string[]): Promise<void> {
  // The orders this call adds are those numbered from the sequence's next value on.
  const [{ from }] = (await database.raw(`select nextval('order_number_seq')::bigint as "from"`)) as { from: string | number }[];
  // A few benchmark orders are unpaid (no payment row): a tenth more than needed leaves enough sales.
  await addOrders(database, Math.ceil(shiftIds.length * SALES * 1.1));
  await database.raw(
    `with sale as (
       select p.id, (row_number() over (order by o.number, p.id) - 1) / $2 + 1 as k
       from payments p join orders o on o.id = p.order_id
       where p.kind = 'payment' and p.shift_id is null and o.number ~ '^S-[0-9]+$' and substring(o.number from 3)::bigint >= $3
     ), till as (select t.id, t.k from unnest($1::uuid[]) with ordinality as t(id, k))
     update payments p
     set shift_id = till.id,
         -- A cash sale paid in ৳500 notes, the rest handed back (what the till writes on its last cash payment).
         change_given = case when p.method = 'cash' then ceil(p.amount / 500) * 500 - p.amount else 0 end
     from sale join till on till.k = sale.k
     where p.id = sale.id`,
    [shiftIds, SALES, Number(from)],
  );
  // A refund is paid from the till that took it: here the sale's own shift.
  await database.raw(
    `update payments r set shift_id = p.shift_id
     from payments p where p.order_id = r.order_id and p.kind = 'payment' and r.kind = 'refund' and p.shift_id = any($1::uuid[])`,
    [shiftIds],
  );
  // The updates leave a dead row for each payment moved, which a till's one-at-a-time inserts never do.
  await database.raw('vacuum analyze payments');
  const counts = (await database.raw(
    `select t.id, (select count(*)::int from payments p where p.shift_id = t.id and p.kind = 'payment') as n
     from unnest($1::uuid[]) as t(id)`,
    [shiftIds],
  )) as { id: string; n: number }[];
  const short = counts.filter((c) => Number(c.n) !== SALES);
  if (short.length > 0) throw new Error(`${short.length} shifts without ${SALES} sales (first: ${short[0].n})`);
}

async function measure(label: string, database: Database, dataDir: string): Promise<CloseResult> {
  await seedDemoIfEmpty(database.db, undefined, { dataDir });
  const app = await buildApp({ database, jwtSecret: 'bench-secret-bench-secret-bench-secret', dataDir, steadfast: null });
  try {
    await ensureOwner(database.db, OWNER, app.log);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const token = JSON.parse((await request(agent, port, 'POST', '/api/auth/login', undefined, OWNER)).text).accessToken as string;
    const call = async (method: string, path: string, body: unknown, want: number) => {
      const res = await request(agent, port, method, path, token, body);
      if (res.status !== want) throw new Error(`${method} ${path}: ${res.status} ${res.text.slice(0, 300)}`);
      return JSON.parse(res.text) as Record<string, unknown>;
    };
    const run = Date.now().toString(36);
    const ids: string[] = [];
    for (let k = 0; k < SHIFTS + WARMUP; k++) {
      const shift = await call('POST', '/api/shifts/open', { device: `bench-close-${run}-${k}`, float: { '1000': 5 } }, 201);
      ids.push(shift._id as string);
      // A bank drop, as most shifts have: the close sums the movements too.
      await call('POST', `/api/shifts/${ids[k]}/cash`, { kind: 'out', amount: 2000, reason: 'Bank deposit' }, 201);
    }
    console.log(`[${label}] ${SHIFTS + WARMUP} shifts open; adding ${SALES} sales to each (the seed's benchmark orders)…`);
    const t0 = performance.now();
    await fillShifts(database, ids);
    const prepareS = (performance.now() - t0) / 1000;
    console.log(`[${label}] sales ready in ${prepareS.toFixed(1)} s, ${loadAverage()}`);
    const close: number[] = [];
    const figures: number[] = [];
    for (const [k, id] of ids.entries()) {
      // The figures statement alone first, then the close (which runs it again under the shift's lock): the two see
      // the same warm pages, and the difference is what the close adds (the lock, the frozen row, the audit entry).
      const f0 = performance.now();
      const totals = await shiftTotals(database.db, id);
      const f = performance.now() - f0;
      const c0 = performance.now();
      const closed = await call('POST', `/api/shifts/${id}/close`, { counted: { '1000': 1 } }, 200);
      const c = performance.now() - c0;
      const sold = totals?.sales.reduce((n, m) => n + m.count, 0);
      if (sold !== SALES || closed.status !== 'closed') throw new Error(`shift ${id}: ${sold} sales counted, status ${String(closed.status)}`);
      if (k >= WARMUP) {
        close.push(c);
        figures.push(f);
      }
    }
    return { db: label, close: stats(close), figures: stats(figures), prepareS };
  } finally {
    await app.close();
  }
}

async function main() {
  if (!wanted('shifts', 'close')) return;
  const results: CloseResult[] = [];
  if (wantedDatabase('pglite')) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-shifts-pglite-'));
    try {
      const lite = await openDatabase({ dataDir: dir });
      try {
        results.push(await measure('PGlite', lite, dir));
      } finally {
        await lite.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const pg = wantedDatabase('postgres') ? startPostgres() : undefined;
  if (pg) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-shifts-pg-'));
    const server = await openPostgres(pg.url);
    try {
      results.push(await measure('PostgreSQL', server, dir));
    } finally {
      await server.close();
      pg.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const ms = (n: number) => n.toFixed(1).padStart(8);
  console.log(
    `\n${loadAverage()} at the end. Closing a shift of ${SALES} sales: ${SHIFTS} shifts after ${WARMUP} warm-up closes, ms; close = POST /api/shifts/{id}/close over HTTP, figures = the shift's figures statement alone (in process), just before its close\n`,
  );
  console.log(`${'database'.padEnd(11)} ${'close p50'} ${'close p95'} ${'close max'} ${'fig. p50'} ${'fig. p95'}  close/figures p95`);
  for (const r of results) {
    console.log(
      `${r.db.padEnd(11)} ${ms(r.close.p50)}  ${ms(r.close.p95)}  ${ms(r.close.max)} ${ms(r.figures.p50)} ${ms(r.figures.p95)}  ${(r.close.p95 / r.figures.p95).toFixed(2).padStart(17)}`,
    );
  }
  console.log('\nTarget: close p95 ≤ 300 ms on PGlite and on PostgreSQL.');
  agent.destroy();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
