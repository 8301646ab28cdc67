import { getTableColumns, getTableName } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ResourceSpec } from '../../common/resourceSpec';
import type { FieldDecl, Operation, ResourceDecl } from './declaration';
import { ALL_OPERATIONS, labelKeyOf } from './declaration';
import { bodySchema, manyBodySchema, recordJsonSchema } from './jsonSchemas';
import { publicSpec } from './publicSpec';

/**
 * A declaration with everything derived from it worked out once at start-up:
 * the public spec, the JSON schemas of bodies and records, and the way back
 * from a database column to its field.
 */
export interface CompiledResource {
  decl: ResourceDecl;
  spec: ResourceSpec;
  ops: Set<Operation>;
  /** Drizzle property name of each stored field (what insert/update take). */
  propOf: Map<FieldDecl, string>;
  /** The field a unique constraint name is about. */
  fieldOfConstraint(constraint: string | undefined): FieldDecl | undefined;
  /** Drizzle property of the update-time column, set on every write. */
  updatedAtProp?: string;
  /** Fields a client may write (columns of the table). */
  writable: FieldDecl[];
  /** List fields stored as rows of a child table. */
  children: FieldDecl[];
  /** List fields stored as ids in a join table. */
  links: FieldDecl[];
  createBody: Record<string, unknown>;
  updateBody: Record<string, unknown>;
  /** `updates` of `PUT update/many`: as an update, but a link field may name one record to add (`Add to collection`). */
  manyBody: Record<string, unknown>;
  record: Record<string, unknown>;
  labelField?: FieldDecl;
}

export function compile(decl: ResourceDecl): CompiledResource {
  const columns = getTableColumns(decl.table) as Record<string, AnyPgColumn>;
  const propOf = new Map<FieldDecl, string>();
  for (const f of decl.fields) {
    if (!f.db) continue;
    const prop = Object.keys(columns).find((k) => columns[k] === f.db);
    if (!prop) throw new Error(`${decl.path}.${f.key}: its column is not in table ${getTableName(decl.table)}`);
    propOf.set(f, prop);
  }
  const updatedAtProp = Object.keys(columns).find((k) => decl.updatedAt && columns[k] === decl.updatedAt);
  if (decl.updatedAt && !updatedAtProp) throw new Error(`${decl.path}: its updatedAt column is not in its table`);
  const writable = decl.fields.filter((f) => f.db && !f.readOnly && f.type !== 'read-only');
  const children = decl.fields.filter((f) => f.child && !f.readOnly);
  const links = decl.fields.filter((f) => f.links && !f.readOnly);
  const readOnly = decl.fields.filter((f) => !writable.includes(f) && !children.includes(f) && !links.includes(f));
  const tableName = getTableName(decl.table);
  return {
    decl,
    spec: publicSpec(decl),
    ops: new Set(decl.operations ?? ALL_OPERATIONS),
    propOf,
    updatedAtProp,
    writable,
    children,
    links,
    fieldOfConstraint(constraint) {
      if (!constraint) return undefined;
      return decl.fields.find((f) => (f.db && constraint === `${tableName}_${f.db.name}_unique`) || f.constraints?.includes(constraint));
    },
    createBody: bodySchema([...writable, ...children, ...links], readOnly),
    updateBody: bodySchema([...writable, ...children, ...links], readOnly),
    manyBody: manyBodySchema(bodySchema([...writable, ...children, ...links], readOnly), links),
    record: recordJsonSchema(decl),
    labelField: decl.fields.find((f) => f.key === labelKeyOf(decl)),
  };
}
