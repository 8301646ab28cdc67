import fp from 'fastify-plugin';
import { hasPermission } from '../../../common/permissions';
import { ApiError } from '../../engine/errors';
import { currentAccess } from './currentAccess';
import type { AccessClaims } from './tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route: `public`, `user` (any signed-in user) or a
     * permission `resource:action`. Every /api route must say.
     */
    auth?: string;
    /** A different permission when a query parameter is present (`DELETE {id}?key=` is an edit). */
    authWhenQuery?: Record<string, string>;
  }
}

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
    try {
      await req.jwtVerify();
    } catch {
      throw new ApiError(401, 'Your session has expired. Please sign in again.');
    }
    // The token's permissions are those of when it was signed; the database's are the ones that hold now.
    const access = await currentAccess(app.db.db, req.user.sub, req.user.sid);
    if (!access) throw new ApiError(401, 'Your session has ended. Please sign in again.');
    req.user.perms = access.perms;
    let needed = auth;
    const query = req.query as Record<string, unknown>;
    for (const [param, perm] of Object.entries(authWhenQuery ?? {})) if (query[param] !== undefined) needed = perm;
    if (needed === 'user') return;
    const [resource, action] = needed.split(':');
    if (!hasPermission(req.user.perms, resource, action)) {
      throw new ApiError(403, `You do not have permission to ${action} ${resource}`);
    }
  });
});
