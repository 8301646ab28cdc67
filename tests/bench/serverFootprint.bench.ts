/**
 * `npm run bench:footprint` (issue 40): what the server costs a small shop's
 * machine. The server is built as `npm run build` builds it
 * (scripts/build-server.ts, into a folder of the run's own) and started as
 * a service starts it, with `npm run serve`'s environment and flags
 * (`node --max-semi-space-size=2 dist-server/main.js`), on:
 *
 * 1. a fresh data folder: initdb, the migrations and the demo store made;
 * 2. the same folder again (an existing shop);
 * 3. the same folder under `npm run serve` (npm and its shell counted too);
 * 4. a PostgreSQL server (DATABASE_URL, or a throwaway one), the demo store.
 *
 * For each: the time from the process's start to its first answer
 * (`/api/health` 200), the owner's sign-in, the memory at rest (the process tree's RSS summed,
 * once its CPU has stayed under 2 % of a core for 3 s), and the longest the
 * event loop was held from the first line to rest (monitorEventLoopDelay in
 * the process, lib/loopProbe.mjs, loaded with NODE_OPTIONS). Beside them the
 * floor: a bare node process holding the same PGlite folder open with the
 * server's options and nothing else (lib/pgliteFloor.mjs).
 *
 * Targets: at rest with the embedded store and the demo shop ≤ 300 MB for all
 * processes; with a PostgreSQL server the API process ≤ 150 MB; the first
 * answer ≤ 10 s on a fresh folder and ≤ 3 s on an existing one; no stretch
 * of the event loop over 100 ms. BENCH_DB=pglite or postgres runs one. Nothing asserts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildServer } from '../../scripts/build-server';
import { PGLITE_OPTIONS } from '../../server/db/client';
import { descendantsOf } from '../../server/test/processTree';
import { wantedDatabase } from './lib/benchOnly';
import { loadAverage } from './lib/http';
import { startPostgres } from './lib/pgServer';

const ROOT = resolve(import.meta.dirname, '../..');
const PROBE = join(import.meta.dirname, 'lib', 'loopProbe.mjs');
const FLOOR = join(import.meta.dirname, 'lib', 'pgliteFloor.mjs');
const REST_MAX_MS = 120_000;
const SETTLE_MS = 20_000;

interface Row {
  label: string;
  startMs: number | null;
  restMs: number | null;
  rssMb: number;
  /** The same 20 s later: V8 gives its young generation back only after a while idle. */
  settledMb: number | null;
  processes: number;
  /** The loop's longest stretch before the first answer (the port closed or not yet answering: nobody waits on it). */
  startLoopMs: number | null;
  /** …and from the first answer to rest: what a request arriving then would have waited. */
  loopMaxMs: number | null;
}

const tree = (pid: number): number[] => [pid, ...descendantsOf(pid).map((p) => p.pid)];

