import type { FastifyServerOptions } from 'fastify';
import { pgError } from './engine/errors';

/**
 * Logs never hold secrets or people's data: no SQL parameter values (drizzle
 * puts them in its error message), no password hashes, tokens, cookies or
 * authorization headers.
 */

/** Headers and body keys pino blanks wherever a log line holds a request or a value. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordHash',
  '*.refreshToken',
  '*.accessToken',
  '*.token',
  // Couriers' credentials (PUT and POST …/test of /api/settings/couriers, and the adapters' options).
  '*.apiKey',
  '*.secretKey',
  '*.clientSecret',
  '*.webhookToken',
  '*.webhookSecret',
  '*.callbackToken',
  // bKash's (PUT and POST …/test of /api/settings/bkash; its password is `*.password` above). Its
  // username is a credential, and Pathao's (the same key) a person's login email.
  '*.appKey',
  '*.appSecret',
  '*.username',
];

/** Drizzle's "Failed query: … params: a,b,c" keeps the statement and loses the values. */
function withoutParams(text: string): string {
  return text.replace(/\nparams:[\s\S]*$/, '\nparams: [redacted]');
}

/** Quoted values in a database message (`invalid input syntax for type integer: "abc"`). */
function withoutQuoted(text: string): string {
  return text.replace(/"[^"]*"/g, '"…"').replace(/\([^()]*\)=\([^()]*\)/g, '(…)=(…)');
}

/** A stack's first lines are the message: the same redaction applies to them. */
function stackWithoutParams(stack: string): string {
  const at = stack.indexOf('\n    at ');
  return at < 0 ? withoutParams(stack) : withoutParams(stack.slice(0, at)) + stack.slice(at);
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  constraint?: string;
  cause?: { message: string; code?: string; constraint?: string };
}

/** An error as it is logged: its statement but never its parameters or the database's `detail`. */
export function serializeError(err: unknown): SerializedError {
  const e = err as Error & { code?: unknown; cause?: unknown };
  const db = pgError(err);
  const out: SerializedError = {
    type: e?.constructor?.name ?? 'Error',
    message: withoutParams(String(e?.message ?? err)),
    stack: typeof e?.stack === 'string' ? stackWithoutParams(e.stack) : '',
    ...(typeof e?.code === 'string' ? { code: e.code } : {}),
  };
  if (db) {
    out.code = db.code;
    if (db.constraint) out.constraint = db.constraint;
  }
  const cause = e?.cause as (Error & { code?: string; constraint?: string }) | undefined;
  if (cause && typeof cause === 'object') {
    out.cause = {
      message: withoutQuoted(String(cause.message ?? '')),
      ...(cause.code ? { code: String(cause.code) } : {}),
      ...(cause.constraint ? { constraint: cause.constraint } : {}),
    };
  }
  return out;
}

/** The server's logger options with redaction and the safe error serializer added. */
export function safeLogger(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : (logger as Record<string, unknown>);
  const serializers = (base.serializers as Record<string, unknown> | undefined) ?? {};
  return {
    ...base,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { ...serializers, err: serializeError, error: serializeError },
  } as FastifyServerOptions['logger'];
}
