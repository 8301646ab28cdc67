/**
 * `npm run bench:rollup-triggers`: what keeping the rollups costs a sale in
 * the database, apart from the API's own work and the noise of a shared
 * machine (issue 23). The till writes an order in one statement (the order,
 * its lines, its payments and its stock movements, placeOrder.ts); this bench
 * writes the same statement, a copy of a seeded order, one at a time on one
 * connection, with the rollups kept two ways in turn:
 *
 *  - `statement`: the statement triggers with transition tables appending to the pending
 *    rollup rows (migrations 0021, 0024, what runs);
 *  - `off`: no rollup trigger (what the till cost before the rollups).
 *
 * Each round is a transaction rolled back, so every mode starts from the same
 * rollups; the modes alternate round by round and the medians are printed
 * side by side with their ratios to `off`. Always on a throwaway server
 * (scripts/pg-server.sh): the rounds change triggers. BENCH_TRIGGER_ROUNDS
 * (12) rounds of BENCH_TRIGGER_ORDERS (40) orders per mode, over
 * BENCH_TRIGGER_SEED (5,000) seeded orders. Nothing asserts.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPostgres } from '../../server/db/client';
import { addOrders } from '../../server/seed/bulkOrders';
import { seedDemoIfEmpty } from '../../server/seed/demo';
import { loadAverage, timingOf } from './lib/http';
import { startPostgres } from './lib/pgServer';

const ROUNDS = Number(process.env.BENCH_TRIGGER_ROUNDS ?? 12);
const PER_ROUND = Number(process.env.BENCH_TRIGGER_ORDERS ?? 40);
const SEED = Number(process.env.BENCH_TRIGGER_SEED ?? 5000);
const MODES = ['statement', 'off'] as const;
type Mode = (typeof MODES)[number];

/** The insert triggers of the rollups (the cancel and delete row triggers are the same in every mode). */
const INSERT_TRIGGERS = [
  'orders:orders_rollup_insert',
  'order_lines:order_lines_rollup_insert',
  'payments:payments_rollup',
  'stock_movements:stock_movements_rollup',
];

async function columns(client: pg.Client, table: string): Promise<string[]> {
  const res = await client.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' and column_name <> 'id' order by ordinal_position`,
    [table],
  );
  return res.rows.map((r) => r.column_name);
}

async function main() {
  // Never a shared database: the rounds drop and make triggers.
  delete process.env.DATABASE_URL;
  const pgServer = startPostgres();
  if (!pgServer) return;
  const database = await openPostgres(pgServer.url);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-triggers-'));
  const client = new pg.Client({ connectionString: pgServer.url });
  await client.connect();
  try {
    await seedDemoIfEmpty(database.db, undefined, { dataDir });
    await addOrders(database, SEED);
    // The copy of an order the till would write: the same columns, a new id and number, in one statement.
    const [oc, lc, pc, mc] = await Promise.all(['orders', 'order_lines', 'payments', 'stock_movements'].map((t) => columns(client, t)));
    const list = (cols: string[]) => cols.map((c) => `"${c}"`).join(', ');
    const with_ = (cols: string[], values: Record<string, string>) => cols.map((c) => values[c] ?? `"${c}"`).join(', ');
    const clone = `with o as (insert into orders (id, ${list(oc)}) select $2, ${with_(oc, { number: '$3' })} from orders where id = $1),
      l as (insert into order_lines (${list(lc)}) select ${with_(lc, { order_id: '$2' })} from order_lines where order_id = $1),
      p as (insert into payments (${list(pc)}) select ${with_(pc, { order_id: '$2', order_number: '$3' })} from payments where order_id = $1),
      m as (insert into stock_movements (${list(mc)}) select ${with_(mc, { order_id: '$2' })} from stock_movements where order_id = $1 and kind = 'sale')
      select 1`;
    const sources = (
      await client.query<{ id: string }>(
        `select id from orders where status <> 'cancelled' and exists (select 1 from payments p where p.order_id = orders.id) order by random() limit ${PER_ROUND}`,
      )
    ).rows.map((r) => r.id);
    const samples: Record<Mode, number[]> = { statement: [], off: [] };
    // The server process's own CPU time per order (/proc/{pid}/schedstat, ns on the CPU): unlike the wall time it does not count waiting for a CPU.
    const [{ pid }] = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows;
    const cpuNs = () => Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
    const cpu: Record<Mode, number[]> = { statement: [], off: [] };
    let n = 0;
    for (let round = 0; round < ROUNDS + 1; round++) {
      // Each round visits the modes in a different order, so none always runs first after a rollback.
      const order = MODES.map((_, i) => MODES[(i + round) % MODES.length]);
      for (const mode of order) {
        await client.query('begin');
        if (mode === 'off') for (const t of INSERT_TRIGGERS) await client.query(`alter table ${t.split(':')[0]} disable trigger ${t.split(':')[1]}`);
        const cpuBefore = cpuNs();
        for (const src of sources) {
          n += 1;
          const started = process.hrtime.bigint();
          await client.query(clone, [src, crypto.randomUUID(), `BENCH-${n}`]);
          // The first round warms the plans of every mode up and is not counted.
          if (round > 0) samples[mode].push(Number(process.hrtime.bigint() - started) / 1e6);
        }
        if (round > 0) cpu[mode].push((cpuNs() - cpuBefore) / 1e6 / sources.length);
        await client.query('rollback');
      }
    }
    const [{ lines }] = (
      await client.query<{ lines: string }>(
        `select round(avg(c), 1)::text as lines from (select count(*) as c from order_lines where order_id = any($1) group by order_id) x`,
        [sources],
      )
    ).rows;
    console.log(
      `\n${loadAverage()} at the end; PostgreSQL (own server, Unix socket); ${SEED} seeded orders; ${ROUNDS} rounds × ${PER_ROUND} orders per mode (${lines} lines each on average), one connection`,
    );
    console.log('ms per order statement (the order, its lines, payments and stock movements in one statement, as the till writes it)\n');
    const off = timingOf(samples.off);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const offCpu = median(cpu.off);
    console.log(
      `${'rollups kept by'.padEnd(34)} ${'wall p50'.padStart(9)} ${'wall p95'.padStart(9)} ${'÷ off'.padStart(6)}   ${'server CPU'.padStart(10)} ${'÷ off'.padStart(6)}`,
    );
    for (const mode of MODES) {
      const t = timingOf(samples[mode]);
      const c = median(cpu[mode]);
      const label = mode === 'statement' ? 'statement triggers (0024, now)' : 'no rollup triggers';
      console.log(
        `${label.padEnd(34)} ${t.p50.toFixed(2).padStart(9)} ${t.p95.toFixed(2).padStart(9)} ${(t.p50 / off.p50).toFixed(2).padStart(6)}   ${c.toFixed(3).padStart(10)} ${(c / offCpu).toFixed(2).padStart(6)}`,
      );
    }
    console.log('(server CPU: ms the PostgreSQL backend spent on the CPU per order, median of the rounds, /proc/{pid}/schedstat)');
  } finally {
    await client.end();
    await database.close();
    pgServer.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