/** The tree's resident memory (MB) and its CPU so far (clock ticks). */
function measure(pid: number): { rssMb: number; ticks: number; processes: number } {
  let kb = 0;
  let ticks = 0;
  const pids = tree(pid);
  for (const p of pids) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8')
        .slice(readFileSync(`/proc/${p}/stat`, 'utf8').lastIndexOf(')') + 2)
        .split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return { rssMb: Math.round(kb / 1024), ticks, processes: pids.length };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function firstAnswer(port: number, child: ChildProcess, started: number): Promise<number | null> {
  while (Date.now() - started < 300_000) {
    if (child.exitCode !== null) return null;
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  return null;
}

/** Waits until the tree's CPU stayed under 2 % of a core for 3 s in a row; the time it took. */
async function untilRest(pid: number): Promise<number | null> {
  const started = Date.now();
  let quiet = 0;
  let last = measure(pid).ticks;
  while (Date.now() - started < REST_MAX_MS) {
    await sleep(1000);
    const now = measure(pid).ticks;
    // 100 ticks a second: under 2 ticks in a second is under 2 % of a core.
    quiet = now - last < 2 ? quiet + 1 : 0;
    last = now;
    if (quiet >= 3) return Date.now() - started;
  }
  return null;
}

/** The longest the server's loop was held so far (lib/loopProbe.mjs answers SIGUSR2 on stderr). */
async function loopMax(server: number, output: () => string): Promise<number | null> {
  const before = output().length;
  process.kill(server, 'SIGUSR2');
  for (let i = 0; i < 40; i++) {
    await sleep(50);
    const line = /LOOP (\{.*\})/.exec(output().slice(before));
    if (line) return (JSON.parse(line[1]) as { maxMs: number }).maxMs;
  }
  return null;
}

async function stop(child: ChildProcess, group = false) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  if (group) process.kill(-(child.pid as number), 'SIGTERM');
  else child.kill('SIGTERM');
  const timer = setTimeout(() => (group ? process.kill(-(child.pid as number), 'SIGKILL') : child.kill('SIGKILL')), 20_000);
  await exited;
  clearTimeout(timer);
}

/** The environment and node's arguments `npm run serve` gives the server (package.json): what a service runs it with. */
function serveCommand(): { env: Record<string, string>; args: string[] } {
  const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const words = scripts.serve.split(/\s+/);
  const env: Record<string, string> = {};
  while (/^[A-Z_]+=/.test(words[0])) {
    const [name, value] = (words.shift() as string).split('=');
    env[name] = value;
  }
  const [node, ...args] = words;
  if (node !== 'node' || args.at(-1) !== 'dist-server/main.js')
    throw new Error(`package.json's serve script is not \`node … dist-server/main.js\`: ${scripts.serve}`);
  return { env, args };
}

let nextPort = 3700 + Math.floor(Math.random() * 200);

async function runServer(label: string, app: string, env: Record<string, string>, viaNpm = false): Promise<Row> {
  const port = nextPort++;
  const fullEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_EMAIL: 'bench@example.com',
    ADMIN_PASSWORD: 'bench-password-1',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    LOG_LEVEL: 'warn',
    WEB_DIR: join(ROOT, 'no-web-dir'),
    NODE_OPTIONS: `--import ${PROBE}`,
    ...env,
  };
  const started = Date.now();
  const child = viaNpm
    ? spawn('npm', ['run', 'serve'], { cwd: app, env: fullEnv, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    : spawn(process.execPath, serveCommand().args, { cwd: app, env: { ...serveCommand().env, ...fullEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  try {
    const startMs = await firstAnswer(port, child, started);
    if (startMs === null) throw new Error(`${label}: the server did not answer:\n${output}`);
    // Under npm, the node process on the built file (npm and its script's shell are node and sh).
    const server = viaNpm
      ? (descendantsOf(child.pid as number).find((p) => /(^|\/)node$/.test(p.argv[0]) && p.argv.includes('dist-server/main.js'))?.pid as number)
      : (child.pid as number);
    // The probe answers and starts again: the start-up's stretch apart from the serving one's.
    const startLoopMs = await loopMax(server, () => output);
    // The owner signs in, as someone does soon after any start: argon2's 19 MiB a hash is then in the figure.
    const signIn = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: fullEnv.ADMIN_EMAIL, password: fullEnv.ADMIN_PASSWORD }),
    });
    if (!signIn.ok) throw new Error(`${label}: signing in answered ${signIn.status}: ${await signIn.text()}`);
    const restMs = await untilRest(child.pid as number);
    const { rssMb, processes } = measure(child.pid as number);
    await sleep(SETTLE_MS);
    const settledMb = measure(child.pid as number).rssMb;
    const loop = await loopMax(server, () => output);
    return { label, startMs, restMs, rssMb, settledMb, processes, startLoopMs, loopMaxMs: loop };
  } finally {
    await stop(child, viaNpm);
  }
}

async function floor(dataDir: string): Promise<Row> {
  const child = spawn(process.execPath, [FLOOR, join(dataDir, 'db')], {
    cwd: ROOT,
    env: { ...process.env, PGLITE_OPTIONS: JSON.stringify(PGLITE_OPTIONS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const started = Date.now();
  await new Promise<void>((done, fail) => {
    child.stdout?.on('data', (c: Buffer) => c.toString().includes('READY') && done());
    child.once('exit', (code) => fail(new Error(`the floor process stopped: ${code}`)));
  });
  const startMs = Date.now() - started;
  const restMs = await untilRest(child.pid as number);
  const { rssMb, processes } = measure(child.pid as number);
  await stop(child);
  return { label: 'floor: bare node + PGlite on the same folder', startMs, restMs, rssMb, settledMb: null, processes, startLoopMs: null, loopMaxMs: null };
}

function print(rows: Row[]) {
  console.log(`\n${loadAverage()} at the end of the run\n`);
  const head = ['first answer', 'rest after', 'RSS MB', '20 s on', 'procs', 'loop, start', 'loop, serving'];
  console.log(`${'server'.padEnd(46)} ${head.map((h) => h.padStart(13)).join(' ')}`);
  const s = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(1)} s`);
  const n = (v: number | null, unit = '') => (v === null ? '—' : `${v}${unit}`);
  for (const r of rows) {
    const cells = [s(r.startMs), s(r.restMs), n(r.rssMb), n(r.settledMb), n(r.processes), n(r.startLoopMs, ' ms'), n(r.loopMaxMs, ' ms')];
    console.log(`${r.label.padEnd(46)} ${cells.map((c) => c.padStart(13)).join(' ')}`);
  }
  console.log('\nTargets (issue 40): embedded store with the demo shop ≤ 300 MB at rest, all processes; PostgreSQL: the API process ≤ 150 MB;');
  console.log('first answer ≤ 10 s on a fresh folder, ≤ 3 s on an existing one; the loop never held over 100 ms while serving.');
  console.log('"loop, start" is before the first answer (nothing is answered then); "loop, serving" from it to the end of the run.');
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'bench-footprint-'));
  const rows: Row[] = [];
  try {
    // What a server machine keeps after `npm ci && npm run build`, less the source.
    const app = join(work, 'app');
    await buildServer(join(app, 'dist-server'));
    cpSync(join(ROOT, 'package.json'), join(app, 'package.json'));
    symlinkSync(join(ROOT, 'node_modules'), join(app, 'node_modules'), 'dir');
    if (wantedDatabase('pglite')) {
      const dataDir = join(work, 'data');
      rows.push(await runServer('embedded, fresh folder (demo store made)', app, { DATA_DIR: dataDir }));
      rows.push(await runServer('embedded, existing folder', app, { DATA_DIR: dataDir }));
      rows.push(await runServer('embedded, existing folder, `npm run serve`', app, { DATA_DIR: dataDir }, true));
      rows.push(await floor(dataDir));
    }
    const pg = wantedDatabase('postgres') ? startPostgres() : undefined;
    if (pg) {
      try {
        rows.push(await runServer('PostgreSQL server, first start (demo made)', app, { DATA_DIR: join(work, 'pg-data'), DATABASE_URL: pg.url }));
        rows.push(await runServer('PostgreSQL server, again', app, { DATA_DIR: join(work, 'pg-data'), DATABASE_URL: pg.url }));
      } finally {
        pg.stop();
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  print(rows);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
