import { spawnSync } from 'node:child_process';
import { closeSync, constants, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database is one process's memory over a data folder: two
 * processes on one folder each work on their own copy and overwrite each
 * other's files (a product made through one is missing in the other, the same
 * last units sold twice). Every program that opens the folder (the server, the
 * seed, the stock check, migrations) takes this lock first and keeps it until
 * it exits, as a PostgreSQL server refuses a second postmaster on its folder.
 *
 * The lock is flock(2) on `DATA_DIR/lock`, which the kernel drops when the
 * last descriptor of the file is closed, so a process killed with SIGKILL
 * never leaves the folder locked. Node has no flock of its own; util-linux's
 * `flock` command (in every Debian) takes it for us on a descriptor we pass
 * it: the lock belongs to the open file description, which our process keeps
 * after the command exits. libuv opens files close-on-exec, so no other child
 * inherits the descriptor and outlives us holding the lock.
 */

export const LOCK_FILE = 'lock';

/** Who holds the folder, as its lock file says (written by the holder once it has the lock). */
export interface LockHolder {
  pid: number;
  startedAt: string;
  command: string;
}

export class DataFolderLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | undefined,
  ) {
    const who = holder ? `process ${holder.pid} (${holder.command}, started ${holder.startedAt})` : 'another process';
    super(
      [
        `The shop's data folder ${dataDir} is already open by ${who}.`,
        'Only one program at a time can open the embedded database. Either:',
        `  - stop that process first${holder ? ` (kill ${holder.pid}, or Ctrl+C in its terminal)` : ''}, then run this again;`,
        '  - or point DATA_DIR at another folder;',
        '  - or, to run several processes on one store, use a PostgreSQL server (DATABASE_URL).',
      ].join('\n'),
    );
    this.name = 'DataFolderLockedError';
  }
}

export interface DataFolderLock {
  release(): void;
}

function readHolder(path: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockHolder>;
    if (typeof holder.pid === 'number' && typeof holder.startedAt === 'string') {
      return { pid: holder.pid, startedAt: holder.startedAt, command: String(holder.command ?? 'unknown command') };
    }
  } catch {
    // Empty or being written by its holder: the message says "another process".
  }
  return undefined;
}

/** What the holder was started as, for the message a second process prints ("npm run serve", say). */
function commandName(): string {
  const script = process.env.npm_lifecycle_event;
  if (script) return `npm run ${script}`;
  return process.argv.slice(1).join(' ') || process.argv0;
}

/**
 * Takes the folder's lock at once or throws DataFolderLockedError naming the
 * holder; never waits. Nothing in the folder is changed when it is refused.
 */
export function lockDataFolder(dataDir: string): DataFolderLock {
  const path = join(dataDir, LOCK_FILE);
  const fd = openSync(path, constants.O_RDWR | constants.O_CREAT, 0o644);
  const taken = spawnSync('flock', ['--nonblock', '--exclusive', '--conflict-exit-code', '75', '3'], {
    stdio: ['ignore', 'ignore', 'pipe', fd],
  });
  if (taken.status !== 0) {
    closeSync(fd);
    if (taken.error) {
      throw new Error(`could not lock ${path}: the \`flock\` command (util-linux) is needed (${taken.error.message})`);
    }
    if (taken.status === 75) throw new DataFolderLockedError(dataDir, readHolder(path));
    throw new Error(`could not lock ${path}: ${taken.stderr.toString().trim() || `flock exited with ${taken.status}`}`);
  }
  const holder: LockHolder = { pid: process.pid, startedAt: new Date().toISOString(), command: commandName() };
  ftruncateSync(fd, 0);
  writeSync(fd, `${JSON.stringify(holder)}\n`, 0);
  let held = true;
  return {
    release() {
      if (!held) return;
      held = false;
      // Closing our last descriptor of the file drops the lock; the file stays for the next holder.
      closeSync(fd);
    },
  };
}
