/**
 * `npm run bench` (after api.bench.ts): the point of sale's performance budget
 * (issue 9), on the embedded database and on a PostgreSQL server, each call
 * printed beside the same statements sent straight through the driver.
 *
 *  - `cart-total`: `POST /api/orders/cart-total` p50/p95 for a three-line cart.
 *    Budget: p95 < 10 ms on PostgreSQL.
 *  - `place-order`: `POST /api/orders` with 20 clients at once from a load
 *    client in its own process (lib/orderLoad.ts): orders/s and p95, beside
 *    the same transaction through the driver with 20 clients; then 20 clients
 *    fighting over the last units of one product, and the shelves checked
 *    (no stock below zero, the ledger equal to the stock). Budget: ≥ 200
 *    orders/s on PostgreSQL with zero oversell.
 *  - `shift-orders`: the same 20 clients' `POST /api/orders` with shifts on
 *    (shiftRequired set; each client's sales name the open shift of its own
 *    till) and off, in rounds taken in turn (off, on, on, off, …), the
 *    medians printed side by side as on/off. Target: ≥ 0.95 (issue 36).
 *  - `orders-list`: the orders list (page of 16, filters, search) and its
 *    count at 1,000,000 orders (`npm run seed -- --orders`). Budget: < 50 ms p95.
 *
 * `BENCH_ONLY=orders` (or `cart-total`, `place-order`, `orders-list`, comma
 * separated) picks parts; BENCH_ORDERS, BENCH_RUNS, BENCH_LIST_RUNS,
 * BENCH_PLACE_ORDERS, BENCH_CLIENTS, BENCH_SHIFT_ORDERS (orders a round, 500),
 * BENCH_SHIFT_ROUNDS (rounds of each mode, 3) lower or raise the sizes; BENCH_DB=pglite or
 * postgres runs on one database only; BENCH_DATA_DIR and
 * DATABASE_URL reuse a database seeded before (the seeding is only topped up). Nothing asserts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CartInput } from '../../common/wire/orders';
import { buildApp } from '../../server/app';
import { openDatabase, openPostgres, type Database } from '../../server/db/client';
import { addOrders } from '../../server/seed/bulkOrders';
import { seedDemoIfEmpty } from '../../server/seed/demo';
import { ensureOwner } from '../../server/domains/accounts/bootstrap';
import { wanted, wantedDatabase } from './lib/benchOnly';
import { burst, type Burst } from './lib/concurrent';
import { loadAverage, request, timeSideBySide, type Timing } from './lib/http';
import { checkStock, customerOf, makeCarts, prepareOrderFixtures, type OrderFixtures, type StockCheck } from './lib/orderFixtures';
import { loadFromChild } from './lib/loadClient';
import { placeOrderSql, pgliteDriver, postgresDriver, readCart, Short, tillLocationSql, type SqlDriver } from './lib/orderSql';
import { ordersListCases } from './lib/ordersListCases';
import { startPostgres } from './lib/pgServer';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const LIST_RUNS = Number(process.env.BENCH_LIST_RUNS ?? 50);
const WARMUP = 10;
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const PLACE_ORDERS = Number(process.env.BENCH_PLACE_ORDERS ?? 2000);
const PLACE_WARMUP = 100;
const SHIFT_ORDERS = Number(process.env.BENCH_SHIFT_ORDERS ?? 500);
const SHIFT_ROUNDS = Number(process.env.BENCH_SHIFT_ROUNDS ?? 3);
const HOT_STOCK = 100;
const HOT_ORDERS = 300;
const OWNER = { email: 'bench@example.com', password: 'bench-password-1' };

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

interface Row {
  db: string;
  name: string;
  api: Timing;
  sql: Timing;
}

interface PlaceRow {
  db: string;
  name: string;
  api: Burst;
  sql?: Burst;
}

/** Orders/s of the rounds with shifts on and off (shift-orders). */
interface ShiftRounds {
  db: string;
  on: Burst[];
  off: Burst[];
}

