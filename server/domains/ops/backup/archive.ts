import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';

/**
 * A backup is one gzipped tar file:
 *
 *   manifest.json   format, when, which database, and every file's size and SHA-256
 *   database.sql    the plain-SQL dump (server/db/dump.ts)
 *   uploads/...     the uploaded files (DATA_DIR/uploads)
 *
 * The manifest lets a restore refuse a truncated, altered or foreign file
 * before it changes anything.
 */
export const BACKUP_FORMAT = 'shop-backup/1';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  database: { kind: 'pglite' | 'postgres' };
  files: Array<{ path: string; bytes: number; sha256: string }>;
}

/** A backup file that cannot be restored: the message says why, and nothing was changed. */
export class BackupRefused extends Error {}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Writes the backup to `file` (through a temporary name, so a half-written file never has the final name). */
export async function writeBackup(
  file: string,
  parts: { writeSql: (file: string) => Promise<void>; uploadsDir: string; kind: 'pglite' | 'postgres' },
): Promise<BackupManifest> {
  const staging = await mkdtemp(join(tmpdir(), 'backup-'));
  try {
    await parts.writeSql(join(staging, 'database.sql'));
    await mkdir(join(staging, 'uploads'));
    if (existsSync(parts.uploadsDir)) await cp(parts.uploadsDir, join(staging, 'uploads'), { recursive: true });
    const files = [];
    for (const full of [join(staging, 'database.sql'), ...(await filesUnder(join(staging, 'uploads')))]) {
      files.push({ path: relative(staging, full), bytes: (await stat(full)).size, sha256: await sha256(full) });
    }
    const manifest: BackupManifest = { format: BACKUP_FORMAT, createdAt: new Date().toISOString(), database: { kind: parts.kind }, files };
    await writeFile(join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await mkdir(dirname(file), { recursive: true });
    const partial = `${file}.partial`;
    // tar is loaded by the first backup or restore, not at every start (issue 40).
    const tar = await import('tar');
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, ['manifest.json', 'database.sql', 'uploads']);
    await rename(partial, file);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Unpacks and checks a backup into a new temporary folder: a file that is not
 * a gzipped tar, has no manifest of this format, or whose files do not match
 * their sizes and checksums is refused. The caller removes the folder.
 */
export async function openBackup(file: string): Promise<{ dir: string; manifest: BackupManifest; sql: () => Promise<string>; sqlFile: string }> {
  if (!existsSync(file)) throw new BackupRefused(`${file}: no such file`);
  const dir = await mkdtemp(join(tmpdir(), 'restore-'));
  try {
    try {
      const tar = await import('tar');
      await tar.extract({ file, cwd: dir, strict: true });
    } catch (err) {
      throw new BackupRefused(`${file} is not a complete backup (it may be truncated or not a backup at all): ${(err as Error).message}`);
    }
    let manifest: BackupManifest;
    try {
      manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
    } catch {
      throw new BackupRefused(`${file} has no readable manifest.json: it is not a backup of this shop's server`);
    }
    if (manifest.format !== BACKUP_FORMAT) throw new BackupRefused(`${file} is a backup of format "${String(manifest.format)}", not ${BACKUP_FORMAT}`);
    if (!manifest.files.some((f) => f.path === 'database.sql')) throw new BackupRefused(`${file} holds no database dump`);
    for (const f of manifest.files) {
      const full = join(dir, f.path);
      if (!full.startsWith(dir) || !existsSync(full)) throw new BackupRefused(`${file} lacks ${f.path}, which its manifest lists: it is incomplete`);
      if ((await stat(full)).size !== f.bytes || (await sha256(full)) !== f.sha256) {
        throw new BackupRefused(`${file}: ${f.path} does not match its checksum: the file is damaged`);
      }
    }
    return { dir, manifest, sql: () => readFile(join(dir, 'database.sql'), 'utf8'), sqlFile: join(dir, 'database.sql') };
  } catch (err) {
    // tar may still be closing files of a truncated archive as it fails, so the folder can fill again while it is
    // removed (ENOTEMPTY): retried, and never in place of the reason the backup was refused.
    await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }).catch(() => undefined);
    throw err;
  }
}
