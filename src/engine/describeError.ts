import { HttpError } from 'react-admin';
import type { SchemaField } from '../../common/schema';
import type { HttpErrorBody } from '../dataProvider/toHttpError';

/** The server's field errors of a refusal (`{ priority: 'must be at least 0' }`), or none. */
export function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof HttpError ? ((error.body as HttpErrorBody | undefined)?.errors ?? {}) : {};
}

/** The label of the field an error key is about: the field itself, or a filter on it (`createdAt_last`, `price_gte`). */
function labelOf(key: string, fields: readonly Pick<SchemaField, 'key' | 'label'>[]): string {
  const field = fields.find((f) => f.key === key) ?? fields.find((f) => key.startsWith(`${f.key}_`));
  return field?.label ?? key;
}

/**
 * A refusal as a person reads it: each field named by its label in the chosen
 * language ("Priority: must be at least 0"), never by its key
 * ("priority: must be at least 0"); the server's own message otherwise.
 */
export function describeError(error: unknown, fields: readonly Pick<SchemaField, 'key' | 'label'>[] = []): string | undefined {
  const errors = Object.entries(fieldErrors(error));
  if (errors.length > 0) {
    return errors.map(([key, message]) => `${labelOf(key, fields)}: ${message}`).join('\n');
  }
  return error instanceof Error && error.message ? error.message : undefined;
}
