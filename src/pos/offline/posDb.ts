import { openPosDb, type PosDb } from './db';

let opened: Promise<PosDb> | null = null;

/** The page's one connection to the till's IndexedDB; null where the browser has none. */
export function tillDb(): Promise<PosDb> | null {
  if (typeof indexedDB === 'undefined') return null;
  opened ??= openPosDb().catch((e: unknown) => {
    opened = null;
    throw e;
  });
  return opened;
}
