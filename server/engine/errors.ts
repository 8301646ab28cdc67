import type { ApiErrorBody } from '../../common/schema';

export interface FieldError {
  field: string;
  message: string;
}

/** An error with the status and body ARCHITECTURE.md defines; the error handler sends it as is. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }

  body(): ApiErrorBody {
    return {
      statusCode: this.statusCode,
      error: STATUS_TEXT[this.statusCode] ?? 'Error',
      message: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

export const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export const badRequest = (message: string, errors?: FieldError[]) => new ApiError(400, message, errors);
export const fieldError = (field: string, message: string) => badRequest(`${field}: ${message}`, [{ field, message }]);
export const notFound = (what = 'Record') => new ApiError(404, `${what} not found`);
export const conflict = (field: string, message: string) => new ApiError(409, `${field}: ${message}`, [{ field, message }]);

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
