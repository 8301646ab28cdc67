import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { portableLine, postgresProgram } from '../../../db/dump';

/** The dump's lines that load on this server (portableLine), `\n`-split so a `\r` inside a value stays as it was. */
async function* portableLines(prelude: string, sqlFile: string): AsyncGenerator<string> {
  yield prelude;
  let rest = '';
  for await (const chunk of createReadStream(sqlFile, { encoding: 'utf8', highWaterMark: 1 << 20 })) {
    const lines = (rest + (chunk as string)).split('\n');
    rest = lines.pop() ?? '';
    const kept = lines.filter(portableLine);
    if (kept.length > 0) yield `${kept.join('\n')}\n`;
  }
  if (rest && portableLine(rest)) yield `${rest}\n`;
}

/**
 * Loads a dump into a PostgreSQL database through `psql`, streamed from the
 * file, in one transaction (`--single-transaction` with ON_ERROR_STOP: the
 * first error rolls everything back). A dump of a million orders is
 * gigabytes, more than one query string (or a JavaScript string) may hold.
 * `prelude` runs first inside the same transaction (dropping the schemas a
 * forced restore replaces).
 */
export async function loadIntoPostgres(url: string, sqlFile: string, prelude = ''): Promise<void> {
  const psql = spawn(postgresProgram('psql'), ['--no-psqlrc', '--quiet', '--single-transaction', '--set', 'ON_ERROR_STOP=1', '--dbname', url, '--file', '-'], {
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let errors = '';
  psql.stderr.on('data', (chunk: Buffer) => {
    if (errors.length < 8192) errors += chunk.toString();
  });
  const exited = new Promise<number | null>((done, fail) => {
    psql.once('error', fail);
    psql.once('close', (code) => done(code));
  });
  // psql stops reading at the first error (and exits): the broken pipe is its answer, not ours.
  await pipeline(Readable.from(portableLines(prelude, sqlFile)), psql.stdin).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'EPIPE' && err.code !== 'ERR_STREAM_DESTROYED') throw err;
  });
  const code = await exited;
  if (code !== 0) throw new Error(`the dump did not load (psql exit ${code}), nothing was changed: ${errors.trim()}`);
}
