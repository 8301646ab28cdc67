import { HttpError } from 'react-admin';
import type { ApiErrorBody } from '../../common/resourceSpec';

/**
 * Turns a coded server message (`{code, params}`, common/serverMessages.ts)
 * into the chosen language; `english` is what the server wrote, the fallback.
 */
export type MessageLocalizer = (message: { code: string; params?: Record<string, string | number> }, english: string) => string;

/**
 * The label a field of the refused call is known by on screen, in the chosen
 * language ("Current password" for `oldPassword`); undefined when there is none.
 */
export type FieldLabeller = (field: string) => string | undefined;

/** Shown when the server gives no message (spec §8 "Error Loading Data"). */
export const FALLBACK_ERROR_MESSAGE = 'app.notification.error_loading';

/** What react-admin finds in `error.body`: the server's body, field errors keyed by field. */
export interface HttpErrorBody extends Omit<Partial<ApiErrorBody>, 'errors'> {
  /** `{ 'meta.title': 'Required' }`: react-admin 5 puts these under the matching inputs. */
  errors?: Record<string, string>;
  /** The labels of the fields in `errors` that have one, for messages that name them. */
  labels?: Record<string, string>;
}

function isApiErrorBody(value: unknown): value is Partial<ApiErrorBody> {
  return typeof value === 'object' && value !== null;
}

/**
 * Turn a failed response into react-admin's HttpError. The server lists field
 * errors as `[{field, message}]`; react-admin's forms want `{field: message}`.
 * The server's headline of a field error (`oldPassword: is incorrect`) names
 * the field by its label ("Current password: is incorrect"), so every toast
 * that shows the error's message does.
 */
export async function toHttpError(response: Response, localize?: MessageLocalizer, labelOf?: FieldLabeller): Promise<HttpError> {
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): keep the status only.
  }
  const server = isApiErrorBody(parsed) ? parsed : {};
  const local = (m: { code?: string; params?: Record<string, string | number>; message?: string }) =>
    localize && typeof m.code === 'string' && typeof m.message === 'string' ? localize({ code: m.code, params: m.params }, m.message) : m.message;
  const body: HttpErrorBody = {
    statusCode: server.statusCode ?? response.status,
    error: server.error,
    message: local(server),
  };
  if (Array.isArray(server.errors) && server.errors.length > 0) {
    body.errors = Object.fromEntries(server.errors.map((e) => [e.field, local(e) ?? e.message]));
    const labels = Object.entries(body.errors).flatMap(([field]) => {
      const label = labelOf?.(field);
      return label ? [[field, label] as const] : [];
    });
    if (labels.length > 0) body.labels = Object.fromEntries(labels);
    // The server's `field: message` headline of a field error, with the label and in the chosen language.
    const [first] = server.errors;
    if (!server.code && server.message === `${first.field}: ${first.message}`) {
      body.message = `${body.labels?.[first.field] ?? first.field}: ${body.errors[first.field]}`;
    }
  }
  const message = typeof body.message === 'string' && body.message !== '' ? body.message : FALLBACK_ERROR_MESSAGE;
  return new HttpError(message, response.status, body);
}
