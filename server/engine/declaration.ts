import { getTableColumns, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { BulkAction, ColumnSpec, FilterDef, ResourceSpec, RowAction, FieldSpec } from '../../common/resourceSpec';
import { RESOURCE_NAMES, type ResourcePath } from '../../common/resourceNames';
import type { Message } from '../../common/serverMessages';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { LinkTargets } from './linkField';

/**
 * The vocabulary a resource is declared in: the bottom layer of the engine,
 * importing none of it. Everything the engine derives from a declaration
 * (compile.ts) and does with it (repository.ts, routes.ts) reads these types.
 */

/**
 * A list field whose entries are rows of another table (a product's
 * variants). On the wire the record carries the list; the rows are read with
 * the record and written in the same transaction: entries with a known `_id`
 * are updated, new ones inserted, missing ones deleted.
 */
export interface ChildTableDecl {
  table: PgTable;
  id: AnyPgColumn;
  /** The column that points at the parent record. */
  parent: AnyPgColumn;
  /** The column that keeps the entries' order. */
  position: AnyPgColumn;
  /** The fields of one entry, each with its column in `table`. */
  fields: FieldDecl[];
  /** Most entries a record may hold. */
  limit: number;
  /** Parent columns kept equal to a sum over the entries (a variable product's stock), when `when` holds. */
  sums?: { parent: AnyPgColumn; child: AnyPgColumn; when?: SQL }[];
  /**
   * Rules across an entry's fields or between entries (a variant must be its
   * product's; an item listed once), checked once every entry's own fields
   * passed: each problem names the entry's position and field.
   */
  checkEntries?: (db: Db, entries: ChildEntry[]) => Promise<{ index: number; field: string; message: Message }[]>;
}

/** A list of ids of another resource, kept in a join table (a product's collections). */
export interface LinkTableDecl {
  table: PgTable;
  /** The join table's column pointing at this record. */
  parent: AnyPgColumn;
  /** The join table's column pointing at the linked record. */
  target: AnyPgColumn;
}

/** What a field's hooks can reach. */
export interface FieldContext {
  db: Db;
  mode: 'create' | 'update';
}

/**
 * One field of a resource: the field spec the admin app sees (common/resourceSpec.ts)
 * plus where it lives in the database. Everything else about the field
 * (validation, serialisation, filters, export) is derived from its type.
 */
export interface FieldDecl extends Omit<FieldSpec, 'viewType' | 'column'> {
  viewType?: FieldSpec['viewType'];
  /** Table column, with defaults from the field type; absent: not a column. */
  column?: Partial<ColumnSpec>;
  /** The database column the value lives in; absent for computed fields. */
  db?: AnyPgColumn;
  /** A read-only value computed in SQL (counts of related records). */
  computed?: SQL;
  /**
   * The condition of a filter on a computed field for the chosen values, when
   * the database can answer it better than `computed IN (values)` (which it
   * must work out for every row it walks): the orders list's risk band.
   */
  computedFilter?: (values: string[]) => SQL;

  /** Turn the value into what is stored (hash a password). */
  toStored?: (value: unknown, ctx: FieldContext) => Promise<unknown>;
  /** A regular expression the text must match, and what to say when it does not. */
  pattern?: { regex: string; message: Message };
  /**
   * A copy (`PUT copy/{id}`) leaves this field empty, for the resource's
   * hooks to fill (a product's SKU and barcode). Without it a field is copied;
   * a unique one is given a free value (ResourceRepository.copy).
   */
  onCopy?: 'clear';
  /** Rich text: sanitise the HTML before storing. */
  html?: boolean;
  /** Entries stored as rows of another table (`type: 'variant'`). */
  child?: ChildTableDecl;
  /** Ids stored in a join table (a `data-select` with `multiple`). */
  links?: LinkTableDecl;
  /**
   * A reference into a tree (a product's category): filtering by a node also
   * finds the records of every node below it.
   */
  tree?: { table: PgTable; id: AnyPgColumn; parent: AnyPgColumn };
  /** Other unique constraints (or primary keys) a taken value of this field breaks, for the 409. */
  constraints?: string[];
  /** A `link`: where each type of link it may hold points (its records must exist). */
  linkTargets?: LinkTargets;
}

/**
 * What a list reads instead of some fields, for one request: SQL by wire key
 * for the record's own fields, and by child list key then entry key for the
 * entries of a child list. The select, the sort and the filters all read it,
 * so a list sorted or filtered by a swapped field agrees with what it shows.
 */
export interface ListSwap {
  fields?: Record<string, SQL>;
  children?: Record<string, Record<string, SQL>>;
}

/**
 * A query parameter of a list that changes what its rows say, not which rows
 * it finds: the products list asked for one location's stock (the till's,
 * issue 21). Declared on the resource, so the list's query schema validates
 * and documents it like `page` or `sort`; `read` checks the value (a 400
 * naming the parameter) and answers the swap. It is not a filter: a filter
 * narrows the rows and keeps their values, this keeps the rows and swaps
 * values, which no filter operator can say.
 */
export interface ListSwapParam {
  /** The query parameter (not a field key, nor page, limit, sort or search). */
  param: string;
  /** Its JSON schema (validated, and shown in the OpenAPI document with its description). */
  schema: Record<string, unknown>;
  read(value: string, db: Db, viewer: Viewer): Promise<ListSwap>;
}

/** A list's query as the routes parsed it (listQuery.ts checks it). */
export interface ListParams {
  page: number;
  limit: number;
  sort: string;
  search?: string;
  filters: Record<string, string>;
  /** What the declared list swaps asked for read instead of some fields (ListSwapParam). */
  swap?: ListSwap;
  /** The rows the caller may reach at all (the resource's location scope for them). */
  within?: SQL;
}

/** Who reads: a reader may show each person a different part of its rows (a cashier sees their own location's stock). */
export interface Viewer {
  userId?: string;
  /** The session of the caller's token: with the user, what `current_access` reads the permissions of now. */
  sessionId?: string;
}

/**
 * A resource whose rows are not the rows of one table, read by a query of its
 * own (the inventory: a row per variant or simple product, with its stock at
 * each location). The engine still serves its spec, list, count and export
 * from the declaration; the reader answers the rows. Its fields carry no
 * `db`: the reader checks the sort, search and filter keys itself (a 400
 * naming the key, as the engine does) and makes the whole statement.
 */
export interface ResourceReader {
  /** One page of records (`page` and `limit` of the params). */
  page(db: Db, params: ListParams, viewer: Viewer): Promise<WireRecord[]>;
  /** The count of all matches; with `cap`, counting may stop one past it (the declaration's `countCap`). */
  count(db: Db, params: Pick<ListParams, 'search' | 'filters'>, viewer: Viewer, cap?: number): Promise<number>;
  /**
   * Fields made from the rows of another table, read at each `get/schema` and
   * export (a stock column per location: locations are data, so are their
   * columns). Their values sit at their dotted keys in each record.
   */
  fieldsFrom?(db: Db, viewer: Viewer): Promise<FieldDecl[]>;
  /** The keys of `fieldsFrom`'s fields as a pattern (`^stockAt\\.<uuid>$`), for the export's document. */
  fieldsFromKeys?: string;
  /** The JSON schema of one record, when it holds what the fields cannot declare (the figures per location). */
  record?: object;
  /** Keys the list can be sorted by (the OpenAPI document's enum). */
  sortable: string[];
}

/**
 * A resource whose records belong to locations (orders, returns, payments,
 * transfers): a user reaches a record only when one of its location columns
 * is the user's own location (theirs if set and active, else the main one,
 * where their till sells), unless their role holds `lift`. The engine adds it
 * to every list, count, sum, export and read of the resource, and checks it
 * before and after every write (another's record is 404; a write that would
 * leave the user's location is 403).
 */
export interface LocationScope {
  /** Columns (or SQL) naming the record's locations: it is reachable from any of them. */
  columns: (AnyPgColumn | SQL)[];
  /** The permission that lifts the rule (`orders:any-location`). */
  lift: string;
  /** The user's own location (the inventory's rule: theirs if set and active, else the main one), as SQL. */
  own(userId: string | undefined): SQL;
}

/** The generic calls a resource answers (all by default). */
export type Operation = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'copy' | 'export';

export interface ResourceDecl {
  /** URL path below /api, also the permission prefix (`categories:list`). */
  path: string;
  /**
   * The permission prefix when it is another resource's: the store credit ledger is read with
   * `customers:list` (a customer's balance is part of the customer). Its own permissions are then not offered.
   */
  permissionAs?: string;
  title: string;
  singular: string;
  table: PgTable;
  /** The id column (`_id` on the wire). */
  id: AnyPgColumn;
  /** The creation time column, used by the default sort. */
  createdAt: AnyPgColumn;
  /** The update time column, set on every write. */
  updatedAt?: AnyPgColumn;
  fields: FieldDecl[];
  sections?: string[];
  /** Table column order when it differs from the form's field order (spec §2.7). */
  columns?: string[];
  search: string[];
  /**
   * A stored, lower-cased text of the searchable fields with a trigram index
   * (large tables): the search box then matches it with one LIKE instead of an
   * ILIKE per field. An SQL expression works too (a purchase's number and its
   * supplier's name), for tables small enough to be read whole.
   */
  searchColumn?: AnyPgColumn | SQL;
  /**
   * When `searchColumn` is a plain column: the SQL text it holds for a row of
   * the table (it may read child rows). The store writes it after every save,
   * so a child's values (a variant's SKU) find the parent.
   */
  searchSource?: SQL;
  filters: FilterDef[];
  /**
   * Only the rows of `table` where this holds belong to the resource: a
   * standing subset of a table (the deliveries a courier still owes
   * cash for, issue 22). Every read adds it (list, count, sum, export, show,
   * get/one), so a row outside it is not listed and its id is 404. Meant for
   * read-only resources: writes do not read it.
   */
  scope?: () => SQL;
  /** The records belong to locations: each user reaches their own location's only (LocationScope). */
  locationScope?: LocationScope;
  /** Query parameters of its list (and count) that swap what fields read (ListSwapParam). */
  listSwaps?: ListSwapParam[];
  /**
   * Tables that grow without end (orders, payments, the audit log): a list
   * counts its matches only up to this many, then answers `totalDocs` = the
   * cap with `totalCapped: true` ("more than"). An exact count of a million
   * rows costs hundreds of ms on every page, whatever the index; `get/count`
   * still counts exactly.
   */
  countCap?: number;
  defaultSort?: string;
  modal?: boolean;
  clickable?: boolean;
  export?: boolean;
  topPagination?: boolean;
  rowMenu?: RowAction[];
  bulkMenu?: BulkAction[];
  messages?: ResourceSpec['messages'];
  operations?: Operation[];
  /** The label of a record in messages and exports (usually `name`). */
  labelKey?: string;
  /**
   * Rules that run inside each write's transaction (before and after the row
   * is written): owner rules, child tables. Rules for every resource are
   * registered on the registry instead (`registry.addWriteHooks`).
   */
  hooks?: WriteHooks;
  /** Rows read by a query of the resource's own instead of from `table` (list and export only). */
  reader?: ResourceReader;
  /** Clean up outside the database once a record is gone (stored files); runs after the commit. */
  afterDelete?: (record: Record<string, unknown>, app: FastifyInstance) => Promise<void>;
}

export const ALL_OPERATIONS: Operation[] = ['list', 'show', 'create', 'edit', 'delete', 'copy', 'export'];

/** The key of the field that names a record in messages, the audit log and exports. */
export const labelKeyOf = (decl: ResourceDecl) => decl.labelKey ?? 'name';

/** One entry of a child list as it will be stored: its id when it already exists, and Drizzle property → value. */
export interface ChildEntry {
  id?: string;
  values: Record<string, unknown>;
}

/** What a write does to a record. Every generic write of the engine is one of these. */
export type WriteMode = 'create' | 'update' | 'update-many' | 'copy' | 'delete' | 'remove-item';

/** Who asked for a write, and from where (for owner rules and the audit log). */
export interface Actor {
  /** The signed-in user's id; absent for writes the server makes itself. */
  userId?: string;
  /** The session of the caller's token: with the user, whose location scope the write keeps to. */
  sessionId?: string;
  ip?: string;
}

/** A record as the API sends it (nested keys, no write-only fields). */
export type WireRecord = Record<string, unknown>;

interface WriteContextBase {
  /** The transaction the write runs in: whatever a hook writes commits or rolls back with it. */
  tx: Db;
  decl: ResourceDecl;
  mode: WriteMode;
  actor: Actor;
  /** The request body as sent (after validation), for hooks that store more than the row (child tables). */
  body?: Record<string, unknown>;
}

/**
 * Before the row is written: `values` (Drizzle property → value) and the child
 * lists in `children` may still be changed; throwing refuses the write.
 */
export interface BeforeWriteContext extends WriteContextBase {
  /** Child lists that will be written, by field key (absent: left as they are). */
  children: Record<string, ChildEntry[]>;
  /** Link lists that will be written, by field key. */
  links: Record<string, string[]>;
  /** The record's id; absent on create and copy (not made yet). */
  id?: string;
  /** The record as it is now; absent on create and copy. */
  before?: WireRecord;
  /** What will be stored; empty on delete. */
  values: Record<string, unknown>;
}

/** After the row is written, still inside the transaction. */
export interface AfterWriteContext extends WriteContextBase {
  id: string;
  before?: WireRecord;
  /** The record as stored now; absent after a delete. */
  after?: WireRecord;
}

/**
 * Code that runs inside every write's transaction: a resource's own rules
 * (declared on it) and rules for all resources (registered on the registry,
 * like the audit log). One place for both, so no write can skip them.
 */
export interface WriteHooks {
  beforeWrite?(ctx: BeforeWriteContext): Promise<void> | void;
  afterWrite?(ctx: AfterWriteContext): Promise<void> | void;
}

/**
 * A declaration as written: only what its table cannot say. The id, creation
 * and update times default to the table's `id`, `createdAt` and `updatedAt`
 * columns; a field whose key is a column of the table (or of its child table)
 * lives in that column unless it says otherwise; the title and singular are
 * the path's names (common/resourceNames.ts).
 */
export interface ResourceInput extends Omit<ResourceDecl, 'path' | 'title' | 'singular' | 'id' | 'createdAt' | 'updatedAt'> {
  path: ResourcePath;
  id?: AnyPgColumn;
  createdAt?: AnyPgColumn;
  updatedAt?: AnyPgColumn;
}

/** A field's column: its own `db`, else the table's column of the same name (not for computed, link or child fields). */
function withColumn(f: FieldDecl, columns: Record<string, AnyPgColumn>): FieldDecl {
  const child = f.child
    ? { ...f.child, fields: f.child.fields.map((c) => withColumn(c, getTableColumns(f.child!.table) as Record<string, AnyPgColumn>)) }
    : undefined;
  const own = f.db || f.computed || f.links || f.child || !(f.key in columns) ? f : { ...f, db: columns[f.key] };
  return child ? { ...own, child } : own;
}

/** The declaration the engine reads, from what was written. */
export function defineResource(input: ResourceInput): ResourceDecl {
  const columns = getTableColumns(input.table) as Record<string, AnyPgColumn>;
  const named = (key: string) => {
    const column = columns[key];
    if (!column) throw new Error(`${input.path}: its table has no ${key} column; declare it`);
    return column;
  };
  return {
    ...RESOURCE_NAMES[input.path],
    ...input,
    id: input.id ?? named('id'),
    createdAt: input.createdAt ?? named('createdAt'),
    updatedAt: input.updatedAt ?? columns.updatedAt,
    // A reader's fields live in its own query, not in the table's columns.
    fields: input.reader ? input.fields : input.fields.map((f) => withColumn(f, columns)),
  };
}
