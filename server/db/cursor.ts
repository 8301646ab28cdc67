import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import Cursor from 'pg-cursor';
import { refusedByDatabase } from './keepingPool';

/**
 * One statement's rows a batch at a time, each row an array in the select
 * list's order, with dates, times and intervals left as the database's text
 * (as Drizzle reads them, so a column's own mapping turns them into values).
 * Stopping early (`return()` on the generator, a `for await` left by a
 * break or an error) closes the cursor and gives the connection back.
 */
export type RowCursor = (text: string, params: unknown[], batchSize: number) => AsyncGenerator<unknown[][]>;

/** Type ids whose text Drizzle maps itself: timestamp(tz), date, interval and their arrays. */
const AS_TEXT = new Set([1114, 1184, 1082, 1186, 1231, 1115, 1185, 1187, 1182]);
const asText = (value: string) => value;

/**
 * A PostgreSQL server: a server-side cursor (pg-cursor) on a connection held
 * for the export, so the rows come from one statement and one snapshot, and
 * only a batch is ever in memory. The connection goes back to the pool when
 * the rows end, or is closed if the export stopped mid-way on a broken
 * connection.
 */
export function postgresCursor(pool: pg.Pool): RowCursor {
  const types = {
    getTypeParser: ((id: number, format?: 'text' | 'binary') =>
      AS_TEXT.has(id) ? asText : pg.types.getTypeParser(id, format)) as typeof pg.types.getTypeParser,
  };
  return async function* rows(text, params, batchSize) {
    const client = await pool.connect();
    let failure: Error | undefined;
    const cursor = client.query(new Cursor<unknown[]>(text, params, { rowMode: 'array', types }));
    try {
      for (;;) {
        const batch = await cursor.read(batchSize);
        if (batch.length === 0) return;
        yield batch;
        if (batch.length < batchSize) return;
      }
    } catch (err) {
      if (!refusedByDatabase(err)) failure = err as Error;
      throw err;
    } finally {
      try {
        await cursor.close();
      } catch (err) {
        failure ??= err as Error;
      }
      client.release(failure);
    }
  };
}

const PGLITE_TEXT = Object.fromEntries([...AS_TEXT].map((id) => [id, asText]));
let cursors = 0;

/**
 * The embedded database has one session that every request shares, so a
 * cursor cannot sit in an open transaction (every other statement would run
 * inside it). A `WITH HOLD` cursor outlives its statement's transaction: its
 * rows are kept by the database at `DECLARE` (one statement, one snapshot)
 * and fetched a batch at a time between the other requests' statements;
 * `CLOSE` drops them however the export ends.
 */
export function pgliteCursor(client: PGlite): RowCursor {
  return async function* rows(text, params, batchSize) {
    cursors += 1;
    const name = `export_rows_${cursors}`;
    await client.query(`declare ${name} no scroll cursor with hold for ${text}`, params);
    try {
      for (;;) {
        const { rows: batch } = await client.query<unknown[]>(`fetch ${batchSize} from ${name}`, [], { rowMode: 'array', parsers: PGLITE_TEXT });
        if (batch.length === 0) return;
        yield batch;
        if (batch.length < batchSize) return;
      }
    } finally {
      await client.query(`close ${name}`).catch(() => {});
    }
  };
}
