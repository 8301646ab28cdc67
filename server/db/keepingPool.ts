import pg from 'pg';

/**
 * pg's Pool closes a connection whenever a query sent through `pool.query`
 * fails, and the next query pays for a new one (a PostgreSQL backend to
 * start and sign in). A statement the database refused (a unique value
 * taken, an order refusing itself when a line is short) leaves a healthy
 * connection; only errors without a PostgreSQL error code (a broken socket)
 * close it.
 */
export class KeepingPool extends pg.Pool {
  // Drizzle sends every statement outside a transaction through here, always in the promise form.
  override query(config: unknown, values?: unknown): never {
    return this.run(config, values) as never;
  }

  private async run(config: unknown, values?: unknown): Promise<pg.QueryResult> {
    const client = await this.connect();
    try {
      const result = await client.query(config as pg.QueryConfig, values as unknown[]);
      client.release();
      return result;
    } catch (err) {
      client.release(refusedByDatabase(err) ? undefined : (err as Error));
      throw err;
    }
  }
}

const refusedByDatabase = (err: unknown) => err instanceof pg.DatabaseError;
