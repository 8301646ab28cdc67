/**
 * `npm run bench:public-orders` (issue 38): the online shop's
 * `POST /api/public/orders` against the till's `POST /api/orders`, 20 clients
 * at once from a load client in its own process (lib/orderLoad.ts), against
 * one server, in one run. Target: public/till ≥ 0.7 in orders/s.
 *
 * Both place the same carts (one or two lines of the order benchmarks'
 * plenty shelves, lib/orderFixtures.ts) to the same delivery address in
 * Dhaka (district 47, thana Dhanmondi), each order from a phone of its own
 * (the shop's orders an hour per phone stay far away); the till's is a guest's
 * cash sale, the online shop's cash on delivery with its own Idempotency-Key.
 * The storefront's limits per address are off (`storefrontLimit: false`, as
 * the API tests run), so what is measured is the order, not the limiter.
 * Three modes, rounds taken in turn after a warm-up of each: the till; the
 * online shop with the phone's code off (Settings `onlineOtp` false: no SMS);
 * the online shop with the code on (each order also writes its code and
 * queues an SMS). Printed: orders/s, median of the rounds, the rounds, p95,
 * the server's CPU per order, and the ratios to the till.
 *
 * BENCH_DB=pglite or postgres runs on one database only (PostgreSQL: a
 * throwaway server unless DATABASE_URL names one); BENCH_PUBLIC_ORDERS
 * (orders a round, 400), BENCH_PUBLIC_ROUNDS (rounds of each mode, 3),
 * BENCH_CLIENTS (20). Nothing asserts but that every order was placed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PublicOrderInput } from '../../common/wire/onlineOrders';
import { buildApp } from '../../server/app';
import { openDatabase, openPostgres, type Database } from '../../server/db/client';
import { ensureOwner } from '../../server/domains/accounts/bootstrap';
import { seedDemoIfEmpty } from '../../server/seed/demo';
import { wantedDatabase } from './lib/benchOnly';
import type { Burst } from './lib/concurrent';
import { loadAverage, request } from './lib/http';
import { loadFromChild } from './lib/loadClient';
import { makeCarts, prepareOrderFixtures, type OrderFixtures } from './lib/orderFixtures';
import { startPostgres } from './lib/pgServer';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const ORDERS = Number(process.env.BENCH_PUBLIC_ORDERS ?? 400);
const ROUNDS = Number(process.env.BENCH_PUBLIC_ROUNDS ?? 3);
const WARMUP = 100;
const OWNER = { email: 'bench@example.com', password: 'bench-password-1' };
const STREET = 'House 12, Road 5';

const MODES = ['till', 'public, code off', 'public, code on'] as const;
type Mode = (typeof MODES)[number];

interface Round {
  burst: Burst;
  /** The server's CPU (this process) per order placed, ms. */
  cpu: number;
}

