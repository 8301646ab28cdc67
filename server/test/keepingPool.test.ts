import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeepingPool } from '../db/keepingPool';

/**
 * KeepingPool (server/db/keepingPool.ts) leans on three things of pg, which
 * is pinned to an exact version for it: the Pool builds its connections from
 * the `Client` class it is given; a client's callback form of `query` takes
 * (config, values, callback) and hands a query config (Drizzle's `rowMode:
 * 'array'`) through; and `release(err)` destroys a connection while
 * `release()` keeps it. These tests fail if a release of pg changes any of
 * them. PostgreSQL only: the embedded database does not use pg.
 */
const url = process.env.DATABASE_URL;

describe.runIf(!!url)('the pool of the PostgreSQL server', () => {
  let pool: KeepingPool;
  const backend = async () => ((await pool.query('select pg_backend_pid() as pid')) as pg.QueryResult<{ pid: number }>).rows[0].pid;

  beforeAll(() => {
    // One connection, so every statement runs on the same backend unless the pool drops it.
    pool = new KeepingPool({ connectionString: url, max: 1 });
  });
  afterAll(() => pool.end());

  it('answers the promise form with the rows, for plain text, parameters and a query config', async () => {
    const plain = (await pool.query('select 1 as one')) as pg.QueryResult<{ one: number }>;
    expect(plain.rows).toEqual([{ one: 1 }]);
    const withValues = (await pool.query('select $1::int + $2::int as sum', [2, 3])) as pg.QueryResult<{ sum: number }>;
    expect(withValues.rows).toEqual([{ sum: 5 }]);
    const arrays = (await pool.query({ text: 'select $1::text as a, 2 as b', values: ['x'], rowMode: 'array' } as pg.QueryConfig)) as pg.QueryResult;
    expect(arrays.rows).toEqual([['x', 2]]);
  });

  it('builds its connections from the callback client, and keeps the callback and promise forms of a checked-out client', async () => {
    const client = await pool.connect();
    try {
      expect(client).toBeInstanceOf(pg.Client);
      expect(client.constructor).not.toBe(pg.Client);
      const viaCallback = await new Promise<pg.QueryResult>((resolve, reject) =>
        client.query('select 7 as n', (err, res) => (err ? reject(err) : resolve(res))),
      );
      expect(viaCallback.rows).toEqual([{ n: 7 }]);
      await client.query('begin');
      await client.query('create temporary table kept (n int) on commit drop');
      await client.query('insert into kept values ($1)', [4]);
      expect((await client.query('select n from kept')).rows).toEqual([{ n: 4 }]);
      await client.query('commit');
    } finally {
      client.release();
    }
  });

  it('rejects with the database error, code and all, and keeps the connection the database refused a statement on', async () => {
    const before = await backend();
    const refused = await (pool.query('select 1/0') as Promise<unknown>).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(pg.DatabaseError);
    expect((refused as pg.DatabaseError).code).toBe('22012');
    expect(await backend()).toBe(before);
  });

  const terminate = async (pid: number) => {
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query('select pg_terminate_backend($1)', [pid]);
    } finally {
      await other.end();
    }
  };

  it('survives a connection ended while idle, and answers the next statement on a new one', async () => {
    const before = await backend();
    // pg emits 'error' on the pool for the idle connection; unheard, it would end the process.
    const noticed = new Promise((r) => pool.once('error', r));
    await terminate(before);
    await noticed;
    expect(await backend()).not.toBe(before);
  });

  it('drops a connection that broke under a statement, and answers the next statement on a new one', async () => {
    const before = await backend();
    const sleeping = (pool.query('select pg_sleep(5)') as Promise<unknown>).then(
      () => undefined,
      (err: unknown) => err,
    );
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      const asleep = async () => (await other.query("select 1 from pg_stat_activity where pid = $1 and query like 'select pg_sleep%'", [before])).rowCount;
      while ((await asleep()) === 0) await new Promise((r) => setTimeout(r, 20));
    } finally {
      await other.end();
    }
    await terminate(before);
    expect(await sleeping).toBeInstanceOf(Error);
    expect(await backend()).not.toBe(before);
  });
});
