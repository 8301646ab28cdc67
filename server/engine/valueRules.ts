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
export const LINK_PATTERN = `^(https?://[^\\s<>"]+|${UPLOADS_PREFIX}(?!.*\\.\\.)[A-Za-z0-9._~/-]+)$`;
export const LINK_MESSAGE = msg('not_link', { prefix: UPLOADS_PREFIX });

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