interface Result {
  rows: Row[];
  place: PlaceRow[];
  shifts?: ShiftRounds;
  stock?: StockCheck & { hotStock: number };
  notes: string[];
}

async function measure(label: string, database: Database, dataDir: string, url?: string): Promise<Result> {
  const notes: string[] = [];
  const demo = await seedDemoIfEmpty(database.db, undefined, { dataDir });
  if (demo) console.log(`[${label}] demo store: ${demo.products} products, ${demo.orders} orders`);
  if (wanted('orders', 'orders-list')) {
    const [{ n }] = (await database.raw('select count(*)::int as n from orders')) as { n: number }[];
    if (Number(n) < ORDERS) {
      const t = performance.now();
      const added = await addOrders(database, ORDERS - Number(n));
      const line = `[${label}] ${added} orders seeded in ${((performance.now() - t) / 1000).toFixed(1)} s (npm run seed -- --orders ${ORDERS - Number(n)}), ${loadAverage()}`;
      console.log(line);
      notes.push(line);
    }
  }
  const app = await buildApp({ database, jwtSecret: 'bench-secret-bench-secret-bench-secret', dataDir });
  await ensureOwner(database.db, OWNER, app.log);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const login = await request(agent, port, 'POST', '/api/auth/login', undefined, OWNER);
  const token = JSON.parse(login.text).accessToken as string;
  const userId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub as string;
  const fixtures = await prepareOrderFixtures(database, HOT_STOCK);
  const driver: SqlDriver = url ? postgresDriver(url, CLIENTS) : pgliteDriver(database);
  const result: Result = { rows: [], place: [], notes };
  try {
    if (wanted('orders', 'cart-total')) result.rows.push(...(await cartTotal(label, port, token, userId, driver, fixtures)));
    if (wanted('orders', 'orders-list')) {
      for (const c of await ordersListCases(database, app.shop.timeZone)) {
        console.log(`[${label}] ${c.name}`);
        const check = await request(agent, port, 'GET', c.url, token);
        if (check.status !== 200) throw new Error(`${c.url}: ${check.status} ${check.text}`);
        const { api, sql } = await timeSideBySide(
          () => request(agent, port, 'GET', c.url, token),
          () => Promise.all(c.sql.map((s) => driver.query(s.text, s.params))),
          LIST_RUNS,
          WARMUP,
        );
        result.rows.push({ db: label, name: c.name, api, sql });
      }
    }
    if (wanted('orders', 'place-order')) {
      result.place.push(...(await placeOrders(label, port, token, userId, driver, fixtures)));
      result.stock = { ...(await checkStock(database, fixtures)), hotStock: HOT_STOCK };
    }
    if (wanted('orders', 'shift-orders')) result.shifts = await shiftOrders(label, database, port, token, fixtures);
  } finally {
    await driver.close();
    await app.close();
  }
  return result;
}

async function cartTotal(label: string, port: number, token: string, userId: string, driver: SqlDriver, f: OrderFixtures): Promise<Row[]> {
  // Two simple products and a variant, as a cashier's cart usually is.
  const cart: CartInput = {
    items: [
      { ...f.plenty[0], qty: 1 },
      { ...f.plenty[1], qty: 2 },
      { ...f.plenty[f.plenty.length - 1], qty: 1 },
    ],
  };
  console.log(`[${label}] cart-total`);
  const check = await request(agent, port, 'POST', '/api/orders/cart-total', token, cart);
  if (check.status !== 200) throw new Error(`cart-total: ${check.status} ${check.text}`);
  const { api, sql } = await timeSideBySide(
    () => request(agent, port, 'POST', '/api/orders/cart-total', token, cart),
    // As the endpoint does: the till's location, then the two reads together.
    async () => readCart(driver.query, cart, true, await tillLocationSql(driver.query, userId)),
    RUNS,
    WARMUP,
  );
  return [{ db: label, name: 'cart-total: 3 lines (2 products, 1 variant)', api, sql }];
}

