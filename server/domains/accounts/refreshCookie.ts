import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, msg } from '../../engine/errors';
import { REFRESH_TTL_MS } from './tokens';

/**
 * The admin app's refresh token lives in this cookie, which scripts cannot
 * read (HttpOnly) and the browser sends only to the refresh route (its Path),
 * over TLS (Secure; Chromium and Firefox also send it to http://localhost and
 * 127.0.0.1), and never with a request started by another site (SameSite=Strict).
 */
export const REFRESH_COOKIE = 'refresh_token';
export const REFRESH_PATH = '/api/auth/refresh';

/**
 * The refresh route's CSRF defence beside SameSite: the app sends this header,
 * which a form or link of another site cannot, and a script of another site
 * cannot either without a CORS preflight this API never allows.
 */
export const CSRF_HEADER = 'x-requested-with';

const cookieOptions = { path: REFRESH_PATH, httpOnly: true, secure: true, sameSite: 'strict' } as const;

export function setRefreshCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(REFRESH_COOKIE, token, { ...cookieOptions, maxAge: Math.floor(REFRESH_TTL_MS / 1000) });
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, cookieOptions);
}

/**
 * The cookie's refresh token, once the request shows it comes from the app:
 * the custom header, and an Origin (when the browser sends one) of this very
 * host. Anything else is refused with a 403 before the token is looked at.
 */
export function refreshTokenFromCookie(req: FastifyRequest): string | undefined {
  const token = req.cookies[REFRESH_COOKIE];
  if (!token) return undefined;
  if (!req.headers[CSRF_HEADER]) throw new ApiError(403, msg('cross_site_refresh'));
  const origin = req.headers.origin;
  if (origin !== undefined && hostOf(origin) !== req.host) throw new ApiError(403, msg('cross_site_refresh'));
  return token;
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
