import { createWriteStream } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataFolderLockedError } from '../db/dataFolderLock';
import { exitOnError } from '../exitOnError';
import { openBackup } from '../domains/ops/backup/archive';
import { backupFileName, makeBackup } from '../domains/ops/backup/makeBackup';
import { rm } from 'node:fs/promises';

/**
 * `npm run backup -- [file]`: one .tar.gz holding the database (plain SQL)
 * and the uploaded files, while the server keeps serving.
 *
 * - On a PostgreSQL server (DATABASE_URL): pg_dump reads one snapshot.
 * - On the embedded database with no server running: opens DATA_DIR itself.
 * - On the embedded database while the server has it open (only one process
 *   may): asks the server, POST /api/admin/backup, signed in as an owner
 *   (ADMIN_EMAIL and ADMIN_PASSWORD; BACKUP_SERVER_URL, default
 *   http://127.0.0.1:$PORT).
 *
 * The file is checked (as a restore would) before the command says it is done.
 */
async function fromServer(file: string): Promise<void> {
  const base = (process.env.BACKUP_SERVER_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`).replace(/\/+$/, '');
  const email = process.env.ADMIN_EMAIL;
  const password = process.env.ADMIN_PASSWORD;
  if (!email || !password) {
    throw new Error('A server has the data folder open: set ADMIN_EMAIL and ADMIN_PASSWORD (an owner) so the backup is made by the server, or stop it first');
  }
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`signing in to ${base} failed: ${login.status} ${await login.text()}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const res = await fetch(`${base}/api/admin/backup`, { method: 'POST', headers: { authorization: `Bearer ${accessToken}` } });
  if (!res.ok || !res.body) throw new Error(`the server refused the backup: ${res.status} ${await res.text()}`);
  const partial = `${file}.partial`;
  await pipeline(Readable.fromWeb(res.body as WebReadableStream<Uint8Array>), createWriteStream(partial));
  await rename(partial, file);
}

async function main() {
  const config = loadConfig(process.env);
  const file = resolve(process.argv[2] ?? `backups/${backupFileName()}`);
  await mkdir(dirname(file), { recursive: true });
  const started = Date.now();
  let how = 'pg_dump';
  if (config.databaseUrl) {
    const database = await openDatabase(config);
    try {
      await makeBackup(database, config.dataDir, file);
    } finally {
      await database.close();
    }
  } else {
    try {
      const database = await openDatabase(config);
      how = 'the embedded database, opened here';
      try {
        await makeBackup(database, config.dataDir, file);
      } finally {
        await database.close();
      }
    } catch (err) {
      if (!(err instanceof DataFolderLockedError)) throw err;
      how = 'the running server';
      await fromServer(file);
    }
  }
  const check = await openBackup(file);
  await rm(check.dir, { recursive: true, force: true });
  const uploads = check.manifest.files.length - 1;
  console.log(`backup: ${file} (${how}; database and ${uploads} uploaded files, checked) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((err: unknown) => exitOnError(err));
