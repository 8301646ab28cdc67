import fp from 'fastify-plugin';
import type { Readable } from 'node:stream';
import { ALL, hasPermission, isOwner } from '../../../common/permissions';
import type { AccessProbe } from '../../engine/accessProbe';
import { ApiError, msg } from '../../engine/errors';
import { accessSql } from '../../engine/access';
import { currentAccess, lookableIds } from './currentAccess';
import type { AccessClaims } from './tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route: `public`, `user` (any signed-in user), `*` (an
     * owner: a role holding every permission) or a permission
     * `resource:action`. Every /api route must say; the OpenAPI document
     * shows it as `x-permission` (engine/answers.ts).
     */
    auth?: string;
    /** A different permission when a query parameter is present (`DELETE {id}?key=` is an edit). */
    authWhenQuery?: Record<string, string>;
    /** A read whose handler carries the access check in its own statement (`req.accessProbe`). */
    accessInQuery?: boolean;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** A read's check that its user, session and permission still stand, running beside its handler. */
    accessCheck?: Promise<Error | undefined>;
    /** Set for a read of a route with `accessInQuery`: the check for its handler's statement to carry. */
    accessProbe?: AccessProbe;
  }
}

/** Methods that change nothing: their answer may be prepared while the access check runs. */
const READS = new Set(['GET', 'HEAD']);

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AccessClaims;
  }
}

/**
 * Checks the token, that its user and session still stand, and the
 * permission of every /api call before anything else runs. A route that forgets to say who may call it stops the server at
 * start-up instead of being open.
 */
export const guard = fp(async (app) => {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (route.url.startsWith('/api/docs')) {
      route.config = { ...route.config, auth: 'public' };
      return;
    }
    if (!route.config?.auth) throw new Error(`${String(route.method)} ${route.url} does not say who may call it (config.auth)`);
  });

  app.addHook('onRequest', async (req) => {
    const { auth, authWhenQuery } = req.routeOptions.config;
    if (!auth || auth === 'public') return;
    // No token at all is someone who never signed in, not a session that ran out: the admin app
    // reacts to the 401 status alone (refresh, then sign-out), so only the words differ.
    if (!/^Bearer\s+\S/i.test(req.headers.authorization ?? '')) throw new ApiError(401, msg('sign_in_required'));
    try {
      await req.jwtVerify();
    } catch {
      throw new ApiError(401, msg('session_expired'));
    }
    let needed = auth;
    const query = req.query as Record<string, unknown>;
    for (const [param, perm] of Object.entries(authWhenQuery ?? {})) if (query[param] !== undefined) needed = perm;
    // The token's permissions are those of when it was signed; the database's are the ones that hold now.
    const { sub, sid } = req.user;
    const verdict = (perms: string[] | undefined): Error | undefined => {
      if (!perms) return new ApiError(401, msg('session_ended'));
      req.user.perms = perms;
      return allows(perms, needed) ? undefined : refusal(needed);
    };
    const onItsOwn = () => currentAccess(app.db.db, sub, sid).then((access) => access?.perms);
    // A read changes nothing, so when the token already allows it, its handler runs beside the
    // check and the answer is held until the check is in (onSend below): the check costs no extra
    // round trip, and still counts at the next request. A write waits for it.
    if (READS.has(req.method) && allows(req.user.perms, needed)) {
      let check: Promise<string[] | undefined>;
      if (req.routeOptions.config.accessInQuery && lookableIds(sub, sid)) {
        // The handler's own statement carries the check; unanswered (the handler ended first), it runs on its own.
        let answer!: (perms: string[] | null | undefined) => void;
        const carried = new Promise<string[] | null | undefined>((resolve) => {
          answer = resolve;
        });
        req.accessProbe = { sql: accessSql(sub, sid), answer };
        check = carried.then((perms) => (perms === undefined ? onItsOwn() : (perms ?? undefined)));
      } else {
        check = onItsOwn();
      }
      req.accessCheck = check.then(verdict, (err: unknown) => {
        // Thrown from onSend, an error skips the server's error handler: it is logged (without
        // its parameters) and answered here, so the statement never reaches the client.
        req.log.error({ err }, 'access check failed');
        return new ApiError(500, msg('server_error'));
      });
      return;
    }
    const refused = verdict(await onItsOwn());
    if (refused) throw refused;
  });

  app.addHook('onSend', async (req, _reply, payload) => {
    const check = req.accessCheck;
    if (!check) return payload;
    req.accessCheck = undefined;
    // Answering a probe a second time changes nothing; unanswered, this sends the check on its own.
    req.accessProbe?.answer(undefined);
    const refused = await check;
    if (!refused) return payload;
    // The prepared answer is dropped unread (a stream is closed) and the refusal goes out instead.
    if (payload && typeof (payload as Readable).destroy === 'function') (payload as Readable).destroy();
    throw refused;
  });
});

function allows(perms: string[], needed: string): boolean {
  if (needed === 'user') return true;
  if (needed === ALL) return isOwner(perms);
  const [resource, action] = needed.split(':');
  return hasPermission(perms, resource, action);
}

function refusal(needed: string): ApiError {
  if (needed === ALL) return new ApiError(403, msg('owner_only'));
  const [resource, action] = needed.split(':');
  return new ApiError(403, msg('no_permission', { action, resource }));
}
