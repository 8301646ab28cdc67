import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inject } from 'vitest';

/**
 * The real server, or one of the project's commands, in a process of its own,
 * for tests about what happens between processes (crashes, a second opener of
 * the data folder, several servers on one PostgreSQL).
 */
export const root = resolve(import.meta.dirname, '../..');
export const ADMIN = { email: 'process@example.com', password: 'process-test-pass-1' };

export const sparePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

/**
 * A new data folder for a test's server processes. On the embedded database it
 * holds a copy of the migrated database globalSetup.ts made (`db`), as the
 * folder holds after a server's first start: a copy takes about 1 s where
 * initdb and the migrations take 6 to 15 s on a loaded machine, and these
 * tests are about what happens after the first start (locks, crashes, backups,
 * shutdown). The caller removes the folder.
 */
export async function newDataFolder(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  const template = process.env.DATABASE_URL ? undefined : inject('pgliteFolder');
  if (template) await cp(template, join(dir, 'db'), { recursive: true });
  return dir;
}

/** The environment of a test's server: no demo data, no admin app, a fixed owner and secret. */
export function serverEnv(port: number, env: Record<string, string>): NodeJS.ProcessEnv {
  const inherited = { ...process.env };
  // The embedded database unless the test names a PostgreSQL server itself.
  delete inherited.DATABASE_URL;
  return {
    ...inherited,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    WEB_DIR: join(root, 'no-web-dir'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'error',
    // A test's server is not judged by how busy the test machine is (a CI machine running two lanes at
    // once lags by seconds): it never answers 503 for load unless the test asks (opsHealth.test.ts).
    OVERLOAD_EVENT_LOOP_DELAY_MS: '3600000',
    JWT_SECRET: 'process-test-secret-long-enough-for-hs256',
    ...env,
  };
}

/**
 * Starts the server as `npm run serve` does, run by node itself so a signal
 * reaches the process that serves: `built`, a compiled server's main.js (the
 * one the API tests built from this source, globalSetup.ts, by default in
 * them), else `server/main.ts` under tsx's loader (the benchmarks).
 * `output` collects what it prints.
 */
export function spawnServer(
  port: number,
  env: Record<string, string>,
  built = process.env.VITEST ? inject('serverMain') : undefined,
): ChildProcess & { output: () => string } {
  return built ? spawnNode([built], serverEnv(port, env)) : spawnScript('server/main.ts', [], serverEnv(port, env));
}

// Every process a test started and that has not exited yet (see stopStrays).
const live = new Set<ChildProcess>();

/**
 * Kills what a failed test left running (its `finally` never reached the
 * stop): a server still holding the test's data folder would make the next
 * test fail for a reason of its own. For `afterEach` in files whose tests
 * each start their own processes.
 */
export async function stopStrays(): Promise<void> {
  const strays = [...live];
  for (const child of strays) child.kill('SIGKILL');
  await Promise.all(strays.map(stopped));
}

/** A TypeScript entry point of the project (`server/scripts/checkStock.ts`, say) with its arguments. */
export function spawnScript(script: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess & { output: () => string } {
  return spawnNode(['--import', 'tsx', script, ...args], env);
}

function spawnNode(args: string[], env: NodeJS.ProcessEnv): ChildProcess & { output: () => string } {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  live.add(child);
  child.once('exit', () => live.delete(child));
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return Object.assign(child, { output: () => output });
}

export const stopped = (child: ChildProcess) =>
  new Promise<number | null>((done) =>
    child.exitCode !== null || child.signalCode !== null ? done(child.exitCode) : child.once('exit', (code) => done(code)),
  );

/** Resolves once the server answers its health check; throws if it stops first. */
export async function untilServing(child: ChildProcess & { output: () => string }, port: number, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode}):\n${child.output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start in ${timeoutMs / 1000} s`);
}

export async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess & { output: () => string }> {
  const child = spawnServer(port, env);
  await untilServing(child, port);
  return child;
}

/** A client of one running server: sign in as the test's owner, then JSON calls with the token. */
export async function clientOf(port: number) {
  const base = `http://127.0.0.1:${port}/api`;
  const login = await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return (method: string, path: string, body?: unknown) =>
    fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}
