import { Type, type TEnum, type TEnumValue } from 'typebox';
import { rule } from './errors';

/** The values most shapes of the wire are made of. */

type Options = Record<string, unknown>;

/** A record's id. */
export const Uuid = (options: Options = {}) => Type.String({ format: 'uuid', ...options });

/** A moment, as ISO 8601 text (`2026-11-25T10:30:00.000Z`). */
export const Timestamp = (options: Options = {}) => Type.String({ format: 'date-time', ...options });

/** An amount a client sends: taka, never negative, at most two decimals (NUMERIC(12,2)). */
export const AmountIn = (options: Options = {}) =>
  Type.Number({ minimum: 0, maximum: 9_999_999_999.99, ...rule('two_decimals', { multipleOf: 0.01 }), ...options });

/** An amount the server answers: taka with at most two decimals (worked out in poisha, common/money.ts). */
export const Taka = (options: Options = {}) => Type.Number(options);

/**
 * One of a list of words, typed `string` in the schema too: the serialiser
 * then writes it as text directly instead of working out its type per value.
 */
export const TextEnum = <const Values extends TEnumValue[]>(values: readonly [...Values], options: Options = {}): TEnum<Values> =>
  Type.Enum(values, { type: 'string', ...options });
