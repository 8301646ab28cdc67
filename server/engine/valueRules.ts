import type { FieldType } from '../../common/resourceSpec';
import { msg } from './errors';
import type { FieldDecl } from './declaration';

/** Where uploaded files are served (server/domains/uploads/storage.ts): a picture or a link may name one there. */
export const UPLOADS_PREFIX = '/uploads/';

/**
 * The limits every value has even when its declaration names none, so that
 * nothing a client sends can reach PostgreSQL in a shape it refuses (a 500)
 * or in a size nobody meant to store.
 */

/** Longest text per field type when the declaration gives no `limit`. */
const DEFAULT_TEXT_LIMIT: Partial<Record<FieldType, number>> = {
  text: 500,
  email: 254,
  phone: 30,
  slug: 200,
  select: 200,
  color: 50,
  textarea: 10_000,
  editor: 200_000,
  image: 2048,
  file: 2048,
};

export function textLimit(f: FieldDecl): number {
  return f.limit ?? DEFAULT_TEXT_LIMIT[f.type] ?? 500;
}

/** Longest entry of a list of strings (tags, image URLs, permissions). */
export const LIST_ENTRY_LIMIT = 500;

/**
 * An image or file reference: an http(s) URL or a file this server stored
 * (`/uploads/...`, no `..`). Not `javascript:`, `data:` or any other scheme.
 */
export const LINK_PATTERN = `^(https?://[^\\s<>"\\u0000]+|${UPLOADS_PREFIX}(?!.*\\.\\.)[A-Za-z0-9._~/-]+)$`;
export const LINK_MESSAGE = msg('not_link', { prefix: UPLOADS_PREFIX });

/**
 * Text PostgreSQL can store: no NUL character. Every string a client sends
 * that no format, list of values or pattern of its own already confines says
 * so in its schema (withoutNul); the request hook refuses a NUL first, naming
 * the field (validation.ts refuseUnsafeInput), so the message stays its own.
 */
export const NO_NUL_PATTERN = '^[^\\u0000]*$';
/** Text that is not all spaces and has no NUL: a required text, as the document states it (documented.ts). */
export const NOT_BLANK_PATTERN = '^(?!\\s*$)[^\\u0000]*$';

type Json = Record<string, unknown>;

const isString = (s: Json) => s.type === 'string' || (Array.isArray(s.type) && s.type.includes('string'));
const withEach = (list: unknown) => (Array.isArray(list) ? list.map((x) => withoutNul(x as Json)) : list);

/**
 * A copy of a request schema (a body, a query string, path parameters) in
 * which every free-text string refuses NUL: a string with no enum, const,
 * format or pattern gets NO_NUL_PATTERN. Symbol keys (TypeBox's) are kept.
 */
export function withoutNul(schema: Json): Json {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const out: Json = { ...schema };
  if (isString(out) && out.enum === undefined && out.const === undefined && out.format === undefined && out.pattern === undefined) {
    out.pattern = NO_NUL_PATTERN;
  }
  if (out.properties && typeof out.properties === 'object') {
    out.properties = Object.fromEntries(Object.entries(out.properties as Json).map(([k, v]) => [k, withoutNul(v as Json)]));
  }
  if (out.items && typeof out.items === 'object') out.items = Array.isArray(out.items) ? withEach(out.items) : withoutNul(out.items as Json);
  if (out.additionalProperties && typeof out.additionalProperties === 'object') out.additionalProperties = withoutNul(out.additionalProperties as Json);
  for (const k of ['anyOf', 'oneOf', 'allOf']) if (out[k]) out[k] = withEach(out[k]);
  return out;
}

/** A date PostgreSQL takes (year 1 onwards; year 0 does not exist). */
export const DATE_PATTERN = '^(?!0000)\\d{4}-\\d{2}-\\d{2}$';

export interface NumberBounds {
  integer: boolean;
  min: number;
  max: number;
}

const INT32 = 2 ** 31 - 1;

/** What the column of a number field can hold, narrowed by the declaration's min and max. */
export function numberBounds(f: FieldDecl): NumberBounds {
  const col = f.db as { columnType?: string; precision?: number; scale?: number } | undefined;
  let b: NumberBounds;
  switch (col?.columnType) {
    case 'PgInteger':
    case 'PgSerial':
      b = { integer: true, min: -INT32 - 1, max: INT32 };
      break;
    case 'PgSmallInt':
    case 'PgSmallSerial':
      b = { integer: true, min: -32768, max: 32767 };
      break;
    case 'PgBigInt53':
    case 'PgBigInt64':
    case 'PgBigSerial53':
      b = { integer: true, min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };
      break;
    case 'PgNumeric':
    case 'PgNumericNumber': {
      // numeric(p, s) holds fewer than 10^(p-s) in magnitude.
      const whole = col.precision !== undefined ? col.precision - (col.scale ?? 0) : 15;
      const max = 10 ** Math.min(whole, 15) - 10 ** -(col.scale ?? 0);
      b = { integer: col.scale === 0, min: -max, max };
      break;
    }
    default:
      b = { integer: false, min: -1e15, max: 1e15 };
  }
  return { integer: b.integer, min: Math.max(b.min, f.min ?? b.min), max: Math.min(b.max, f.max ?? b.max) };
}
