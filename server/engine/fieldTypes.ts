import type { ColumnType, FieldType, ViewType } from '../../common/schema';
import { ADDRESS_TEXT_LIMIT, LIST_ENTRY_LIMIT } from './valueRules';
import { linkJsonSchema } from './linkField';

/**
 * Per field type: the JSON schema of its value on the wire, and the view and
 * column types it gets unless the declaration says otherwise. This table is
 * the single place that knows what a field type means to the server.
 */
interface TypeInfo {
  json: Record<string, unknown>;
  view: ViewType;
  column: ColumnType;
}

const text = { type: ['string', 'null'] };
const stringList = { type: 'array', items: { type: 'string', maxLength: LIST_ENTRY_LIMIT }, maxItems: 999 };

const addressText = (min = 0) => ({ type: 'string', ...(min ? { minLength: min } : {}), maxLength: ADDRESS_TEXT_LIMIT });

const address = {
  type: 'object',
  required: ['name', 'email', 'phone', 'street', 'city', 'postalCode'],
  properties: {
    _id: { type: 'string', maxLength: 100 },
    name: addressText(1),
    email: { type: 'string', format: 'email', maxLength: 254 },
    phone: { type: 'string', minLength: 1, maxLength: 30 },
    street: addressText(1),
    city: addressText(1),
    state: addressText(),
    country: addressText(),
    postalCode: { type: 'string', minLength: 1, maxLength: 20 },
  },
  additionalProperties: false,
};

const TYPES: Record<FieldType, TypeInfo> = {
  text: { json: text, view: 'text', column: 'text' },
  email: { json: { type: ['string', 'null'], format: 'email' }, view: 'text', column: 'text' },
  phone: { json: text, view: 'text', column: 'text' },
  textarea: { json: text, view: 'textarea', column: 'text' },
  editor: { json: text, view: 'html', column: 'text' },
  slug: { json: text, view: 'text', column: 'text' },
  select: { json: text, view: 'tag', column: 'tag' },
  color: { json: text, view: 'color', column: 'color' },
  image: { json: text, view: 'image', column: 'image-text' },
  file: { json: text, view: 'file', column: 'file' },
  password: { json: { type: 'string', minLength: 8, maxLength: 200 }, view: 'hidden', column: 'text' },
  date: { json: { type: ['string', 'null'], format: 'date' }, view: 'date', column: 'date-only' },
  datetime: { json: { type: ['string', 'null'], format: 'date-time' }, view: 'date', column: 'date' },
  link: { json: linkJsonSchema, view: 'link', column: 'link' },
  number: { json: { type: ['number', 'null'] }, view: 'number', column: 'number' },
  currency: { json: { type: ['number', 'null'] }, view: 'currency', column: 'currency' },
  switch: { json: { type: 'boolean' }, view: 'boolean', column: 'boolean' },
  'data-select': { json: { type: ['string', 'null'], format: 'uuid' }, view: 'reference', column: 'reference' },
  'nested-select': { json: { type: ['string', 'null'], format: 'uuid' }, view: 'reference', column: 'reference' },
  tag: { json: stringList, view: 'array-tag', column: 'tag' },
  'array-string': { json: stringList, view: 'array-tag', column: 'tag' },
  'image-array': { json: stringList, view: 'image-array', column: 'tag' },
  permissions: { json: stringList, view: 'permissions', column: 'tag' },
  'custom-attribute': {
    json: {
      type: 'array',
      maxItems: 200,
      items: {
        type: 'object',
        required: ['label', 'value'],
        properties: { label: { type: 'string', minLength: 1, maxLength: 200 }, value: { type: 'string', minLength: 1, maxLength: 1000 } },
        additionalProperties: false,
      },
    },
    view: 'custom-attribute',
    column: 'tag',
  },
  'address-array': { json: { type: 'array', maxItems: 50, items: address }, view: 'address-array', column: 'tag' },
  // The entries' own schema comes from the child table's fields (engine/children.ts).
  variant: { json: { type: 'array', maxItems: 999, items: { type: 'object' } }, view: 'hidden', column: 'tag' },
  'read-only': { json: {}, view: 'text', column: 'text' },
};

export function typeInfo(type: FieldType): TypeInfo {
  return TYPES[type];
}

/** Types whose value is a list (stored as jsonb). */
export function isListType(type: FieldType): boolean {
  return (typeInfo(type).json as { type?: unknown }).type === 'array';
}

/** Types whose value is free text the search box and text filters can match. */
export function isTextType(type: FieldType): boolean {
  return ['text', 'email', 'phone', 'textarea', 'slug', 'select', 'color'].includes(type);
}
