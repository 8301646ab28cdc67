import { and, asc, desc, gt, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  ID_IN,
  LIST_PARAMS,
  isIsoDate,
  parseBetween,
  parseFilterKey,
  parseLast,
  splitAnyOf,
  type FilterOperator,
} from '../../common/filters';
import { DEFAULT_LIMIT, DEFAULT_SORT, type FilterDef } from '../../common/schema';
import type { FieldDecl, ResourceDecl } from './declaration';
import { fieldError } from './errors';
import { isListType } from './fieldTypes';

export interface ListParams {
  page: number;
  limit: number;
  sort: string;
  search?: string;
  filters: Record<string, string>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (v: string) => UUID.test(v);

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

/** The list query string, checked: anything the resource does not declare is a 400. */
export function parseListQuery(decl: ResourceDecl, query: Record<string, unknown>): ListParams {
  const filters: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if ((LIST_PARAMS as readonly string[]).includes(key)) continue;
    const text = asText(value);
    if (text === '') continue;
    filters[key] = text;
  }
  const search = asText(query.search ?? '').trim();
  if (search.length > 200) throw fieldError('search', 'must be at most 200 characters');
  const params: ListParams = {
    // The route's query schema has checked page and limit (whole numbers in range).
    page: Number(query.page ?? 1),
    limit: Number(query.limit ?? DEFAULT_LIMIT),
    sort: asText(query.sort ?? '') || decl.defaultSort || DEFAULT_SORT,
    filters,
    ...(search ? { search } : {}),
  };
  // Validate sort and filters now so a bad request fails before any SQL runs.
  orderOf(decl, params.sort);
  return params;
}

function fieldByKey(decl: ResourceDecl, key: string): FieldDecl | undefined {
  return decl.fields.find((f) => f.key === key);
}

/** `ORDER BY` for `name` / `-name`, with the id as a tie-breaker so pages never overlap. */
export function orderOf(decl: ResourceDecl, sort: string): SQL[] {
  const descending = sort.startsWith('-');
  const key = descending ? sort.slice(1) : sort;
  const field = fieldByKey(decl, key);
  if (!field?.db || field.writeOnly || isListType(field.type)) throw fieldError('sort', `cannot sort by "${key}"`);
  const dir = descending ? desc : asc;
  return [dir(field.db), dir(decl.id)];
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function contains(col: AnyPgColumn, text: string): SQL {
  return sql`${col} ILIKE ${`%${escapeLike(text)}%`}`;
}

function number(key: string, text: string): number {
  const n = Number(text);
  if (text.trim() === '' || !Number.isFinite(n)) throw fieldError(key, 'must be a number');
  return n;
}

function date(key: string, text: string): string {
  if (!isIsoDate(text)) throw fieldError(key, 'must be a date YYYY-MM-DD');
  return text;
}

/** Midnight of a calendar day in the store's time zone, as an instant. */
function dayStart(day: string, timeZone: string): SQL {
  return sql`(${day}::date::timestamp AT TIME ZONE ${timeZone})`;
}

function nextDayStart(day: string, timeZone: string): SQL {
  return sql`((${day}::date + 1)::timestamp AT TIME ZONE ${timeZone})`;
}

function dateCondition(key: string, col: AnyPgColumn, op: FilterOperator, value: string, tz: string): SQL {
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
      if (!b) throw fieldError(key, 'must be two dates joined by _');
      return sql`${col} >= ${dayStart(date(key, b[0]), tz)} AND ${col} < ${nextDayStart(date(key, b[1]), tz)}`;
    }
    case 'last': {
      const last = parseLast(value);
      if (!last) throw fieldError(key, 'must be days_N or months_N');
      return sql`${col} >= now() - ${`${last.count} ${last.unit}`}::interval`;
    }
  }
}

function rangeCondition(key: string, col: AnyPgColumn, op: FilterOperator, value: string): SQL {
  switch (op) {
    case 'gt':
      return gt(col, number(key, value));
    case 'lt':
      return lt(col, number(key, value));
    case 'gte':
      return gte(col, number(key, value));
    case 'lte':
      return lte(col, number(key, value));
    case 'btw': {
      const b = parseBetween(value);
      if (!b) throw fieldError(key, 'must be two numbers joined by _');
      return and(gte(col, number(key, b[0])), lte(col, number(key, b[1]))) as SQL;
    }
    default:
      return sql`${col} = ${number(key, value)}`;
  }
}

function anyOfCondition(key: string, field: FieldDecl, col: AnyPgColumn, value: string): SQL {
  const values = splitAnyOf(value);
  if (values.length === 0) throw fieldError(key, 'needs a value');
  if (field.type === 'data-select' || field.type === 'nested-select') {
    if (!values.every(isUuid)) throw fieldError(key, 'must be record ids');
  }
  if (isListType(field.type)) {
    // A list field matches when it holds any of the values.
    return sql`${col} ?| array[${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}]::text[]`;
  }
  return inArray(col, values);
}

function booleanCondition(key: string, col: AnyPgColumn, value: string): SQL | undefined {
  const values = splitAnyOf(value);
  if (!values.every((v) => v === 'true' || v === 'false')) throw fieldError(key, 'must be true or false');
  const set = new Set(values);
  if (set.size === 2) return undefined;
  return sql`${col} = ${set.has('true')}`;
}

/** One `key=value` filter as SQL. */
function filterCondition(decl: ResourceDecl, key: string, value: string, tz: string): SQL | undefined {
  if (key === ID_IN) {
    const ids = splitAnyOf(value);
    if (ids.length === 0 || !ids.every(isUuid)) throw fieldError(key, 'must be record ids');
    return inArray(decl.id, ids);
  }
  const { field: name, op } = parseFilterKey(key);
  const def = decl.filters.find((f) => f.field === name);
  const field = fieldByKey(decl, name);
  if (!def || !field?.db) throw fieldError(key, `is not a filter of ${decl.path}`);
  if (!OPERATORS[def.type].includes(op)) throw fieldError(key, `a ${def.type} filter does not take "${op}"`);
  const col = field.db;
  switch (def.type) {
    case 'boolean':
      return booleanCondition(key, col, value);
    case 'multi-select':
      return anyOfCondition(key, field, col, value);
    case 'text':
      return contains(col, value);
    case 'range':
      return rangeCondition(key, col, op, value);
    case 'date':
      return dateCondition(key, col, op, value, tz);
  }
}

/** The WHERE clause of a list: search over the searchable fields, and every filter. */
export function whereOf(decl: ResourceDecl, params: Pick<ListParams, 'search' | 'filters'>, timeZone: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (params.search && decl.searchColumn) {
    conditions.push(sql`${decl.searchColumn} LIKE ${`%${escapeLike(params.search.toLowerCase())}%`}`);
  } else if (params.search) {
    const cols = decl.search.map((k) => fieldByKey(decl, k)?.db).filter((c): c is AnyPgColumn => !!c);
    conditions.push(or(...cols.map((c) => contains(c, params.search as string))));
  }
  for (const [key, value] of Object.entries(params.filters)) {
    conditions.push(filterCondition(decl, key, value, timeZone));
  }
  return and(...conditions);
}
