import { ConfigError } from './config';
import { DataFolderLockedError } from './db/dataFolderLock';

/**
 * How the server and the commands end on an error they cannot go on from: a
 * data folder held by another process is told in words (who holds it, what to
 * do, and the command's own `lockedHint`), anything else with its stack.
 */
export function exitOnError(err: unknown, lockedHint?: string): never {
  if (err instanceof DataFolderLockedError) {
    console.error(`\n${err.message}${lockedHint ? `\n\n${lockedHint}` : ''}\n`);
  } else if (err instanceof ConfigError) {
    console.error(`\n${err.message}\n`);
  } else {
    console.error(err);
  }
  process.exit(1);
}
