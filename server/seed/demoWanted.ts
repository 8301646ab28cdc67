import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, customers } from '../domains/schema';

/** The demo store is made only in a database with no catalogue and no customers: never over a shop's own data. */
export async function demoWanted(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(categories);
  const [{ m }] = await db.select({ m: count() }).from(customers);
  return Number(n) === 0 && Number(m) === 0;
}
