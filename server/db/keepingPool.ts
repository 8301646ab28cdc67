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
 * connection; only errors without a PostgreSQL error code (a broken socket)
 * close it.
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

const refusedByDatabase = (err: unknown) => err instanceof pg.DatabaseError;
