import { execFileSync } from 'node:child_process';

/**
 * A throwaway PostgreSQL server for a benchmark (scripts/pg-server.sh), or the
 * one DATABASE_URL names. Undefined, with the reason printed, when there is none.
 */
export function startPostgres(): { url: string; stop: () => void } | undefined {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: () => {} };
  try {
    const out = execFileSync('bash', ['scripts/pg-server.sh', 'start'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    const url = out.trim().replace(/^DATABASE_URL=/, '');
    return { url, stop: () => execFileSync('bash', ['scripts/pg-server.sh', 'stop', url], { stdio: 'inherit' }) };
  } catch {
    console.log('PostgreSQL server not available: its rows are skipped (scripts/pg-server.sh says why above).');
    return undefined;
  }
}
