import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { EXPORT_MIN_FIELDS } from '../../../common/schema';
import { users } from '../../db/schema';
import type { Db } from '../../db/client';
import { ApiError, badRequest, fieldError, notFound } from '../../engine/errors';
import { errorResponses } from '../../engine/errorSchema';
import { loadAccount, selfJsonSchema, selfView } from './account';
import { beginAttempt, clearAttempts } from './loginLimiter';
import { hashPassword, verifyPassword } from './passwords';
import { ACCESS_TTL, familyOf, issueRefreshToken, revokeAllSessions, revokeFamily, revokeOtherSessions, rotateRefreshToken } from './tokens';

const tokensSchema = {
  type: 'object',
  properties: { accessToken: { type: 'string' }, refreshToken: { type: 'string' }, user: selfJsonSchema },
};

const shopSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    currency: { type: 'object', properties: { code: { type: 'string' }, symbol: { type: 'string' } } },
    timeZone: { type: 'string' },
  },
};

const WRONG = 'Email or password is incorrect';

function signAccess(app: FastifyInstance, account: NonNullable<Awaited<ReturnType<typeof loadAccount>>>, family: string) {
  return app.jwt.sign(
    { sub: account.user.id, name: account.user.name, perms: account.role.permissions, sid: family },
    { expiresIn: ACCESS_TTL },
  );
}

