import type { ColumnSpec, ResourceSpec, FieldSpec } from '../../common/resourceSpec';
import { ACTIONS, permission } from '../../common/permissions';
import { DEFAULT_SORT } from '../../common/resourceSpec';
import { flaggedFilter } from '../../common/fieldFlag';
import { ALL_OPERATIONS, type FieldDecl, type ResourceDecl } from './declaration';
import { typeInfo } from './fieldTypeWire';

/**
 * The keys of a declared field that the admin app is sent as they are. The
 * public field is built by copying these, never by deleting server-only keys,
 * so a key added to the declaration for the server (a column, a hook) cannot
 * leak; a key added to FieldSpec does not compile until it is listed here.
 */
const COPIED: Record<Exclude<keyof FieldSpec, 'viewType' | 'column' | 'fields'>, true> = {
  key: true,
  label: true,
  type: true,
  required: true,
  section: true,
  placeholder: true,
  helperText: true,
  options: true,
  reference: true,
  renderCondition: true,
  excluded: true,
  readOnly: true,
  readOnlyOnUpdate: true,
  writeOnly: true,
  unique: true,
  limit: true,
  min: true,
  max: true,
  step: true,
  default: true,
  multiple: true,
  from: true,
  component: true,
  suggestions: true,
  flag: true,
};
const COPIED_KEYS = Object.keys(COPIED) as (keyof typeof COPIED)[];

/** A field as the admin app is sent it. */
export function publicField(f: FieldDecl): FieldSpec {
  const info = typeInfo(f.type);
  const out = { viewType: f.viewType ?? info.view } as FieldSpec;
  for (const key of COPIED_KEYS) if (f[key] !== undefined) (out as unknown as Record<string, unknown>)[key] = f[key];
  if (f.child) out.fields = f.child.fields.map(publicField);
  if (f.links) out.multiple = true;
  if (f.computed) out.readOnly = true;
  const column = f.column;
  if (column) {
    out.column = {
      type: column.type ?? info.column,
      sortable: column.sortable ?? Boolean(f.db),
      default: column.default ?? true,
      ...(column.label ? { label: column.label } : {}),
      ...(column.tooltip ? { tooltip: column.tooltip } : {}),
      ...(column.colorScheme ? { colorScheme: column.colorScheme } : {}),
      ...(column.imageKey ? { imageKey: column.imageKey } : {}),
      ...(column.copy ? { copy: column.copy } : {}),
    } satisfies ColumnSpec;
  }
  return out;
}

/** The spec the admin app fetches (`GET {path}/get/schema`), built from the declaration. */
export function publicSpec(decl: ResourceDecl): ResourceSpec {
  const ops = decl.operations ?? ALL_OPERATIONS;
  const fields = [{ key: '_id', label: 'ID', type: 'read-only', readOnly: true, viewType: 'hidden' } satisfies FieldSpec, ...decl.fields.map(publicField)];
  const sections = decl.sections ?? [...new Set(decl.fields.map((f) => f.section).filter((s): s is string => !!s))];
  return {
    path: decl.path,
    title: decl.title,
    singular: decl.singular,
    fields,
    sections,
    search: decl.search,
    filters: decl.filters.map((filter) =>
      flaggedFilter(
        filter,
        decl.fields.find((f) => f.key === filter.field),
      ),
    ),
    defaultSort: decl.defaultSort ?? DEFAULT_SORT,
    modal: decl.modal ?? false,
    clickable: decl.clickable ?? false,
    export: (decl.export ?? true) && ops.includes('export'),
    topPagination: decl.topPagination ?? false,
    rowMenu: decl.rowMenu ?? [],
    bulkMenu: decl.bulkMenu ?? [],
    // The actions it answers: a list-only resource (the inventory, the audit log) offers no Add.
    permissions: ACTIONS.filter((a) => (ops as string[]).includes(a)).map((a) => permission(decl.permissionAs ?? decl.path, a)),
    ...(decl.messages ? { messages: decl.messages } : {}),
    ...(decl.columns ? { columns: decl.columns } : {}),
  };
}