interface Result {
  db: string;
  rounds: Record<Mode, Round[]>;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** A phone of its own for every order of the run: 017 then 8 digits. */
let nextPhone = Math.floor(Math.random() * 50_000_000);
const newPhone = () => `017${String(nextPhone++ % 100_000_000).padStart(8, '0')}`;

/** One or two lines of the plenty shelves, the same for both routes. */
const cartsOf = (f: OrderFixtures, count: number, seed: number) => makeCarts(f, count, { seed }).map((c) => ({ items: c.items.slice(0, 2) }));

function bodies(mode: Mode, f: OrderFixtures, count: number, seed: number): unknown[] {
  return cartsOf(f, count, seed).map((cart, i) => {
    const phone = newPhone();
    const name = `Bench Customer ${i}`;
    if (mode === 'till') {
      return {
        cart,
        paymentMethod: 'cash',
        customer: 'guest',
        address: { name, phone, street: STREET, city: 'Dhaka', district: '47', thana: 'm47-dhanmondi' },
      };
    }
    const body: PublicOrderInput = {
      items: cart.items.map((l) => ({ product: l._id, ...(l.variant ? { variant: l.variant } : {}), qty: l.qty })),
      customer: { name, phone },
      address: { street: STREET, district: '47', thana: 'm47-dhanmondi' },
      payment: 'cod',
    };
    return body;
  });
}

async function measure(label: string, database: Database, dataDir: string): Promise<Result> {
  const demo = await seedDemoIfEmpty(database.db, undefined, { dataDir });
  if (demo) console.log(`[${label}] demo store: ${demo.products} products, ${demo.orders} orders`);
  const app = await buildApp({ database, jwtSecret: 'bench-secret-bench-secret-bench-secret', dataDir, storefrontLimit: false });
  const result: Result = { db: label, rounds: { till: [], 'public, code off': [], 'public, code on': [] } };
  try {
    await ensureOwner(database.db, OWNER, app.log);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const login = await request(agent, port, 'POST', '/api/auth/login', undefined, OWNER);
    const token = JSON.parse(login.text).accessToken as string;
    const f = await prepareOrderFixtures(database, 100);
    const otp = async (on: boolean) => {
      const res = await request(agent, port, 'PUT', '/api/settings', token, { onlineOtp: on });
      if (res.status !== 200) throw new Error(`settings: ${res.status} ${res.text}`);
    };
    const run = `${Date.now().toString(36)}-${label.toLowerCase()}`;
    // A warm-up of each, then the rounds with the modes in turn (each round starts with the next mode), so all three see the same load.
    const plan: { mode: Mode; warm: boolean }[] = [
      ...MODES.map((mode) => ({ mode, warm: true })),
      ...Array.from({ length: ROUNDS }, (_, r) => MODES.map((_m, k) => ({ mode: MODES[(r + k) % MODES.length], warm: false }))).flat(),
    ];
    console.log(
      `[${label}] till POST /api/orders and POST /api/public/orders (code off, on): ${ROUNDS} rounds of each of ${ORDERS} orders from ${CLIENTS} clients, after a warm-up of ${WARMUP} of each`,
    );
    let placedWeb = 0;
    let placedWithCode = 0;
    for (const [step, { mode, warm }] of plan.entries()) {
      if (mode !== 'till') await otp(mode === 'public, code on');
      const count = warm ? WARMUP : ORDERS;
      const cpu0 = process.cpuUsage();
      const b = await loadFromChild({
        port,
        clients: CLIENTS,
        keyPrefix: `${run}-${step}`,
        bodies: bodies(mode, f, count, 200 + step),
        ...(mode === 'till' ? { token } : { path: '/api/public/orders' }),
      });
      const used = process.cpuUsage(cpu0);
      const done = b.outcomes['201'] ?? 0;
      if (done !== count) throw new Error(`${mode}: ${JSON.stringify(b.outcomes)} ${b.firstError ?? ''}`);
      if (mode !== 'till') placedWeb += count;
      if (mode === 'public, code on') placedWithCode += count;
      const cpu = (used.user + used.system) / 1000 / count;
      console.log(
        `[${label}]   ${mode}${warm ? ' (warm-up)' : ''}: ${b.perSecond.toFixed(1)} orders/s, p95 ${b.p95.toFixed(1)} ms, server CPU ${cpu.toFixed(2)} ms an order`,
      );
      if (!warm) result.rounds[mode].push({ burst: b, cpu });
    }
    // Every online order is there, and each placed with the code on has its code and its SMS queued.
    const [{ web, codes, sms }] = (await database.raw(
      `select (select count(*) from orders where source = 'web')::int as web, (select count(*) from order_codes)::int as codes,
        (select count(*) from sms_messages s join order_codes c using (order_id))::int as sms`,
    )) as { web: number; codes: number; sms: number }[];
    console.log(`[${label}] online orders ${web} (placed ${placedWeb}), codes ${codes} and code SMS ${sms} (placed with the code on ${placedWithCode})`);
    await otp(true);
  } finally {
    await app.close();
  }
  return result;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function print(results: Result[]) {
  console.log(`\n${loadAverage()} at the end of the run`);
  console.log(
    `\nPOST orders, till against online shop (${CLIENTS} clients, load client in its own process, ${ORDERS} orders a round, modes in turn; orders/s, median of ${ROUNDS} rounds)\n`,
  );
  console.log(`${'database'.padEnd(11)} ${'mode'.padEnd(17)} ${'orders/s (rounds)'.padEnd(30)} ${'p95 ms'.padStart(7)} ${'CPU ms'.padStart(7)}  vs till`);
  for (const r of results) {
    const till = median(r.rounds.till.map((x) => x.burst.perSecond));
    for (const mode of MODES) {
      const rounds = r.rounds[mode];
      const rate = median(rounds.map((x) => x.burst.perSecond));
      const list = `${rate.toFixed(1)} (${rounds.map((x) => x.burst.perSecond.toFixed(1)).join(', ')})`;
      console.log(
        `${r.db.padEnd(11)} ${mode.padEnd(17)} ${list.padEnd(30)} ${median(rounds.map((x) => x.burst.p95))
          .toFixed(1)
          .padStart(7)} ${median(rounds.map((x) => x.cpu))
          .toFixed(2)
          .padStart(7)}  ${mode === 'till' ? '' : (rate / till).toFixed(2).padStart(7)}`,
      );
    }
  }
  console.log('\nTarget (issue 38): public/till ≥ 0.7 with 20 clients.');
}

async function main() {
  const results: Result[] = [];
  if (wantedDatabase('pglite')) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-public-orders-pglite-'));
    try {
      const lite = await openDatabase({ dataDir: dir });
      results.push(await measure('PGlite', lite, dir));
      await lite.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const pg = wantedDatabase('postgres') ? startPostgres() : undefined;
  if (pg) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-public-orders-pg-'));
    const server = await openPostgres(pg.url);
    try {
      results.push(await measure('PostgreSQL', server, dir));
    } finally {
      await server.close();
      pg.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  print(results);
  agent.destroy();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
