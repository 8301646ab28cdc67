import type { ColumnSpec, ResourceSchema, SchemaField } from '../../common/schema';
import { ACTIONS, permission } from '../../common/permissions';
import { DEFAULT_SORT } from '../../common/schema';
import { ALL_OPERATIONS, type FieldDecl, type ResourceDecl } from './declaration';
import { typeInfo } from './fieldTypes';

function publicField(f: FieldDecl): SchemaField {
  const info = typeInfo(f.type);
  const { db: _db, computed: _c, store: _s, pattern: _p, onCopy: _o, html: _h, child, links, tree: _t, constraints: _k, column, ...rest } = f;
  const out: SchemaField = { ...rest, viewType: f.viewType ?? info.view };
  if (child) out.fields = child.fields.map(publicField);
  if (links) out.multiple = true;
  if (f.computed) out.readOnly = true;
  if (column) {
    const spec: ColumnSpec = {
      type: column.type ?? info.column,
      sortable: column.sortable ?? Boolean(f.db),
      default: column.default ?? true,
      ...(column.label ? { label: column.label } : {}),
      ...(column.tooltip ? { tooltip: column.tooltip } : {}),
      ...(column.colorScheme ? { colorScheme: column.colorScheme } : {}),
      ...(column.imageKey ? { imageKey: column.imageKey } : {}),
      ...(column.copy ? { copy: column.copy } : {}),
    };
    out.column = spec;
  }
  return out;
}

/** The schema the admin app fetches (`GET {path}/get/schema`), built from the declaration. */
export function publicSchema(decl: ResourceDecl): ResourceSchema {
  const ops = decl.operations ?? ALL_OPERATIONS;
  const fields = [
    { key: '_id', label: 'ID', type: 'read-only', readOnly: true, viewType: 'hidden' } satisfies SchemaField,
    ...decl.fields.map(publicField),
  ];
  const sections = decl.sections ?? [...new Set(decl.fields.map((f) => f.section).filter((s): s is string => !!s))];
  return {
    path: decl.path,
    title: decl.title,
    singular: decl.singular,
    fields,
    sections,
    search: decl.search,
    filters: decl.filters,
    defaultSort: decl.defaultSort ?? DEFAULT_SORT,
    modal: decl.modal ?? false,
    clickable: decl.clickable ?? false,
    export: (decl.export ?? true) && ops.includes('export'),
    topPagination: decl.topPagination ?? false,
    rowMenu: decl.rowMenu ?? [],
    bulkMenu: decl.bulkMenu ?? [],
    permissions: ACTIONS.map((a) => permission(decl.path, a)),
    ...(decl.messages ? { messages: decl.messages } : {}),
    ...(decl.columns ? { columns: decl.columns } : {}),
  };
}
