import { FIELD_TYPE_DEFAULTS } from '../../common/fieldTypeDisplay';
import type { ColumnType, FieldType, ViewType } from '../../common/resourceSpec';
import { Address } from '../../common/wire/address';
import { LIST_ENTRY_LIMIT } from './valueRules';
import { linkJsonSchema } from './linkField';

/**
 * Per field type: the JSON schema of its value on the wire, and the view and
 * column types it gets unless the declaration says otherwise (those two from
 * common/fieldTypeDisplay.ts, shared with the admin app).
 */
interface TypeInfo {
  json: Record<string, unknown>;
  view: ViewType;
  column: ColumnType;
}

const text = { type: ['string', 'null'] };
const stringList = { type: 'array', items: { type: 'string', maxLength: LIST_ENTRY_LIMIT }, maxItems: 999 };

/** A customer's address: the one definition orders and held carts take too (common/wire/address.ts). */
const address: Record<string, unknown> = { ...Address };

/**
 * Per field type: the JSON of its value on the wire, and whether it is free
 * text that the search box and text filters can match. One entry per type.
 */
const JSON_OF: Record<FieldType, { json: Record<string, unknown>; text: boolean }> = {
  text: { json: text, text: true },
  email: { json: { type: ['string', 'null'], format: 'email' }, text: true },
  phone: { json: text, text: true },
  textarea: { json: text, text: true },
  editor: { json: text, text: false },
  slug: { json: text, text: true },
  select: { json: text, text: true },
  color: { json: text, text: true },
  image: { json: text, text: false },
  file: { json: text, text: false },
  // 12: MIN_PASSWORD_LENGTH of domains/accounts/passwordRules.ts (ASVS 2.1.1); a common password is refused where it is hashed.
  password: { json: { type: 'string', minLength: 12, maxLength: 200 }, text: false },
  date: { json: { type: ['string', 'null'], format: 'date' }, text: false },
  datetime: { json: { type: ['string', 'null'], format: 'date-time' }, text: false },
  link: { json: linkJsonSchema, text: false },
  number: { json: { type: ['number', 'null'] }, text: false },
  currency: { json: { type: ['number', 'null'] }, text: false },
  switch: { json: { type: 'boolean' }, text: false },
  'data-select': { json: { type: ['string', 'null'], format: 'uuid' }, text: false },
  'nested-select': { json: { type: ['string', 'null'], format: 'uuid' }, text: false },
  tag: { json: stringList, text: false },
  'array-string': { json: stringList, text: false },
  'image-array': { json: stringList, text: false },
  permissions: { json: stringList, text: false },
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
    text: false,
  },
  'address-array': { json: { type: 'array', maxItems: 50, items: address }, text: false },
  // The entries' own schema comes from the child table's fields (engine/children.ts).
  variant: { json: { type: 'array', maxItems: 999, items: { type: 'object' } }, text: false },
  'item-lines': { json: { type: 'array', maxItems: 999, items: { type: 'object' } }, text: false },
  'read-only': { json: {}, text: false },
};

/** The view and column a type gets by default are the shared vocabulary's (common/fieldTypeDisplay.ts). */
export function typeInfo(type: FieldType): TypeInfo {
  return { json: JSON_OF[type].json, ...FIELD_TYPE_DEFAULTS[type] };
}

/** Types whose value is a list (stored as jsonb). */
export function isListType(type: FieldType): boolean {
  return (typeInfo(type).json as { type?: unknown }).type === 'array';
}

/** Types whose value is free text the search box and text filters can match. */
export function isTextType(type: FieldType): boolean {
  return JSON_OF[type].text;
}
