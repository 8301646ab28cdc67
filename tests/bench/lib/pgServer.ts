import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The same server reached through its Unix socket (scripts/pg-server.sh puts
 * it in the server's folder, `pg-test-{port}-*`), as a PostgreSQL on the same
 * host is usually reached. On this 2-core VM a loopback TCP write costs about
 * 1.5 ms of CPU per order more than a socket write (README, "benchmarks").
 */
function socketUrl(tcpUrl: string): string | undefined {
  const port = /:(\d+)\//.exec(tcpUrl)?.[1];
  const root = process.env.TMPDIR ?? tmpdir();
  const dir = port ? readdirSync(root).find((name) => name.startsWith(`pg-test-${port}-`)) : undefined;
  return dir ? `postgres://postgres@/postgres?host=${encodeURIComponent(join(root, dir))}&port=${port}` : undefined;
}

/**
 * A throwaway PostgreSQL server for a benchmark (scripts/pg-server.sh), or the
 * one DATABASE_URL names. Undefined, with the reason printed, when there is none.
 * The throwaway server is reached through its Unix socket; BENCH_PG_TCP=1 uses
 * 127.0.0.1 instead.
 */
export function startPostgres(): { url: string; stop: () => void } | undefined {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: () => {} };
  try {
    const out = execFileSync('bash', ['scripts/pg-server.sh', 'start'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    const tcp = out.trim().replace(/^DATABASE_URL=/, '');
    const url = process.env.BENCH_PG_TCP === '1' ? tcp : (socketUrl(tcp) ?? tcp);
    console.log(`PostgreSQL for the benchmark: ${url === tcp ? 'TCP on 127.0.0.1' : 'its Unix socket'}`);
    return { url, stop: () => execFileSync('bash', ['scripts/pg-server.sh', 'stop', tcp], { stdio: 'inherit' }) };
  } catch {
    console.log('PostgreSQL server not available: its rows are skipped (scripts/pg-server.sh says why above).');
    return undefined;
  }
}
