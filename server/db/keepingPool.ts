import pg from 'pg';

/**
 * A pg client whose promise form of `query` is the callback form wrapped in a
 * promise. pg's own promise form (`client.query(text)` without a callback)
 * makes the young objects of every query outlive the next garbage collection:
 * measured on a loop of list pages, each minor GC took 5 to 20 ms instead of
 * under 1 ms, and those pauses were the slow tail of every list the API
 * answers. Drizzle calls the promise form, outside and inside transactions.
 */
class CallbackClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config, values, callback] = args as [{ submit?: unknown } | string, unknown, unknown];
    const custom = typeof config === 'object' && config !== null && typeof config.submit === 'function';
    if (custom || typeof values === 'function' || typeof callback === 'function') return (super.query as (...a: unknown[]) => never)(...args);
    return new Promise((resolve, reject) => {
      (super.query as (...a: unknown[]) => unknown)(config, values, (err: Error | null, res: pg.QueryResult) => (err ? reject(err) : resolve(res)));
    }) as never;
  }
}

/**
 * pg's Pool closes a connection whenever a query sent through `pool.query`
 * fails, and the next query pays for a new one (a PostgreSQL backend to
 * start and sign in). A statement the database refused (a unique value
 * taken, an order refusing itself when a line is short) leaves a healthy
 * connection; any other error (a broken socket, the session ended) closes it.
 */
export class KeepingPool extends pg.Pool {
  constructor(config: pg.PoolConfig) {
    super({ ...config, Client: CallbackClient } as pg.PoolConfig);
    // A connection that breaks while idle (the server restarted, an administrator ended it) is
    // dropped by pg, and the next statement gets a new one. pg also emits 'error' on the pool for it,
    // and an 'error' event nobody listens to would end the whole API process.
    this.on('error', () => {});
  }

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

/**
 * The database refused the statement and the connection goes on (a unique
 * value taken, a check failed, a statement that refused itself). The classes
 * of SQLSTATE that end or doom the session (08 connection, 28 authorisation,
 * 57 operator intervention such as a shutdown or an administrator ending it,
 * 58 system, XX internal) arrive as DatabaseErrors too, but the connection is
 * gone with them: kept in the pool, it would fail the next statement and then
 * emit an error nobody listens to, which ends the process. The code, not the
 * severity, because PostgreSQL translates the severity's word.
 */
export const refusedByDatabase = (err: unknown) => err instanceof pg.DatabaseError && !/^(08|28|57|58|XX)/.test(err.code ?? '');
