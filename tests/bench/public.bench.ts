/**
 * `npm run bench:public`: the storefront's page call, `GET /api/public/contents/home`,
 * on a published page of 100 blocks, over loopback HTTP with keep-alive, on
 * the embedded database (and on a PostgreSQL server when DATABASE_URL is set).
 * Warm: the page was read once before timing, as any storefront's second
 * visitor finds it. Budget (issue 10): 5 ms p95. Prints figures, asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PageBlock } from '../../common/content';
import { buildApp } from '../../server/app';
import { openPglite, openPostgres, type Database } from '../../server/db/client';
import { ensureOwner } from '../../server/domains/accounts/bootstrap';
import { percentile, timingOf } from './lib/http';

const RUNS = Number(process.env.BENCH_RUNS ?? 1000);
const WARMUP = 50;
const BLOCKS = 100;
const OWNER = { email: 'bench@example.com', password: 'bench-password-1' };

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function get(port: number, path: string, headers: Record<string, string> = {}): Promise<{ status: number; etag?: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method: 'GET', path, agent, headers }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, etag: res.headers.etag, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** A page of `n` blocks of the kinds a home page has, with their style props. */
function bigPage(n: number) {
  const content: PageBlock[] = Array.from({ length: n }, (_, i) => ({
    type: i % 3 === 0 ? 'Hero' : i % 3 === 1 ? 'Heading' : 'RichText',
    props: {
      id: `block-${i}`,
      title: `Eid collection ${i}`,
      text: 'Panjabi, saree and more for the whole family',
      content: '<p>Cotton and silk, made in Bangladesh.</p>',
      image: { src: '/uploads/hero.jpg', alt: 'Models in Eid clothes' },
      fontFamily: 'Hind Siliguri',
      fontWeight: 600,
      color: '#222222',
      lineHeight: 1.5,
      letterSpacing: 0,
      padding: { top: 16, right: 16, bottom: 16, left: 16 },
    },
  }));
  return { root: { props: { title: 'Home' } }, content, zones: {} };
}

async function timeCalls(port: number, headers: Record<string, string>, expect: number) {
  for (let i = 0; i < WARMUP; i++) await get(port, '/api/public/contents/home', headers);
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    const res = await get(port, '/api/public/contents/home', headers);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (res.status !== expect) throw new Error(`expected ${expect}, got ${res.status}`);
    bytes = res.bytes;
  }
  // timingOf sorts the samples, so the p99 is read from the same order.
  return { ...timingOf(times), p99: percentile(times, 99), bytes };
}

async function run(kind: string, database: Database) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-public-'));
  // Every call comes from this one address: the storefront's limit per address stays on the timed path, set past the runs.
  const app = await buildApp({ database, jwtSecret: 'bench-secret-that-is-long-enough-for-hs256', dataDir, storefrontLimit: { max: Number.MAX_SAFE_INTEGER } });
  try {
    await ensureOwner(database.db, OWNER, app.log);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: OWNER });
    const token = login.json().accessToken as string;
    const auth = { authorization: `Bearer ${token}` };
    const draft = (await app.inject({ method: 'GET', url: '/api/contents/home', headers: auth })).json();
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/contents/home?type=builder',
      headers: auth,
      payload: { version: draft.version, data: bigPage(BLOCKS) },
    });
    if (saved.statusCode !== 200) throw new Error(saved.body);
    await app.inject({ method: 'POST', url: '/api/contents/home/publish', headers: auth });
    const first = await get(port, '/api/public/contents/home');

    const full = await timeCalls(port, {}, 200);
    const notModified = await timeCalls(port, { 'if-none-match': first.etag ?? '' }, 304);
    const ms = (v: number) => `${v.toFixed(2)} ms`;
    console.log(`${kind}: GET /api/public/contents/home, ${BLOCKS} blocks (${(full.bytes / 1024).toFixed(1)} KiB), ${RUNS} calls, warm`);
    console.log(`  200 with body      p50 ${ms(full.p50)}  p95 ${ms(full.p95)}  p99 ${ms(full.p99)}`);
    console.log(`  304 If-None-Match  p50 ${ms(notModified.p50)}  p95 ${ms(notModified.p95)}  p99 ${ms(notModified.p99)}`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const pglite = await openPglite();
await run('PGlite (embedded)', pglite);
await pglite.close();
if (process.env.DATABASE_URL) {
  const pg = await openPostgres(process.env.DATABASE_URL);
  await run('PostgreSQL server', pg);
  await pg.close();
}
agent.destroy();
