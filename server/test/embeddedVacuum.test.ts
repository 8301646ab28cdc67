/**
 * The embedded database's own vacuum (db/maintenance.ts) goes table by table
 * with a turn of the event loop between them (issue 40): a request arriving
 * while it runs is answered between two tables, not after the whole database.
 */
import { readFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { openPglite, type Database } from '../db/client';
import { keepEmbeddedDatabaseTidy } from '../db/maintenance';

let database: Database;

beforeAll(async () => {
  // The suite's migrated copy; with DATABASE_URL (the PostgreSQL lane) there is none, and this embedded one is migrated here.
  const dump = inject('pgliteDump') as string | undefined;
  database = dump ? await openPglite(undefined, new Blob([await readFile(dump)])) : await openPglite();
}, 120_000);
afterAll(() => database.close());

test('every table is vacuumed and analysed, and timers run between the tables', async () => {
  const lines: string[] = [];
  let finished = () => {};
  const done = new Promise<void>((resolve) => (finished = resolve));
  // What the vacuum says, kept; its end is when it says it vacuumed (or failed).
  const log = { info: (_: unknown, msg: string) => (lines.push(msg), finished()), warn: (_: unknown, msg: string) => (lines.push(msg), finished()) };
  const stop = keepEmbeddedDatabaseTidy(database, log as unknown as FastifyBaseLogger);
  let ticks = 0;
  const ticker = setInterval(() => ticks++, 0);
  await done;
  stop();
  clearInterval(ticker);

  expect(lines).toEqual(['embedded database vacuumed']);
  const tables = (await database.raw("select relname, last_vacuum, last_analyze from pg_stat_user_tables where schemaname = 'public' order by relname")) as {
    relname: string;
    last_vacuum: Date | null;
    last_analyze: Date | null;
  }[];
  expect(tables.length).toBeGreaterThan(50);
  expect(tables.filter((t) => !t.last_vacuum || !t.last_analyze).map((t) => t.relname)).toEqual([]);
  // One statement for the whole database would let the ticker run about once; a turn between each table lets it run between them.
  expect(ticks).toBeGreaterThan(tables.length / 2);
});
