import { and, asc, desc, gt, gte, inArray, lt, lte, or, sql, SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ID_IN, LIST_PARAMS, isIsoDate, parseBetween, parseFilterKey, parseLast, splitAnyOf, type FilterOperator } from '../../common/filters';
import { DEFAULT_LIMIT, DEFAULT_SORT, type FilterDef } from '../../common/resourceSpec';
import type { Db } from '../db/client';
import type { FieldDecl, ListParams, ListSwap, ResourceDecl, Viewer } from './declaration';
import { withinReach } from './locationScope';
import { fieldError, msg } from './errors';
import { isListType } from './fieldTypeWire';
import { qualified } from './qualified';
import { isUuid } from './uuid';
import { numberBounds } from './valueRules';

export type { ListParams } from './declaration';

/** A column, or the SQL a list swap reads in its place. */
type Readable = AnyPgColumn | SQL;

/** Operators each filter type accepts (ARCHITECTURE.md filters; spec §5 choices). */
const OPERATORS: Record<FilterDef['type'], FilterOperator[]> = {
  boolean: ['eq'],
  'multi-select': ['eq'],
  text: ['eq'],
  range: ['eq', 'gt', 'lt', 'gte', 'lte', 'btw'],
  date: ['eq', 'gt', 'lt', 'gte', 'lte', 'btw', 'last'],
};

function asText(value: unknown): string {
  return Array.isArray(value) ? value.map(String).join(',') : String(value ?? '');
}

/** Longest value of one filter (a list of ids of a full page fits). */
const MAX_FILTER_TEXT = 40_000;

/** The list query string, checked: anything the resource does not declare is a 400. */
export function parseListQuery(decl: ResourceDecl, query: Record<string, unknown>): ListParams {
  const filters: Record<string, string> = {};
  const swapParams = new Set((decl.listSwaps ?? []).map((v) => v.param));
  for (const [key, value] of Object.entries(query)) {
    if ((LIST_PARAMS as readonly string[]).includes(key) || swapParams.has(key)) continue;
    const text = asText(value);
    if (text === '') continue;
    if (text.length > MAX_FILTER_TEXT) throw fieldError(key, msg('max_length', { limit: MAX_FILTER_TEXT }));
    filters[key] = text;
  }
  const search = asText(query.search ?? '').trim();
  if (search.length > 200) throw fieldError('search', msg('max_length', { limit: 200 }));
  const params: ListParams = {
    // The route's query schema has checked page and limit (whole numbers in range).
    page: Number(query.page ?? 1),
    limit: Number(query.limit ?? DEFAULT_LIMIT),
    sort: asText(query.sort ?? '') || decl.defaultSort || DEFAULT_SORT,
    filters,
    ...(search ? { search } : {}),
  };
  // Validate sort and filters now so a bad request fails before any SQL runs (a reader checks its own).
  if (decl.reader) {
    const key = params.sort.replace(/^-/, '');
    if (!decl.reader.sortable.includes(key)) throw fieldError('sort', msg('cannot_sort', { key }));
  } else orderOf(decl, params.sort);
  return params;
}

/**
 * The list query string with the resource's list swaps read (ListSwapParam):
 * each declared parameter present is checked by its `read`, whose SQL then
 * replaces the fields it names in the select, the sort and the filters.
 */
export async function readListQuery(decl: ResourceDecl, query: Record<string, unknown>, db: Db, viewer: Viewer): Promise<ListParams> {
  const params = parseListQuery(decl, query);
  // The viewer's reach is part of every list, count, sum and export of the resource (one place, whereOf).
  if (decl.locationScope) params.within = withinReach(decl.locationScope, viewer);
  for (const swap of decl.listSwaps ?? []) {
    const value = asText(query[swap.param] ?? '');
    if (value === '') continue;
    const read = await swap.read(value, db, viewer);
    params.swap = {
      fields: { ...params.swap?.fields, ...read.fields },
      children: { ...params.swap?.children, ...read.children },
    };
  }
  return params;
}

/** What a list reads for a field: the swap's SQL when it swaps the field, else its column. */
const readOf = (field: FieldDecl, swap: ListSwap | undefined): Readable | undefined => swap?.fields?.[field.key] ?? field.db;

function fieldByKey(decl: ResourceDecl, key: string): FieldDecl | undefined {
  return decl.fields.find((f) => f.key === key);
}

/** A list can be sorted by a stored field that is neither a list nor write-only (the OpenAPI document's enum too). */
export const isSortable = (f: FieldDecl): boolean => !!f.db && !f.writeOnly && !isListType(f.type);

