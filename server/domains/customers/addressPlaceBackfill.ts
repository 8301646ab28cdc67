import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { suggestPlace } from '../../../common/places';
import type { Address, SavedAddress } from '../../../common/wire/address';
import { customers, dataMoves, orders } from '../schema';
import type { Db } from '../../db/client';

/**
 * Addresses stored before they named a district and thana (issue 37) gain
 * them where common/places' suggestPlace finds them in their city, street and
 * post code. A migration is SQL and cannot call it, so this runs at start,
 * after the migrations, beside the serving server.
 *
 * It walks each table by id, BACKFILL_BATCH rows a statement, and yields the
 * event loop every SLICE_MS between statements: the embedded database runs its statements
 * on the server's own thread, so a statement that had to find its rows among
 * many (a filter over every address) would hold it for as long as the scan;
 * a window of ids bounds each one, and the window's rows say whether their
 * address lacks a district. Only such addresses are read and placed.
 *
 * A row is written only when a suggestion adds something, with a conditional
 * update (the address as it was read), so running it again, from two
 * processes at once, or while staff edit the customer changes nothing twice
 * and overwrites nobody. An address it cannot place is left as it is (the
 * customers list's `addressIncomplete` filter shows whose). Once every row
 * was read the move is recorded in data_moves and never runs again. It is a
 * data move, not a staff change: no audit entry, and the rows' updatedAt are
 * left alone.
 */

export const BACKFILL_BATCH = 200;

/** The address with the suggested district and thana, or null when it has a district already or none is found. */
function placedFromSuggestion<A extends Address>(address: A): A | null {
  if (address.district) return null;
  const found = suggestPlace(address);
  if (!found) return null;
  return { ...address, district: found.district.id, ...(found.thana && !address.thana ? { thana: found.thana.id } : {}) };
}

interface Work<T> {
  table: PgTable;
  id: AnyPgColumn;
  column: AnyPgColumn;
  /** Whether a row's column holds an address without a district. */
  lacking: SQL;
  /** The column's new value, or null to leave the row. */
  place: (value: T) => T | null;
  /** Writes the new value if the row still holds what was read; how many rows it wrote (0 or 1). */
  write: (id: string, before: T, after: T) => Promise<number>;
}

/** The row's jsonb column still as it was read: a staff edit since wins. */
const unchanged = (column: AnyPgColumn, before: unknown) => sql`${column} = ${JSON.stringify(before)}::jsonb`;

/**
 * A turn of the event loop for requests once `SLICE_MS` have passed since the
 * last: the embedded database answers through promises that settle without
 * one (its statements run on this thread), so awaiting them alone lets no
 * request in.
 */
const SLICE_MS = 20;
function slicer(): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < SLICE_MS) return;
    await nextTurn();
    since = performance.now();
  };
}

async function backfill<T>(db: Db, work: Work<T>): Promise<number> {
  let after: string | null = null;
  let changed = 0;
  const breathe = slicer();
  for (;;) {
    const rows = (await db
      .select({ id: work.id, value: sql`case when ${work.lacking} then ${work.column} end` })
      .from(work.table)
      .where(after === null ? undefined : gt(work.id, after))
      .orderBy(asc(work.id))
      .limit(BACKFILL_BATCH)) as { id: string; value: T | null }[];
    for (const row of rows) {
      if (row.value === null) continue;
      const placed = work.place(row.value);
      if (!placed) continue;
      changed += await work.write(row.id, row.value, placed);
      await breathe();
    }
    if (rows.length < BACKFILL_BATCH) return changed;
    after = rows[rows.length - 1].id;
    await breathe();
  }
}

/** The move's name in data_moves. */
export const ADDRESS_PLACES_MOVE = 'address-places';

/**
 * Customers' addresses and orders' addresses placed; how many rows of each
 * changed, or null when the move had finished before (data_moves): addresses
 * saved since are staff's, who pick their place in the address dialog, and
 * are never filled behind their back.
 */
export async function backfillAddressPlaces(db: Db): Promise<{ customers: number; orders: number } | null> {
  const [done] = await db.select({ name: dataMoves.name }).from(dataMoves).where(eq(dataMoves.name, ADDRESS_PLACES_MOVE));
  if (done) return null;
  const customerRows = await backfill<SavedAddress[]>(db, {
    table: customers,
    id: customers.id,
    column: customers.addresses,
    lacking: sql`exists (select 1 from jsonb_array_elements(${customers.addresses}) as a(entry) where not (a.entry ? 'district'))`,
    place: (addresses) => {
      const placed = addresses.map((a) => placedFromSuggestion(a));
      return placed.some(Boolean) ? addresses.map((a, i) => placed[i] ?? a) : null;
    },
    write: async (id, before, after) =>
      (
        await db
          .update(customers)
          .set({ addresses: after })
          .where(and(eq(customers.id, id), unchanged(customers.addresses, before)))
          .returning({ id: customers.id })
      ).length,
  });
  const orderRows = await backfill<Address>(db, {
    table: orders,
    id: orders.id,
    column: orders.address,
    lacking: sql`jsonb_typeof(${orders.address}) = 'object' and not (${orders.address} ? 'district')`,
    place: placedFromSuggestion,
    write: async (id, before, after) =>
      (
        await db
          .update(orders)
          .set({ address: after })
          .where(and(eq(orders.id, id), unchanged(orders.address, before)))
          .returning({ id: orders.id })
      ).length,
  });
  const outcome = { customers: customerRows, orders: orderRows };
  // Written only once every row was read: a start cut short runs it again, harmlessly (each write is conditional).
  await db.insert(dataMoves).values({ name: ADDRESS_PLACES_MOVE, outcome }).onConflictDoNothing();
  return outcome;
}
