import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/rows';
import { applySqlRules, sqlRuleFiles } from '../db/sqlRules';
import { rollupDifferences } from '../domains/reports/rollupCheck';

/**
 * The SQL rules files (server/db/sqlRules.ts): a database built from scratch and
 * one upgraded from the oldest release, or from the release before the rules
 * had files of their own, end with the same functions, views and triggers; a
 * file is applied once, and again when its text changes.
 */

type AnyDb = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;
const MIGRATIONS = join(import.meta.dirname, '..', 'db', 'migrations');
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

/** An empty database on the engine the suite runs on. */
async function emptyDatabase(): Promise<{ db: AnyDb; migrate: (folder: string) => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    closers.push(() => client.close());
    const db = drizzlePglite(client);
    return { db: db as unknown as AnyDb, migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }) };
  }
  const name = `rules_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: dbUrl.toString(), max: 2 });
  closers.push(async () => {
    await pool.end();
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  const db = drizzlePg(pool);
  return { db: db as unknown as AnyDb, migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }) };
}

/** The migrations folder as a release of `count` migrations had it. */
function releaseOf(count: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  closers.push(async () => rmSync(dir, { recursive: true, force: true }));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journal = JSON.parse(readFileSync(join(dir, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  writeFileSync(join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  return dir;
}

/** What the database runs of its own: every function, view and trigger of the public schema, as PostgreSQL writes them back. */
async function catalogue(db: AnyDb): Promise<string[]> {
  const rows = await queryRows<{ def: string }>(
    db as never,
    sql`select 'function ' || p.proname || ': ' || pg_get_functiondef(p.oid) as def from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public' and p.prokind = 'f' and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
        union all
        select 'view ' || viewname || ': ' || definition from pg_views where schemaname = 'public'
        union all
        select 'trigger ' || t.tgname || ': ' || pg_get_triggerdef(t.oid) from pg_trigger t join pg_class c on c.oid = t.tgrelid
          join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and not t.tgisinternal
        order by 1`,
  );
  return rows.map((r) => r.def);
}

const journalLength = (JSON.parse(readFileSync(join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] }).entries;
/** The last release whose rules lived in the migrations (before the table that records the rules files). */
const beforeRulesFiles = journalLength.findIndex((e) => e.tag.endsWith('_sql_rules'));

describe('the SQL rules files', () => {
  it('leave a database built from scratch and one upgraded from an old release with the same functions, views and triggers', async () => {
    const scratch = await emptyDatabase();
    await scratch.migrate(MIGRATIONS);
    expect((await applySqlRules(scratch.db)).length).toBe(sqlRuleFiles().length);
    const built = await catalogue(scratch.db);
    expect(built.some((d) => d.startsWith('function sale_counts:'))).toBe(true);
    expect(built.some((d) => d.startsWith('function line_discount_share:'))).toBe(false);
    for (const release of [1, beforeRulesFiles]) {
      const upgraded = await emptyDatabase();
      await upgraded.migrate(releaseOf(release));
      await upgraded.migrate(MIGRATIONS);
      await applySqlRules(upgraded.db);
      expect(await catalogue(upgraded.db), `upgraded from release ${release}`).toEqual(built);
    }
  }, 180_000);

  it('are applied once, and again when a file changes: the reports rules then rebuild the rollups', async () => {
    const { db, migrate } = await emptyDatabase();
    await migrate(MIGRATIONS);
    await applySqlRules(db);
    expect(await applySqlRules(db)).toEqual([]);
    // A figure kept wrongly (as rules changed under kept rollups would leave it): the rollups no longer match the base tables.
    await db.execute(sql`insert into rollup_order_days_folded (day, location_id, payment_method, orders) values (current_date, gen_random_uuid(), 'cash', 1)`);
    expect((await rollupDifferences(db as never)).length).toBeGreaterThan(0);
    const files = sqlRuleFiles().map((f) => (f.file.endsWith('rollups.sql') ? { ...f, digest: `${f.digest}-changed` } : f));
    expect(await applySqlRules(db, files)).toEqual([join('domains', 'reports', 'sql', 'rollups.sql')]);
    expect(await rollupDifferences(db as never)).toEqual([]);
  }, 120_000);
});