/** Sign-in, token refresh, sign-out and the signed-in user's own account (spec §6, §7.4). */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.db.db;
  const tags = ['auth'];

  app.post<{ Body: { email: string; password: string } }>(
    '/login',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Sign in: a 15-minute access token and a refresh token',
        body: {
          type: 'object',
          required: ['email', 'password'],
          properties: {
            email: { type: 'string', minLength: 1, maxLength: 200 },
            password: { type: 'string', minLength: 1, maxLength: 200 },
            lead: {},
            from: {},
          },
        },
        response: { 200: tokensSchema, ...errorResponses, 429: errorResponses[400] },
      },
    },
    async (req) => {
      const email = req.body.email.trim().toLowerCase();
      // The attempt is counted before the password is checked, so a burst of guesses cannot slip past the limit.
      if (!(await beginAttempt(db(), email, req.ip))) {
        throw new ApiError(429, 'Too many failed sign-in attempts. Please wait 15 minutes and try again.');
      }
      const account = await loadAccount(db(), { email });
      const ok = await verifyPassword(account?.user.passwordHash, req.body.password);
      // A failed attempt keeps its row: it counts until the window passes.
      if (!account || !ok || !account.user.isActive) throw new ApiError(401, WRONG);
      await clearAttempts(db(), email, req.ip);
      await db().update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, account.user.id));
      const refresh = await issueRefreshToken(db(), account.user.id);
      return { accessToken: signAccess(app, account, refresh.family), refreshToken: refresh.token, user: selfView(account) };
    },
  );

  const refreshBody = {
    type: 'object',
    required: ['refreshToken'],
    properties: { refreshToken: { type: 'string', minLength: 1, maxLength: 200 } },
  };

  app.post<{ Body: { refreshToken: string } }>(
    '/refresh',
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'Exchange a refresh token for new tokens (the old one stops working)', body: refreshBody, response: { 200: tokensSchema, ...errorResponses } },
    },
    async (req) => {
      const result = await rotateRefreshToken(db(), req.body.refreshToken);
      if (!result.ok) throw new ApiError(401, 'Your session has ended. Please sign in again.');
      const account = await loadAccount(db(), { id: result.userId });
      if (!account?.user.isActive) {
        await revokeFamily(db(), result.family);
        throw new ApiError(401, 'Your session has ended. Please sign in again.');
      }
      return { accessToken: signAccess(app, account, result.family), refreshToken: result.token };
    },
  );

  app.post<{ Body: { refreshToken: string } }>(
    '/logout',
    { config: { auth: 'public' }, schema: { tags, summary: 'Sign out: the refresh token and its family stop working', body: refreshBody } },
    async (req, reply) => {
      const family = await familyOf(db(), req.body.refreshToken);
      if (family) await revokeFamily(db(), family);
      return reply.code(204).send();
    },
  );

  app.get(
    '/self',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'The signed-in user, their role and the shop', response: { 200: { type: 'object', properties: { user: selfJsonSchema, shop: shopSchema } }, ...errorResponses } },
    },
    async (req) => {
      const account = await loadAccount(db(), { id: req.user.sub });
      if (!account) throw new ApiError(401, 'Your account no longer exists.');
      const { shopName, currencyCode, currencySymbol, timeZone } = app.store;
      return { user: selfView(account), shop: { name: shopName, currency: { code: currencyCode, symbol: currencySymbol }, timeZone } };
    },
  );

  app.put<{ Body: { name?: string; phone?: string | null; image?: string | null } }>(
    '/update/self',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Change your own name, phone or picture',
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { name: { type: 'string', maxLength: 200 }, phone: { type: ['string', 'null'], maxLength: 50 }, image: { type: ['string', 'null'], maxLength: 2000 } },
        },
        response: { 200: selfJsonSchema, ...errorResponses },
      },
    },
    async (req) => {
      const changes: Partial<typeof users.$inferInsert> = {};
      if (req.body.name !== undefined) {
        const name = req.body.name.trim();
        if (!name) throw fieldError('name', 'is required');
        changes.name = name;
      }
      if (req.body.phone !== undefined) changes.phone = req.body.phone?.trim() || null;
      if (req.body.image !== undefined) changes.image = req.body.image?.trim() || null;
      if (Object.keys(changes).length > 0) {
        await db().update(users).set({ ...changes, updatedAt: new Date() }).where(eq(users.id, req.user.sub));
      }
      const account = await loadAccount(db(), { id: req.user.sub });
      if (!account) throw new ApiError(401, 'Your account no longer exists.');
      return selfView(account);
    },
  );

  app.put<{ Body: { oldPassword: string; password: string; confirm: string } }>(
    '/change-password',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Change your password; your other sessions are signed out',
        body: {
          type: 'object',
          required: ['oldPassword', 'password', 'confirm'],
          properties: {
            oldPassword: { type: 'string', minLength: 1, maxLength: 200 },
            password: { type: 'string', maxLength: 200 },
            confirm: { type: 'string', maxLength: 200 },
          },
        },
        response: { ...errorResponses },
      },
    },
    async (req) => {
      const { oldPassword, password, confirm } = req.body;
      if (password.length < 8) throw fieldError('password', 'must be at least 8 characters');
      if (password !== confirm) throw fieldError('confirm', 'does not match the new password');
      const account = await loadAccount(db(), { id: req.user.sub });
      if (!account || !(await verifyPassword(account.user.passwordHash, oldPassword))) {
        throw fieldError('oldPassword', 'is incorrect');
      }
      await db()
        .update(users)
        .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
        .where(eq(users.id, req.user.sub));
      await revokeOtherSessions(db(), req.user.sub, req.user.sid);
      return { message: 'Password Updated Successfully' };
    },
  );

  app.put<{ Params: { id: string }; Body: { password: string; confirm: string } }>(
    '/set-password/:id',
    {
      config: { auth: 'users:edit' },
      schema: {
        tags,
        summary: "Set another user's password (their sessions end)",
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } },
        body: {
          type: 'object',
          required: ['password', 'confirm'],
          additionalProperties: false,
          properties: { password: { type: 'string', maxLength: 200 }, confirm: { type: 'string', maxLength: 200 } },
        },
        response: { ...errorResponses },
      },
    },
    async (req) => {
      const { password, confirm } = req.body;
      if (req.params.id === req.user.sub) {
        throw fieldError('id', 'is your own account: change your password from the account menu');
      }
      if (password.length < 8) throw fieldError('password', 'must be at least 8 characters');
      if (password !== confirm) throw fieldError('confirm', 'does not match the new password');
      const passwordHash = await hashPassword(password);
      const changed = await db().transaction(async (tx) => {
        const rows = await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, req.params.id)).returning({ id: users.id });
        if (rows.length === 0) return false;
        await revokeAllSessions(tx as unknown as Db, req.params.id);
        return true;
      });
      if (!changed) throw notFound('User');
      return { message: 'Password Updated Successfully' };
    },
  );

  app.put<{ Body: { field: string; preferences: string[] } }>(
    '/update/preferences',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Save the columns chosen for one table',
        body: {
          type: 'object',
          required: ['field', 'preferences'],
          properties: {
            field: { type: 'string', minLength: 1, maxLength: 100 },
            preferences: { type: 'array', items: { type: 'string', maxLength: 100 }, maxItems: 100 },
          },
        },
        response: { 200: { type: 'object', properties: { preferences: selfJsonSchema.properties.preferences } }, ...errorResponses },
      },
    },
    async (req) => {
      const { field, preferences } = req.body;
      if (preferences.length < EXPORT_MIN_FIELDS) throw badRequest('Please select at least 2 fields', [{ field: 'preferences', message: 'Please select at least 2 fields' }]);
      const account = await loadAccount(db(), { id: req.user.sub });
      if (!account) throw new ApiError(401, 'Your account no longer exists.');
      const next = { ...account.user.preferences, [field]: [...new Set(preferences)] };
      await db().update(users).set({ preferences: next }).where(eq(users.id, req.user.sub));
      return { preferences: next };
    },
  );
};
