import type { SchemaField } from '../../../common/schema';

/**
 * Menu and prompt choices are strings; the server validates types, so a
 * switch gets a boolean and a number field a number.
 */
export function coerceValue(field: SchemaField | undefined, raw: string): unknown {
  switch (field?.type) {
    case 'switch':
      return raw === 'true';
    case 'number':
    case 'currency':
      return Number(raw);
    default:
      return raw;
  }
}
