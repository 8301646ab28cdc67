import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * The rows of a plain SQL statement. Both drivers (pg and PGlite) answer
 * `execute` with `{ rows }`, which Drizzle's shared database type leaves
 * untyped; this says so once.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
