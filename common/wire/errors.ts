import { Type, type Static } from 'typebox';
import type { MessageCode } from '../serverMessages';

/**
 * The error body of every 4xx and 5xx (ARCHITECTURE.md "Errors"). `message`
 * is English; `code` and `params` (common/serverMessages.ts) say the same for
 * the admin app to translate; `errors` names each field that is wrong.
 */
// A type list, not a union: fast-json-stringify builds an Ajv of its own for every anyOf it serialises, and this
// body is in every route's answers (a union here held some 80 MB more in an idle server, `npm run bench`).
const Params = Type.Record(Type.String(), Type.Unsafe<string | number>({ type: ['string', 'number'] }));

export const FieldErrorEntry = Type.Object({
  field: Type.String(),
  message: Type.String(),
  code: Type.Optional(Type.String()),
  params: Type.Optional(Params),
});

export const ErrorBody = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  code: Type.Optional(Type.String()),
  params: Type.Optional(Params),
  errors: Type.Optional(Type.Array(FieldErrorEntry)),
});

export type ApiErrorBody = Static<typeof ErrorBody>;

/**
 * The schema keyword naming the message to answer when a value breaks the
 * schema it sits on, where the spec names the words (fewer than 2 export
 * fields is 'Please select at least 2 fields'); the limit stays in the schema,
 * so the OpenAPI document shows it. The server's validator knows it.
 */
export const MESSAGE_KEYWORD = 'x-message';
export const withMessage = (code: MessageCode) => ({ [MESSAGE_KEYWORD]: code });

/**
 * A rule with its own words beside a value's other limits, as a sub-schema:
 * `{ maxLength: 40, ...rule('not_phone', { pattern }) }`. Only a value that
 * breaks the rule gets the words; a value too long still hears its limit.
 */
export const rule = (code: MessageCode, schema: Record<string, unknown>) => ({ allOf: [{ ...schema, ...withMessage(code) }] });
