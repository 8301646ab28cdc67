import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sqlRules } from './sqlRulesTable';
import { SERVER_DIR } from '../serverDir';

/**
 * The SQL rules: the functions, views and triggers the database runs for the
 * server (the reports' rollups, the barcode registry, the phone histories,
 * who is let in...), kept as they stand now in one source file each, beside
 * the code of their domain: `server/db/sql/*.sql` (shared by all), then
 * `server/domains/<domain>/sql/*.sql`. The migrations keep the tables and the
 * data moves; a rule changed in a migration would be "the last CREATE OR
 * REPLACE wins" across files, which nobody can read.
 *
 * After the migrations, every file whose text changed since it was last
 * applied (its SHA-256 in `sql_rules`) is applied again, all in one
 * transaction, under an advisory lock so API processes starting together
 * apply it once. A file is statements separated by `--> statement-breakpoint`
 * lines (as the migrations are), each one idempotent: CREATE OR REPLACE, DROP
 * ... IF EXISTS before a CREATE. A file may end with the data work its change
 * needs (the reports' rules rebuild the rollups).
 */

const SERVER = SERVER_DIR;
const BREAK = /^--> statement-breakpoint$/m;

export interface SqlRuleFile {
  /** The path from `server/`, as stored in `sql_rules`. */
  file: string;
  text: string;
  digest: string;
}

function sqlFilesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => join(dir, name));
}

/** Every rules file, in the order they are applied: the shared ones, then each domain's, by name. */
export function sqlRuleFiles(): SqlRuleFile[] {
  const home = join(SERVER, 'domains');
  const domains = readdirSync(home, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  const paths = [...sqlFilesIn(join(SERVER, 'db', 'sql')), ...domains.flatMap((d) => sqlFilesIn(join(home, d, 'sql')))];
  return paths.map((path) => {
    const text = readFileSync(path, 'utf8');
    return { file: relative(SERVER, path), text, digest: createHash('sha256').update(text).digest('hex') };
  });
}

/** Applies the rules files whose text changed; the files applied. */
export async function applySqlRules(db: PgDatabase<PgQueryResultHKT, Record<string, unknown>>, files: SqlRuleFile[] = sqlRuleFiles()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sql_rules'))`);
    const held = new Map((await tx.select().from(sqlRules)).map((r) => [r.file, r.digest]));
    const changed = files.filter((f) => held.get(f.file) !== f.digest);
    for (const f of changed) {
      for (const statement of f.text.split(BREAK)) {
        if (statement.replace(/--[^\n]*/g, '').trim()) await tx.execute(sql.raw(statement));
      }
      await tx
        .insert(sqlRules)
        .values({ file: f.file, digest: f.digest })
        .onConflictDoUpdate({ target: sqlRules.file, set: { digest: f.digest, appliedAt: sql`now()` } });
    }
    return changed.map((f) => f.file);
  });
}