async function placeOrders(label: string, port: number, token: string, userId: string, driver: SqlDriver, f: OrderFixtures): Promise<PlaceRow[]> {
  const run = `${Date.now().toString(36)}-${label.toLowerCase()}`;
  const bodies = (carts: CartInput[], from: number) => carts.map((cart, i) => ({ cart, paymentMethod: 'cash', customer: customerOf(f, from + i) }));
  const viaSql = (carts: CartInput[], prefix: string) =>
    burst(
      carts.length,
      CLIENTS,
      async (i) => {
        try {
          await placeOrderSql(driver, carts[i], { userId, key: `${prefix}-${i}`, customer: customerOf(f, i) });
          return '201';
        } catch (err) {
          if (err instanceof Short) return '409';
          throw err;
        }
      },
      '201',
    );

  console.log(`[${label}] POST orders: ${PLACE_WARMUP} warm-up orders, then ${PLACE_ORDERS} from ${CLIENTS} clients (load client in its own process)`);
  await loadFromChild({ port, token, clients: CLIENTS, keyPrefix: `${run}-warm`, bodies: bodies(makeCarts(f, PLACE_WARMUP, { seed: 1 }), 0) });
  const carts = makeCarts(f, PLACE_ORDERS, { seed: 2 });
  // The server runs in this process (the load client in its own): its CPU per order says what one order costs it.
  const cpu0 = process.cpuUsage();
  const api = await loadFromChild({ port, token, clients: CLIENTS, keyPrefix: `${run}-api`, bodies: bodies(carts, 0) });
  const cpu = process.cpuUsage(cpu0);
  console.log(
    `[${label}] server CPU per order: ${((cpu.user + cpu.system) / 1000 / PLACE_ORDERS).toFixed(2)} ms (user ${(cpu.user / 1000 / PLACE_ORDERS).toFixed(2)}, system ${(cpu.system / 1000 / PLACE_ORDERS).toFixed(2)})`,
  );
  console.log(`[${label}] the same transaction through the driver, ${CLIENTS} clients`);
  await viaSql(makeCarts(f, PLACE_WARMUP, { seed: 3 }), `${run}-sqlwarm`);
  const sql = await viaSql(carts, `${run}-sql`);

  console.log(`[${label}] ${HOT_ORDERS} orders from ${CLIENTS} clients for the last ${HOT_STOCK} units of one product`);
  const hot = await loadFromChild({
    port,
    token,
    clients: CLIENTS,
    keyPrefix: `${run}-hot`,
    bodies: bodies(makeCarts(f, HOT_ORDERS, { seed: 4, hot: true }), 0),
  });
  return [
    { db: label, name: `POST orders, ${CLIENTS} clients, ample stock`, api, sql },
    { db: label, name: `POST orders, ${CLIENTS} clients, ${HOT_STOCK} units hot`, api: hot },
  ];
}

/**
 * The till with shifts on against off (issue 36): the same carts from the same
 * 20 clients, rounds of each mode in turn (off, on, on, off, off, on…) after a
 * warm-up of each, so both see the same load on the shared machine. On: the
 * shop requires a shift (shiftRequired) and client c sells into the open
 * shift of its own till (`bench-till-c`), as 20 tills would; what it adds to a
 * sale is the shift read beside the cart and the payments' trigger taking a
 * share lock on the shift's row.
 */
