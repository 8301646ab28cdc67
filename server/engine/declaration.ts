import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type {
  BulkAction,
  ColumnSpec,
  FilterDef,
  ResourceSchema,
  RowAction,
  SchemaField,
} from '../../common/schema';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';

/** What a field's hooks can reach. */
export interface FieldContext {
  db: Db;
  mode: 'create' | 'update';
}

/**
 * One field of a resource: the schema field the admin app sees (common/schema.ts)
 * plus where it lives in the database. Everything else about the field
 * (validation, serialisation, filters, export) is derived from its type.
 */
export interface FieldDecl extends Omit<SchemaField, 'viewType' | 'column'> {
  viewType?: SchemaField['viewType'];
  /** Table column, with defaults from the field type; absent: not a column. */
  column?: Partial<ColumnSpec>;
  /** The database column the value lives in; absent for computed fields. */
  db?: AnyPgColumn;
  /** A read-only value computed in SQL (counts of related records). */
  computed?: SQL;
  /** Turn the value into what is stored (hash a password). */
  store?: (value: unknown, ctx: FieldContext) => Promise<unknown>;
  /** A regular expression the text must match, and what to say when it does not. */
  pattern?: { regex: string; message: string };
  /** What a copy (`PUT copy/{id}`) does with this field. */
  onCopy?: 'suffix' | 'regenerate' | 'clear';
  /** Rich text: sanitise the HTML before storing. */
  html?: boolean;
}

/** The generic calls a resource answers (all by default). */
export type Operation = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'copy' | 'export';

export interface ResourceDecl {
  /** URL path below /api, also the permission prefix (`categories:list`). */
  path: string;
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
   * ILIKE per field.
   */
  searchColumn?: AnyPgColumn;
  filters: FilterDef[];
  defaultSort?: string;
  modal?: boolean;
  clickable?: boolean;
  export?: boolean;
  topPagination?: boolean;
  rowMenu?: RowAction[];
  bulkMenu?: BulkAction[];
  messages?: ResourceSchema['messages'];
  operations?: Operation[];
  /** The label of a record in messages and exports (usually `name`). */
  labelKey?: string;
  /** Clean up outside the database once a record is gone (stored files). */
  afterDelete?: (record: Record<string, unknown>, app: FastifyInstance) => Promise<void>;
}

export const ALL_OPERATIONS: Operation[] = ['list', 'show', 'create', 'edit', 'delete', 'copy', 'export'];

/** Identity function that gives declarations their type. */
export function defineResource(decl: ResourceDecl): ResourceDecl {
  return decl;
}
