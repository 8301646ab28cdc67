import type { ColumnType, FieldType, ViewType } from './resourceSpec';

/**
 * The one field-type vocabulary: a field's `type` decides how it shows as a
 * table column and in the detail view unless its declaration says otherwise
 * (`column.type`, `viewType`). The server fills both into the schema it
 * serves; the admin app falls back to the same table. docs/architecture.md prints it
 * (Field types), checked by fieldTypeDisplay.test.ts.
 */
export const FIELD_TYPE_DEFAULTS: Record<FieldType, { view: ViewType; column: ColumnType }> = {
  text: { view: 'text', column: 'text' },
  email: { view: 'text', column: 'text' },
  phone: { view: 'text', column: 'text' },
  textarea: { view: 'textarea', column: 'text' },
  editor: { view: 'html', column: 'text' },
  slug: { view: 'text', column: 'text' },
  select: { view: 'tag', column: 'tag' },
  color: { view: 'color', column: 'color' },
  image: { view: 'image', column: 'image-text' },
  file: { view: 'file', column: 'file' },
  password: { view: 'hidden', column: 'text' },
  date: { view: 'date', column: 'date-only' },
  datetime: { view: 'date', column: 'date' },
  link: { view: 'link', column: 'link' },
  number: { view: 'number', column: 'number' },
  currency: { view: 'currency', column: 'currency' },
  switch: { view: 'boolean', column: 'boolean' },
  'data-select': { view: 'reference', column: 'reference' },
  'nested-select': { view: 'reference', column: 'reference' },
  tag: { view: 'array-tag', column: 'tag' },
  'array-string': { view: 'array-tag', column: 'tag' },
  'image-array': { view: 'image-array', column: 'tag' },
  permissions: { view: 'permissions', column: 'tag' },
  'custom-attribute': { view: 'custom-attribute', column: 'tag' },
  'address-array': { view: 'address-array', column: 'tag' },
  // A list of child rows (a product's variations): drawn by a custom field, not as a column or a plain view.
  variant: { view: 'hidden', column: 'tag' },
  // Stock item lines: edited and shown as a table of their entries (src/engine/fields/itemLines).
  'item-lines': { view: 'item-lines', column: 'tag' },
  'read-only': { view: 'text', column: 'text' },
};

/** The detail view a field gets: its declared `viewType`, else its type's. */
export function viewTypeOf(field: { type: FieldType; viewType?: ViewType }): ViewType {
  return field.viewType ?? FIELD_TYPE_DEFAULTS[field.type]?.view ?? 'text';
}

/** The column type a field gets: its declared `column.type`, else its type's. */
export function columnTypeOf(field: { type: FieldType; column?: { type?: ColumnType } }): ColumnType {
  return field.column?.type ?? FIELD_TYPE_DEFAULTS[field.type]?.column ?? 'text';
}

/** The mapping as a Markdown table (README "Field types"; a test keeps the two equal). */
export function fieldTypeTable(): string {
  const rows = Object.entries(FIELD_TYPE_DEFAULTS).map(([type, d]) => `| \`${type}\` | \`${d.column}\` | \`${d.view}\` |`);
  return ['| field type | column | view |', '| --- | --- | --- |', ...rows].join('\n');
}
