import { HttpError } from 'react-admin';
import type { FieldSpec } from '../../common/resourceSpec';
import type { HttpErrorBody } from '../dataProvider/toHttpError';
import { fieldLabel } from './fieldLabel';

/** The server's field errors of a refusal (`{ priority: 'must be at least 0' }`), or none. */
export function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof HttpError ? ((error.body as HttpErrorBody | undefined)?.errors ?? {}) : {};
}

/**
 * A refusal as a person reads it: each field named by its label in the chosen
 * language ("Priority: must be at least 0"), never by its key
 * ("priority: must be at least 0"): the label from `fields` (the screen's
 * spec, refused filter keys included), else the one the data provider
 * found for the call; the server's own message when no field is named.
 */
export function describeError(error: unknown, fields: readonly Pick<FieldSpec, 'key' | 'label' | 'fields'>[] = []): string | undefined {
  const errors = Object.entries(fieldErrors(error));
  if (errors.length > 0) {
    const known = (error as HttpError).body as HttpErrorBody;
    return errors.map(([key, message]) => `${fieldLabel(key, fields) ?? known.labels?.[key] ?? key}: ${message}`).join('\n');
  }
  return error instanceof Error && error.message ? error.message : undefined;
}
