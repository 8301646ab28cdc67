import { and, Column, inArray, is, SQL } from 'drizzle-orm';
import { PgDialect, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { ID_IN } from '../../../common/filters';
import type { FieldDecl } from '../declaration';
import { fieldError, msg } from '../errors';
import { orderOf, whereOf } from '../listQuery';
import { linkSelection } from '../records';
import { isUuid } from '../uuid';
import type { ExportJob } from './job';

/** Rows per fetch: a batch is all an export holds at once (the memory budget of issue 2). */
export const EXPORT_BATCH = 1000;

const dialect = new PgDialect();

/** A statement written with Drizzle's `sql` template, as the text and parameters the drivers take. */
export function statementText(statement: SQL): { sql: string; params: unknown[] } {
  return dialect.sqlToQuery(statement);
}

/** How a selected value comes back as the record's value (what Drizzle's own mapping does). */
type Decode = (value: unknown) => unknown;

/** A computed value's `.mapWith()` (Drizzle keeps it on the SQL, out of its published types). */
type Mapping = { mapFromDriverValue(value: unknown): unknown };

function decoderOf(expr: AnyPgColumn | SQL): Decode {
  const mapping: Mapping | undefined = is(expr, Column) ? expr : is(expr, SQL) ? (expr as unknown as { decoder?: Mapping }).decoder : undefined;
  return mapping ? (value) => (value === null ? null : mapping.mapFromDriverValue(value)) : (value) => value;
}

/**
 * The records of a resource's export, a batch at a time, from ONE statement
 * (a cursor on it, server/db/cursor.ts): the list's search, filters and sort,
 * or the selected ids, and only the columns the file needs (plus `_id`, which
 * a child list's entries are found by). Each record is flat: `{_id, [field
 * key]: value}`, values as the list endpoint returns them.
 */
export async function* resourceRows(job: ExportJob, fields: FieldDecl[]): AsyncGenerator<Record<string, unknown>[]> {
  const { decl } = job.res;
  if (job.ids && !job.ids.every(isUuid)) throw fieldError('ids', msg('not_record_ids'));
  if (decl.reader) {
    yield* readerRows(job);
    return;
  }
  const where = and(
    whereOf(decl, job.params, job.app.shop.timeZone),
    job.ids ? inArray(decl.id, job.ids.length > 0 ? job.ids : ['00000000-0000-0000-0000-000000000000']) : undefined,
  );
  const swap = job.params.swap;
  const select: Record<string, AnyPgColumn | SQL> = { _id: decl.id };
  for (const f of fields) {
    if (f.child) continue;
    const expr = f.links ? linkSelection(f.links, decl.id) : (swap?.fields?.[f.key] ?? f.db ?? f.computed);
    if (expr) select[f.key] = expr as AnyPgColumn | SQL;
  }
  const keys = Object.keys(select);
  const decoders = keys.map((k) => decoderOf(select[k]));
  const query = job.app.db.db
    .select(select)
    .from(decl.table)
    .where(where)
    .orderBy(...orderOf(decl, job.params.sort, swap))
    .toSQL();
  for await (const batch of job.app.db.cursor(query.sql, query.params, EXPORT_BATCH)) {
    yield batch.map((cells) => {
      const record: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i += 1) record[keys[i]] = decoders[i](cells[i]);
      return record;
    });
  }
}

/**
 * A resource read by its own reader (declaration.ts `reader`: stock per
 * location) answers pages, not a statement: it is read a page of
 * EXPORT_BATCH at a time, as before.
 */
async function* readerRows(job: ExportJob): AsyncGenerator<Record<string, unknown>[]> {
  const reader = job.res.decl.reader!;
  const filters = job.ids ? { ...job.params.filters, [ID_IN]: job.ids.join(',') } : job.params.filters;
  if (job.ids?.length === 0) return;
  for (let page = 1; ; page += 1) {
    const rows = await reader.page(job.app.db.db, { ...job.params, filters, page, limit: EXPORT_BATCH }, job.viewer ?? {});
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < EXPORT_BATCH) return;
  }
}

/**
 * The rows of a statement written by hand (a report), a batch at a time from
 * one cursor; each row an array in the select list's order. Dates and times
 * arrive as PostgreSQL's text, numeric and bigint as text, integers as
 * numbers, json as values.
 */
export function statementRows(database: Database, statement: SQL): AsyncGenerator<unknown[][]> {
  const { sql, params } = statementText(statement);
  return database.cursor(sql, params, EXPORT_BATCH);
}