/** `ORDER BY` for `name` / `-name`, with the id as a tie-breaker so pages never overlap. */
export function orderOf(decl: ResourceDecl, sort: string, swap?: ListSwap): SQL[] {
  const descending = sort.startsWith('-');
  const key = descending ? sort.slice(1) : sort;
  const field = fieldByKey(decl, key);
  if (!field || !isSortable(field)) throw fieldError('sort', msg('cannot_sort', { key }));
  const dir = descending ? desc : asc;
  return [dir(readOf(field, swap)!), dir(decl.id)];
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function contains(col: Readable, text: string): SQL {
  return sql`${col} ILIKE ${`%${escapeLike(text)}%`}`;
}

/** A filter's number, checked against what its column can hold before it reaches SQL. */
function number(key: string, text: string, field: FieldDecl): number {
  const n = Number(text);
  if (text.trim() === '' || !/^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(text.trim()) || !Number.isFinite(n)) throw fieldError(key, msg('not_number'));
  const b = numberBounds(field);
  if (b.integer && !Number.isInteger(n)) throw fieldError(key, msg('not_whole_number'));
  if (n < b.min || n > b.max) throw fieldError(key, msg('between', { min: b.min, max: b.max }));
  return n;
}

/** A calendar day PostgreSQL takes: year 1 to 9999 (there is no year 0). */
function date(key: string, text: string): string {
  if (!isIsoDate(text) || text.startsWith('0000')) throw fieldError(key, msg('not_date'));
  return text;
}

/** Midnight of a calendar day in the shop's time zone, as an instant. */
function dayStart(day: string, timeZone: string): SQL {
  return sql`(${day}::date::timestamp AT TIME ZONE ${timeZone})`;
}

function nextDayStart(day: string, timeZone: string): SQL {
  return sql`((${day}::date + 1)::timestamp AT TIME ZONE ${timeZone})`;
}

function dateCondition(key: string, col: Readable, op: FilterOperator, value: string, tz: string): SQL {
  switch (op) {
    case 'eq':
      return sql`${col} >= ${dayStart(date(key, value), tz)} AND ${col} < ${nextDayStart(value, tz)}`;
    case 'gte':
      return sql`${col} >= ${dayStart(date(key, value), tz)}`;
    case 'gt':
      return sql`${col} >= ${nextDayStart(date(key, value), tz)}`;
    case 'lt':
      return sql`${col} < ${dayStart(date(key, value), tz)}`;
    case 'lte':
      return sql`${col} < ${nextDayStart(date(key, value), tz)}`;
    case 'btw': {
      const b = parseBetween(value);
      if (!b) throw fieldError(key, msg('filter_date_pair'));
      return sql`${col} >= ${dayStart(date(key, b[0]), tz)} AND ${col} < ${nextDayStart(date(key, b[1]), tz)}`;
    }
    case 'last': {
      const last = parseLast(value);
      if (!last) throw fieldError(key, msg('filter_last'));
      return sql`${col} >= now() - ${`${last.count} ${last.unit}`}::interval`;
    }
  }
}

function rangeCondition(key: string, field: FieldDecl, readable: Readable, op: FilterOperator, value: string): SQL {
  // As SQL, so a swap's expression compares as a column does.
  const col = sql`${readable}`;
  switch (op) {
    case 'gt':
      return gt(col, number(key, value, field));
    case 'lt':
      return lt(col, number(key, value, field));
    case 'gte':
      return gte(col, number(key, value, field));
    case 'lte':
      return lte(col, number(key, value, field));
    case 'btw': {
      const b = parseBetween(value);
      if (!b) throw fieldError(key, msg('filter_number_pair'));
      return and(gte(col, number(key, b[0], field)), lte(col, number(key, b[1], field))) as SQL;
    }
    default:
      return sql`${col} = ${number(key, value, field)}`;
  }
}

function anyOfCondition(key: string, field: FieldDecl, col: Readable, value: string): SQL {
  const values = splitAnyOf(value);
  if (values.length === 0) throw fieldError(key, msg('filter_needs_value'));
  if (field.type === 'data-select' || field.type === 'nested-select') {
    if (!values.every(isUuid)) throw fieldError(key, msg('not_record_ids'));
  }
  if (field.tree) {
    // The chosen nodes and everything below them.
    const { table, id, parent } = field.tree;
    const ids = sql.join(
      values.map((v) => sql`${v}::uuid`),
      sql`, `,
    );
    return sql`${col} in (with recursive below(id) as (select ${id} from ${table} where ${id} in (${ids}) union select ${id} from ${table} join below on ${parent} = below.id) select id from below)`;
  }
  if (isListType(field.type)) {
    // A list field matches when it holds any of the values.
    return sql`${col} ?| array[${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}]::text[]`;
  }
  return col instanceof SQL ? inArray(col, values) : inArray(col, values);
}

function booleanCondition(key: string, col: Readable, value: string): SQL | undefined {
  const values = splitAnyOf(value);
  if (!values.every((v) => v === 'true' || v === 'false')) throw fieldError(key, msg('not_boolean'));
  const set = new Set(values);
  if (set.size === 2) return undefined;
  return sql`${col} = ${set.has('true')}`;
}

/**
 * A multi-select filter on a computed field (the orders list's risk band):
 * the values must be the field's options; the condition is the field's SQL
 * `IN` them, so a resource gets it by declaring the filter. A boolean filter
 * compares the field's SQL with the value.
 */
function computedCondition(key: string, def: FilterDef, field: FieldDecl, computed: SQL, value: string): SQL | undefined {
  // A yes/no computed field (the customers' addressIncomplete) is filtered as a boolean column is.
  if (def.type === 'boolean') return booleanCondition(key, computed, value);
  if (def.type !== 'multi-select') throw fieldError(key, msg('filter_multi_select'));
  const values = splitAnyOf(value);
  if (values.length === 0) throw fieldError(key, msg('filter_needs_value'));
  const allowed = (field.options ?? def.options ?? []).map((o) => o.value);
  const unknown = values.find((v) => !allowed.includes(v));
  if (unknown !== undefined) throw fieldError(key, msg('not_choice', { value: unknown }));
  return field.computedFilter ? field.computedFilter(values) : inArray(computed, values);
}

/** One `key=value` filter as SQL. */
function filterCondition(decl: ResourceDecl, key: string, value: string, tz: string, swap?: ListSwap): SQL | undefined {
  if (key === ID_IN) {
    const ids = splitAnyOf(value);
    if (ids.length === 0 || !ids.every(isUuid)) throw fieldError(key, msg('not_record_ids'));
    return inArray(decl.id, ids);
  }
  const { field: name, op } = parseFilterKey(key);
  const def = decl.filters.find((f) => f.field === name);
  const field = fieldByKey(decl, name);
  if (!def || !(field?.db || field?.links || field?.computed)) throw fieldError(key, msg('not_filter_of', { resource: decl.path }));
  if (!OPERATORS[def.type].includes(op)) throw fieldError(key, msg('filter_operator', { type: def.type, operator: op }));
  if (field.links) {
    if (def.type !== 'multi-select') throw fieldError(key, msg('filter_multi_select'));
    const ids = splitAnyOf(value);
    if (ids.length === 0 || !ids.every(isUuid)) throw fieldError(key, msg('not_record_ids'));
    const { table, parent, target } = field.links;
    return sql`exists (select 1 from ${table} where ${parent} = ${qualified(decl.id)} and ${inArray(target, ids)})`;
  }
  if (!field.db && field.computed) return computedCondition(key, def, field, field.computed, value);
  const col = readOf(field, swap) as Readable;
  switch (def.type) {
    case 'boolean':
      return booleanCondition(key, col, value);
    case 'multi-select':
      return anyOfCondition(key, field, col, value);
    case 'text':
      return contains(col, value);
    case 'range':
      return rangeCondition(key, field, col, op, value);
    case 'date':
      return dateCondition(key, col, op, value, tz);
  }
}

/** The WHERE clause of a list: search over the searchable fields, and every filter. */
export function whereOf(decl: ResourceDecl, params: Pick<ListParams, 'search' | 'filters' | 'swap' | 'within'>, timeZone: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [decl.scope?.(), params.within];
  if (params.search && decl.searchColumn) {
    conditions.push(sql`${decl.searchColumn} LIKE ${`%${escapeLike(params.search.toLowerCase())}%`}`);
  } else if (params.search) {
    const cols = decl.search.map((k) => fieldByKey(decl, k)?.db).filter((c): c is AnyPgColumn => !!c);
    conditions.push(or(...cols.map((c) => contains(c, params.search as string))));
  }
  for (const [key, value] of Object.entries(params.filters)) {
    conditions.push(filterCondition(decl, key, value, timeZone, params.swap));
  }
  return and(...conditions);
}
