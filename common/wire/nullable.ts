import { Type, type TUnsafe } from 'typebox';

/**
 * A value or null, written as JSON Schema's `type: [x, 'null']` rather than
 * TypeBox's `anyOf`: the serialiser writes a type list directly, where an
 * `anyOf` makes it try each branch for every value (slow on long lists), and
 * the OpenAPI document reads the same either way.
 */
type Options = Record<string, unknown>;
export const NullableString = (options: Options = {}): TUnsafe<string | null> => Type.Unsafe<string | null>({ type: ['string', 'null'], ...options });
export const NullableNumber = (options: Options = {}): TUnsafe<number | null> => Type.Unsafe<number | null>({ type: ['number', 'null'], ...options });
export const NullableInteger = (options: Options = {}): TUnsafe<number | null> => Type.Unsafe<number | null>({ type: ['integer', 'null'], ...options });
