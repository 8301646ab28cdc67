import { execFileSync } from 'node:child_process';
import { existsSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

export interface BeforeBuild {
  /** The commit, short, as `git rev-parse --short` writes it. */
  commit: string;
  /** Its built admin app, for the server's WEB_DIR. */
  distDir: string;
  remove(): void;
}

/**
 * `BENCH_BEFORE=<commit>`: the admin app as it was at that commit, built in a
 * git worktree under /tmp with this checkout's packages, so that one run
 * measures it beside the current build against the same server. Only the app
 * is taken from the commit: the server is this checkout's compiled one.
 */
export async function buildBefore(repoRoot: string, ref: string): Promise<BeforeBuild> {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
  const commit = git('rev-parse', '--short', ref);
  const dir = `/tmp/bench-before-${commit}`;
  if (!existsSync(dir)) git('worktree', 'add', '--detach', dir, commit);
  if (!existsSync(join(dir, 'node_modules'))) symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
  console.log(`building the admin app as of ${commit} (vite build in ${dir})...`);
  await build({ root: dir, logLevel: 'warn' });
  return {
    commit,
    distDir: join(dir, 'dist'),
    remove: () => void git('worktree', 'remove', '--force', dir),
  };
}
