import type { FieldType, FieldSpec } from '../../../common/resourceSpec';

type Coerce = (raw: string) => unknown;
const asText: Coerce = (raw) => raw;
const asNumber: Coerce = (raw) => Number(raw);

/**
 * Menu and prompt choices are strings; the server validates types, so each
 * field type says what its value is made of. One entry per type: a new type
 * does not compile until it says.
 */
const COERCE: Record<FieldType, Coerce> = {
  switch: (raw) => raw === 'true',
  number: asNumber,
  currency: asNumber,
  text: asText,
  email: asText,
  phone: asText,
  select: asText,
  'data-select': asText,
  'nested-select': asText,
  tag: asText,
  slug: asText,
  textarea: asText,
  editor: asText,
  image: asText,
  'image-array': asText,
  file: asText,
  date: asText,
  datetime: asText,
  link: asText,
  color: asText,
  'custom-attribute': asText,
  'array-string': asText,
  'address-array': asText,
  password: asText,
  permissions: asText,
  variant: asText,
  'item-lines': asText,
  'read-only': asText,
};

export function coerceValue(field: FieldSpec | undefined, raw: string): unknown {
  return field ? COERCE[field.type](raw) : raw;
}
