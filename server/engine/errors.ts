import type { ApiErrorBody } from '../../common/resourceSpec';
import { englishOf, type CodedMessage, type Message, type MessageCode, type MessageParams } from '../../common/serverMessages';

export type { Message };

export interface FieldError {
  field: string;
  message: string;
  /** Stable code of the message (common/serverMessages.ts), for the admin app's translation. */
  code?: MessageCode;
  params?: MessageParams;
}

/** `msg('minimum', { limit: 0 })`: a coded message (its English comes from common/serverMessages.ts). */
export const msg = (code: MessageCode, params?: MessageParams): CodedMessage => (params ? { code, params } : { code });

/** One entry of `errors`: the English text, with the code and params when the message has them. */
export function fieldEntry(field: string, message: Message): FieldError {
  if (typeof message === 'string') return { field, message };
  return { field, message: englishOf(message), code: message.code, ...(message.params ? { params: message.params } : {}) };
}

/** An error with the status and body ARCHITECTURE.md defines; the error handler sends it as is. */
export class ApiError extends Error {
  readonly code?: MessageCode;
  readonly params?: MessageParams;

  constructor(
    readonly statusCode: number,
    message: Message,
    readonly errors?: FieldError[],
  ) {
    super(typeof message === 'string' ? message : englishOf(message));
    if (typeof message !== 'string') {
      this.code = message.code;
      this.params = message.params;
    }
  }

  /** Seconds the caller should wait before asking again (a 429's Retry-After header). */
  retryAfter?: number;

  /** The same refusal, answered with Retry-After: `seconds` (at least 1). */
  withRetryAfter(seconds: number): this {
    this.retryAfter = Math.max(1, Math.ceil(seconds));
    return this;
  }

  body(): ApiErrorBody {
    return {
      statusCode: this.statusCode,
      error: STATUS_TEXT[this.statusCode] ?? 'Error',
      message: this.message,
      ...(this.code ? { code: this.code } : {}),
      ...(this.params ? { params: this.params } : {}),
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

export const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
  500: 'Internal Server Error',
};

export const badRequest = (message: Message, errors?: FieldError[]) => new ApiError(400, message, errors);
/** A 400 about one field; its top-level message is `field: message` in English. */
export function fieldError(field: string, message: Message): ApiError {
  const entry = fieldEntry(field, message);
  return badRequest(`${field}: ${entry.message}`, [entry]);
}
export const notFound = (what = 'Record') => new ApiError(404, msg('not_found', { what }));
export function conflict(field: string, message: Message): ApiError {
  const entry = fieldEntry(field, message);
  return new ApiError(409, `${field}: ${entry.message}`, [entry]);
}

/** What PostgreSQL (pg or PGlite) says about a failed statement, wherever drizzle wrapped it. */
export interface PgErrorInfo {
  code?: string;
  constraint?: string;
  detail?: string;
  message?: string;
}

export function pgError(err: unknown): PgErrorInfo | undefined {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    const info = e as PgErrorInfo & { cause?: unknown };
    if (typeof info.code === 'string' && /^[0-9A-Z]{5}$/.test(info.code)) return info;
    e = info.cause;
  }
  return undefined;
}
