import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { EXPORT_MIN_FIELDS } from '../../../common/schema';
import { printedShop, RECEIPT_PAPERS } from '../../../common/settings';
import { users } from '../../db/schema';
import type { Db } from '../../db/client';
import { ApiError, badRequest, fieldEntry, fieldError, msg, notFound } from '../../engine/errors';
import { errorResponses } from '../../engine/errorSchema';
import { appendAudit } from '../audit/append';
import { diffRecords } from '../audit/changes';
import { loadAccount, selfJsonSchema, selfView } from './account';
import { beginAttempt, clearAttempts } from './loginLimiter';
import { hashPassword, verifyPassword } from './passwords';
import { ACCESS_TTL, issueRefreshToken, revokeAllSessions, revokeFamily, revokeOtherSessions, rotateRefreshToken, sessionOf } from './tokens';

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
    printed: {
      type: 'object',
      description: 'What receipts and invoices print about the seller (the shop and receipt settings)',
      properties: {
        shopName: { type: 'string' },
        storeName: { type: ['string', 'null'] },
        logo: { type: ['string', 'null'] },
        address: { type: ['string', 'null'] },
        phone: { type: ['string', 'null'] },
        email: { type: ['string', 'null'] },
        tradeLicence: { type: ['string', 'null'] },
        vatRegistration: { type: ['string', 'null'] },
        receiptHeader: { type: ['string', 'null'] },
        receiptFooter: { type: ['string', 'null'] },
        receiptShowLogo: { type: 'boolean' },
        receiptPaper: { type: 'string', enum: [...RECEIPT_PAPERS] },
      },
    },
  },
};

const WRONG = msg('wrong_sign_in');

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
        throw new ApiError(429, msg('too_many_sign_ins'));
      }
      const account = await loadAccount(db(), { email });
      const ok = await verifyPassword(account?.user.passwordHash, req.body.password);
      // A failed attempt keeps its row: it counts until the window passes.
      if (!account || !ok || !account.user.isActive) {
        await appendAudit(db(), { ip: req.ip, resource: 'auth', recordId: account?.user.id, action: 'sign-in-failed', label: email });
        throw new ApiError(401, WRONG);
      }
      const userId = account.user.id;
      const refresh = await db().transaction(async (t) => {
        const tx = t as unknown as Db;
        await clearAttempts(tx, email, req.ip);
        await tx.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, userId));
        await appendAudit(tx, { userId, ip: req.ip, resource: 'auth', recordId: userId, action: 'sign-in', label: email });
        return issueRefreshToken(tx, userId);
      });
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
      if (!result.ok) throw new ApiError(401, msg('session_ended'));
      const account = await loadAccount(db(), { id: result.userId });
      if (!account?.user.isActive) {
        await revokeFamily(db(), result.family);
        throw new ApiError(401, msg('session_ended'));
      }
      return { accessToken: signAccess(app, account, result.family), refreshToken: result.token };
    },
  );

  app.post<{ Body: { refreshToken: string } }>(
    '/logout',
    { config: { auth: 'public' }, schema: { tags, summary: 'Sign out: the refresh token and its family stop working', body: refreshBody } },
    async (req, reply) => {
      const session = await sessionOf(db(), req.body.refreshToken);
      if (session) {
        await db().transaction(async (t) => {
          const tx = t as unknown as Db;
          await revokeFamily(tx, session.family);
          await appendAudit(tx, { userId: session.userId, ip: req.ip, resource: 'auth', recordId: session.userId, action: 'sign-out' });
        });
      }
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
      if (!account) throw new ApiError(401, msg('account_gone'));
      const { shopName, currencyCode, currencySymbol, timeZone } = app.store;
      return { user: selfView(account), shop: { name: shopName, currency: { code: currencyCode, symbol: currencySymbol }, timeZone, printed: printedShop(app.store) } };
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
        if (!name) throw fieldError('name', msg('required'));
        changes.name = name;
      }
      if (req.body.phone !== undefined) changes.phone = req.body.phone?.trim() || null;
      if (req.body.image !== undefined) changes.image = req.body.image?.trim() || null;
      const account = await db().transaction(async (t) => {
        const tx = t as unknown as Db;
        const before = await loadAccount(tx, { id: req.user.sub });
        if (!before) throw new ApiError(401, msg('account_gone'));
        if (Object.keys(changes).length === 0) return before;
        await tx.update(users).set({ ...changes, updatedAt: new Date() }).where(eq(users.id, req.user.sub));
        const after = await loadAccount(tx, { id: req.user.sub });
        if (!after) throw new ApiError(401, msg('account_gone'));
        const profile = (a: typeof after) => ({ name: a.user.name, phone: a.user.phone, image: a.user.image });
        await appendAudit(tx, {
          userId: req.user.sub,
          ip: req.ip,
          resource: 'users',
          recordId: req.user.sub,
          action: 'update',
          label: after.user.name,
          changes: diffRecords(profile(before), profile(after)),
        });
        return after;
      });
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
      if (password.length < 8) throw fieldError('password', msg('min_length', { limit: 8 }));
      if (password !== confirm) throw fieldError('confirm', msg('password_mismatch'));
      const account = await loadAccount(db(), { id: req.user.sub });
      if (!account || !(await verifyPassword(account.user.passwordHash, oldPassword))) {
        throw fieldError('oldPassword', msg('password_incorrect'));
      }
      const passwordHash = await hashPassword(password);
      await db().transaction(async (t) => {
        const tx = t as unknown as Db;
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, req.user.sub));
        await revokeOtherSessions(tx, req.user.sub, req.user.sid);
        await appendAudit(tx, { userId: req.user.sub, ip: req.ip, resource: 'auth', recordId: req.user.sub, action: 'password-change', label: account.user.email });
      });
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
        throw fieldError('id', msg('own_account_password'));
      }
      if (password.length < 8) throw fieldError('password', msg('min_length', { limit: 8 }));
      if (password !== confirm) throw fieldError('confirm', msg('password_mismatch'));
      const passwordHash = await hashPassword(password);
      const changed = await db().transaction(async (t) => {
        const tx = t as unknown as Db;
        const rows = await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(users.id, req.params.id))
          .returning({ id: users.id, email: users.email });
        if (rows.length === 0) return false;
        await revokeAllSessions(tx, req.params.id);
        await appendAudit(tx, { userId: req.user.sub, ip: req.ip, resource: 'auth', recordId: req.params.id, action: 'password-reset', label: rows[0].email });
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
      if (preferences.length < EXPORT_MIN_FIELDS) throw badRequest(msg('export_two_fields'), [fieldEntry('preferences', msg('export_two_fields'))]);
      const account = await loadAccount(db(), { id: req.user.sub });
      if (!account) throw new ApiError(401, msg('account_gone'));
      const next = { ...account.user.preferences, [field]: [...new Set(preferences)] };
      await db().update(users).set({ preferences: next }).where(eq(users.id, req.user.sub));
      return { preferences: next };
    },
  );
};
