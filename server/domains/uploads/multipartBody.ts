import type { TSchema } from 'typebox';

/** The media type of a form that carries a file. */
import { MULTIPART } from '../../engine/validation';

export { MULTIPART };

/**
 * A form with a file as a route's body, for the OpenAPI document: its
 * `requestBody` is `multipart/form-data` with these fields. The route reads
 * the stream itself (@fastify/multipart), so no parsed body exists to check:
 * the validator passes this media type (engine/validation.ts) and the route
 * names a missing or misplaced file in its 400.
 */
export const multipartBody = <T extends TSchema>(form: T) => ({ content: { [MULTIPART]: { schema: form } } });