async function shiftOrders(label: string, database: Database, port: number, token: string, f: OrderFixtures): Promise<ShiftRounds> {
  const run = `${Date.now().toString(36)}-${label.toLowerCase()}-shift`;
  const shifts: string[] = [];
  for (let c = 0; c < CLIENTS; c++) {
    const res = await request(agent, port, 'POST', '/api/shifts/open', token, { device: `bench-till-${run}-${c}`, float: { '1000': 5 } });
    if (res.status !== 201) throw new Error(`shifts/open: ${res.status} ${res.text}`);
    shifts.push(JSON.parse(res.text)._id as string);
  }
  const required = async (on: boolean) => {
    const res = await request(agent, port, 'PUT', '/api/settings', token, { shiftRequired: on });
    if (res.status !== 200) throw new Error(`settings: ${res.status} ${res.text}`);
  };
  const result: ShiftRounds = { db: label, on: [], off: [] };
  const modes = ['off', 'on', ...Array.from({ length: SHIFT_ROUNDS * 2 }, (_, i) => ((i + Math.floor(i / 2)) % 2 === 0 ? 'off' : 'on'))] as const;
  console.log(
    `[${label}] POST orders with shifts on and off: ${SHIFT_ROUNDS} rounds of each of ${SHIFT_ORDERS} orders from ${CLIENTS} clients, after a warm-up of each`,
  );
  try {
    for (const [round, mode] of modes.entries()) {
      await required(mode === 'on');
      const carts = makeCarts(f, round < 2 ? PLACE_WARMUP : SHIFT_ORDERS, { seed: 100 + round });
      const b = await loadFromChild({
        port,
        token,
        clients: CLIENTS,
        keyPrefix: `${run}-${round}`,
        bodies: carts.map((cart, i) => ({ cart, paymentMethod: 'cash', customer: customerOf(f, i) })),
        ...(mode === 'on' ? { shifts } : {}),
      });
      const done = b.outcomes['201'] ?? 0;
      if (done !== carts.length) throw new Error(`shift-orders, shifts ${mode}: ${JSON.stringify(b.outcomes)} ${b.firstError ?? ''}`);
      console.log(`[${label}]   shifts ${mode}${round < 2 ? ' (warm-up)' : ''}: ${b.perSecond.toFixed(1)} orders/s, p95 ${b.p95.toFixed(1)} ms`);
      if (round >= 2) result[mode].push(b);
    }
  } finally {
    await required(false);
  }
  // Every sale of an on round went into its client's shift: as many shift payments (one cash payment a sale) as sales.
  const sold = modes.reduce((n, mode, round) => n + (mode === 'on' ? (round < 2 ? PLACE_WARMUP : SHIFT_ORDERS) : 0), 0);
  const [{ n }] = (await database.raw('select count(*)::int as n from payments where shift_id = any($1::uuid[])', [shifts])) as { n: number }[];
  if (Number(n) !== sold) throw new Error(`shift-orders: ${sold} sales with shifts on, ${n} payments in the shifts`);
  return result;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (n: number) => n.toFixed(2).padStart(7);
const outcomes = (b: Burst) =>
  Object.entries(b.outcomes)
    .map(([k, v]) => `${v}×${k}`)
    .join(' ');

function print(results: Result[]) {
  const rows = results.flatMap((r) => r.rows);
  console.log(`\n${loadAverage()} at the end of the run\n`);
  for (const n of results.flatMap((r) => r.notes)) console.log(n);
  if (rows.length) {
    console.log(
      `\nTimes in ms (${RUNS} runs for cart-total, ${LIST_RUNS} for lists, after ${WARMUP} warm-up runs); API = HTTP over loopback, SQL = the endpoint's statements through the driver, the two timed in turn\n`,
    );
    console.log(`${'database'.padEnd(11)} ${'call'.padEnd(50)} ${'API p50'} ${'API p95'} ${'SQL p50'} ${'SQL p95'}  ratio p95`);
    for (const r of rows) {
      console.log(
        `${r.db.padEnd(11)} ${r.name.padEnd(50)} ${ms(r.api.p50)} ${ms(r.api.p95)} ${ms(r.sql.p50)} ${ms(r.sql.p95)}  ${(r.api.p95 / r.sql.p95).toFixed(2).padStart(9)}`,
      );
    }
  }
  const place = results.flatMap((r) => r.place);
  if (place.length) {
    console.log(
      `\nPOST orders (API: load client in its own process; SQL: the same transaction through the driver, ${CLIENTS} connections on PostgreSQL, one at a time on PGlite)\n`,
    );
    console.log(
      `${'database'.padEnd(11)} ${'run'.padEnd(42)} ${'API/s'.padStart(7)} ${'API p50'} ${'API p95'}  ${'SQL/s'.padStart(7)} ${'SQL p50'} ${'SQL p95'}  outcomes (API)`,
    );
    for (const p of place) {
      const sql = p.sql
        ? `${p.sql.perSecond.toFixed(0).padStart(7)} ${ms(p.sql.p50)} ${ms(p.sql.p95)}`
        : `${'-'.padStart(7)} ${'-'.padStart(7)} ${'-'.padStart(7)}`;
      console.log(
        `${p.db.padEnd(11)} ${p.name.padEnd(42)} ${p.api.perSecond.toFixed(0).padStart(7)} ${ms(p.api.p50)} ${ms(p.api.p95)}  ${sql}  ${outcomes(p.api)}${p.api.firstError ? ` first error: ${p.api.firstError}` : ''}`,
      );
    }
    for (const [i, r] of results.entries()) {
      if (!r.stock) continue;
      const db = r.place[0]?.db ?? String(i);
      const s = r.stock;
      const sold = r.place[1]?.api.outcomes['201'] ?? 0;
      const verdict =
        s.negative === 0 && s.mismatches === 0 && s.hotLeft >= 0 && sold + s.hotLeft === s.hotStock ? 'zero oversell' : 'OVERSOLD OR LEDGER WRONG';
      console.log(
        `${db}: hot product ${sold} sold of ${s.hotStock}, ${s.hotLeft} left; stock below zero: ${s.negative}; stock figures off the ledger: ${s.mismatches} → ${verdict}`,
      );
    }
  }
  const shifts = results.flatMap((r) => (r.shifts ? [r.shifts] : []));
  if (shifts.length) {
    console.log(`\nPOST orders with shifts on and off (${CLIENTS} clients, ${SHIFT_ORDERS} orders a round, rounds in turn; orders/s, median of the rounds)\n`);
    console.log(`${'database'.padEnd(11)} ${'shifts on (rounds)'.padEnd(34)} ${'shifts off (rounds)'.padEnd(34)} on/off  p95 on / off ms`);
    for (const s of shifts) {
      const rounds = (bs: Burst[]) => `${median(bs.map((b) => b.perSecond)).toFixed(1)} (${bs.map((b) => b.perSecond.toFixed(1)).join(', ')})`;
      const on = median(s.on.map((b) => b.perSecond));
      const off = median(s.off.map((b) => b.perSecond));
      console.log(
        `${s.db.padEnd(11)} ${rounds(s.on).padEnd(34)} ${rounds(s.off).padEnd(34)} ${(on / off).toFixed(2).padStart(6)}  ${median(s.on.map((b) => b.p95)).toFixed(1)} / ${median(s.off.map((b) => b.p95)).toFixed(1)}`,
      );
    }
  }
  console.log(
    '\nBudgets: cart-total p95 < 10 ms on PostgreSQL; ≥ 200 orders/s on PostgreSQL with zero oversell; orders list page < 50 ms p95 at 1,000,000 orders; shifts on/off ≥ 0.95.',
  );
}

async function main() {
  if (!wanted('orders', 'cart-total', 'place-order', 'orders-list', 'shift-orders')) return;
  const results: Result[] = [];
  // BENCH_DATA_DIR keeps the embedded database (seeded once, e.g. by `DATA_DIR=… npm run seed -- --orders 1000000`) for the next run.
  const kept = process.env.BENCH_DATA_DIR;
  const dir = kept ?? mkdtempSync(join(tmpdir(), 'bench-orders-pglite-'));
  try {
    if (wantedDatabase('pglite')) {
      const lite = await openDatabase({ dataDir: dir });
      results.push(await measure('PGlite', lite, dir));
      await lite.close();
    }
  } finally {
    if (!kept) rmSync(dir, { recursive: true, force: true });
  }
  const pg = wantedDatabase('postgres') ? startPostgres() : undefined;
  if (pg) {
    const dir2 = mkdtempSync(join(tmpdir(), 'bench-orders-pg-'));
    const server = await openPostgres(pg.url);
    try {
      results.push(await measure('PostgreSQL', server, dir2, pg.url));
    } finally {
      await server.close();
      pg.stop();
      rmSync(dir2, { recursive: true, force: true });
    }
  }
  print(results);
  agent.destroy();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
