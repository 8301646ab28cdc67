import { ErrorBody } from '../../common/wire/errors';

/** The error statuses the API answers; each route lists those it can give. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 414 | 415 | 429 | 503;

/**
 * The error answers of a route, for its response schema and so for the
 * OpenAPI document: `response: { 200: Thing, ...errorsFor(400, 401) }`.
 */
export function errorsFor<const S extends ErrorStatus>(...statuses: S[]): { [K in S]: typeof ErrorBody } {
  return Object.fromEntries(statuses.map((s) => [s, ErrorBody])) as { [K in S]: typeof ErrorBody };
}

/** Every client error a generic resource route can give. */
export const errorResponses = errorsFor(400, 401, 403, 404, 409);
