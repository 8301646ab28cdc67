/**
 * `npm run bench:receive`: receiving a 200-line purchase (issue 21's budget:
 * under 300 ms), `POST /api/purchases/{id}/receive` with everything still to
 * receive, on the embedded database and on a PostgreSQL server, p50/p95 over
 * BENCH_RUNS receipts (each its own ordered purchase, so every one really
 * moves 200 items' stock and costs), printed beside the same number of
 * receipts of a 20-line purchase to show how the time grows with the lines.
 * BENCH_DB=pglite or postgres picks one database; BENCH_LINES changes 200.
 * Nothing asserts.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app';
import { openDatabase, openPostgres, type Database } from '../../server/db/client';
import { addProducts } from '../../server/seed/bulkProducts';
import { seedDemoIfEmpty } from '../../server/seed/demo';
import { stockMismatches } from '../../server/domains/inventory/ledger';
import { ensureOwner } from '../../server/domains/accounts/bootstrap';
import { wantedDatabase } from './lib/benchOnly';
import { loadAverage, request } from './lib/http';
import { startPostgres } from './lib/pgServer';
import { orderedPurchases } from './lib/receiveFixture';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const LINES = Number(process.env.BENCH_LINES ?? 200);
const OWNER = { email: 'bench@example.com', password: 'bench-password-1' };
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

interface Row {
  db: string;
  lines: number;
  p50: number;
  p95: number;
  ok: number;
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function receipts(port: number, token: string, ids: string[]): Promise<{ times: number[]; ok: number }> {
  const times: number[] = [];
  let ok = 0;
  for (const id of ids) {
    const t = performance.now();
    const res = await request(agent, port, 'POST', `/api/purchases/${id}/receive`, token, { receipt: randomUUID() });
    times.push(performance.now() - t);
    if (res.status === 200 || res.status === 201) ok++;
    else throw new Error(`receive: ${res.status} ${res.text}`);
  }
  return { times, ok };
}

async function measure(label: string, database: Database, dataDir: string): Promise<Row[]> {
  await seedDemoIfEmpty(database.db, undefined, { dataDir });
  const [{ n }] = (await database.raw('select count(*)::int as n from product_variants')) as { n: number }[];
  if (Number(n) < LINES) await addProducts(database, Math.ceil((LINES - Number(n)) / 4) + 1, 4);
  const app = await buildApp({ database, jwtSecret: 'bench-secret-bench-secret-bench-secret', dataDir });
  await ensureOwner(database.db, OWNER, app.log);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const login = await request(agent, port, 'POST', '/api/auth/login', undefined, OWNER);
  const token = JSON.parse(login.text).accessToken as string;
  const rows: Row[] = [];
  try {
    for (const lines of [20, LINES]) {
      // Warm-up: two receipts of the same size first.
      await receipts(port, token, await orderedPurchases(database, 2, lines));
      const { times, ok } = await receipts(port, token, await orderedPurchases(database, RUNS, lines));
      rows.push({ db: label, lines, p50: pct(times, 50), p95: pct(times, 95), ok });
      console.log(`[${label}] ${lines}-line receipts: p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms (${loadAverage()})`);
    }
    const wrong = await stockMismatches(database.db);
    console.log(`[${label}] check:stock after the receipts: ${wrong.length === 0 ? 'every figure matches its ledger' : `${wrong.length} figures off`}`);
  } finally {
    await app.close();
  }
  return rows;
}

async function main() {
  const rows: Row[] = [];
  if (wantedDatabase('pglite')) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-receive-'));
    const lite = await openDatabase({ dataDir: dir });
    try {
      rows.push(...(await measure('PGlite', lite, dir)));
    } finally {
      await lite.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const pg = wantedDatabase('postgres') ? startPostgres() : undefined;
  if (pg) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-receive-pg-'));
    const server = await openPostgres(pg.url);
    try {
      rows.push(...(await measure('PostgreSQL', server, dir)));
    } finally {
      await server.close();
      pg.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  console.log(`\nPOST purchases/{id}/receive, everything still to receive, ${RUNS} receipts each\n`);
  console.log(`${'database'.padEnd(11)} ${'lines'.padStart(5)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}  ${'per line p95'.padStart(12)}`);
  for (const r of rows) {
    console.log(
      `${r.db.padEnd(11)} ${String(r.lines).padStart(5)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)}  ${(r.p95 / r.lines).toFixed(2).padStart(12)}`,
    );
  }
  console.log('\nBudget: a 200-line purchase received in under 300 ms.');
  agent.destroy();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
