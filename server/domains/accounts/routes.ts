import { eq } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { Type } from 'typebox';
import {
  ChangePasswordBody,
  Done,
  LoginBody,
  PreferencesBody,
  ProfileBody,
  RefreshBody,
  RenewBody,
  SelfResponse,
  PreferencesSaved,
  SelfUser,
  SetPasswordBody,
  SignedIn,
  SignedOut,
  Tokens,
} from '../../../common/wire/auth';
import { printedShop } from '../settings';
import { users } from '../schema';
import type { Db } from '../../db/client';
import { ApiError, fieldError, msg, notFound } from '../../engine/errors';
import { errorsFor } from '../../engine/errorSchema';
import { LINK_MESSAGE, LINK_PATTERN } from '../../engine/valueRules';
import { appendAudit, diffRecords } from '../audit';
import { loadAccount, selfView } from './account';
import { clearRefreshCookie, refreshTokenFromCookie, setRefreshCookie } from './refreshCookie';
import { beginAttempt, clearAttempts } from './loginLimiter';
import { checkNewPassword, newPasswordProblem } from './passwordRules';
import { hashPassword, verifyPassword } from './passwords';
import { refusePasswordReset } from './privilegeRules';
import { ACCESS_TTL, issueRefreshToken, revokeAllSessions, revokeFamily, revokeOtherSessions, rotateRefreshToken, sessionOf } from './tokens';

const WRONG = msg('wrong_sign_in');

function signAccess(app: FastifyInstance, account: NonNullable<Awaited<ReturnType<typeof loadAccount>>>, family: string) {
  return app.jwt.sign({ sub: account.user.id, name: account.user.name, perms: account.role.permissions, sid: family }, { expiresIn: ACCESS_TTL });
}

/** Sign-in, token refresh, sign-out and the signed-in user's own account (spec §6, §7.4). */
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = () => app.db.db;
  const tags = ['auth'];
  // Here, not app-wide: only the refresh route reads a cookie.
  await app.register(fastifyCookie);

  app.post(
    '/login',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Sign in: a 15-minute access token and a refresh token',
        security: [],
        body: LoginBody,
        response: { 200: SignedIn, ...errorsFor(400, 401, 429) },
      },
    },
    async (req, reply) => {
      const email = req.body.email.trim().toLowerCase();
      // The attempt is counted before the password is checked, so a burst of guesses cannot slip past the limit.
      const attempt = await beginAttempt(db(), email, req.ip);
      if (!attempt.allowed) throw new ApiError(429, msg('too_many_sign_ins'));
      if (attempt.waitMs > 0) await sleep(attempt.waitMs);
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
        await clearAttempts(tx, userId, email, req.ip);
        await tx.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, userId));
        await appendAudit(tx, { userId, ip: req.ip, resource: 'auth', recordId: userId, action: 'sign-in', label: email });
        return issueRefreshToken(tx, userId);
      });
      // A password set before the rules of issue 34 still signs in; the app then asks for a new one.
      const weak = (await newPasswordProblem(req.body.password)) !== undefined;
      const inCookie = req.body.refreshTokenIn === 'cookie';
      if (inCookie) setRefreshCookie(reply, refresh.token);
      return {
        accessToken: signAccess(app, account, refresh.family),
        ...(inCookie ? {} : { refreshToken: refresh.token }),
        user: selfView(account),
        ...(weak ? { passwordChangeRequired: true as const } : {}),
      };
    },
  );

  app.post(
    '/refresh',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Exchange a refresh token for new tokens (the old one stops working)',
        description:
          'The refresh token of the body, or else of the `refresh_token` cookie (set by a sign-in with `refreshTokenIn: cookie`), which needs the header `X-Requested-With` and, when sent, an Origin of this host; the new one goes where the old one came from. A token exchanged less than 10 seconds ago may be exchanged again (two tabs at once); later, its whole session ends.',
        security: [],
        body: Type.Optional(RenewBody),
        response: { 200: Tokens, ...errorsFor(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const fromBody = req.body?.refreshToken;
      const token = fromBody ?? refreshTokenFromCookie(req);
      const ended = () => {
        if (!fromBody) clearRefreshCookie(reply);
        return new ApiError(401, msg('session_ended'));
      };
      if (!token) throw ended();
      const result = await rotateRefreshToken(db(), token);
      if (!result.ok) throw ended();
      const account = await loadAccount(db(), { id: result.userId });
      if (!account?.user.isActive) {
        await revokeFamily(db(), result.family);
        throw ended();
      }
      const accessToken = signAccess(app, account, result.family);
      if (fromBody) return { accessToken, refreshToken: result.token };
      setRefreshCookie(reply, result.token);
      return { accessToken };
    },
  );

  app.delete(
    '/refresh',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: "Sign out the session of the refresh token's cookie, and drop the cookie",
        description: 'The cookie counterpart of `POST auth/logout`, with the same CSRF defence as `POST auth/refresh`.',
        security: [],
        response: { 204: Type.Null({ description: 'Signed out (also when there was no session)' }), ...errorsFor(403) },
      },
    },
    async (req, reply) => {
      const token = refreshTokenFromCookie(req);
      if (token) await endSession(token, req.ip);
      clearRefreshCookie(reply);
      return reply.code(204).send(null);
    },
  );

  async function endSession(refreshToken: string, ip: string) {
    const session = await sessionOf(db(), refreshToken);
    if (!session) return;
    await db().transaction(async (t) => {
      const tx = t as unknown as Db;
      await revokeFamily(tx, session.family);
      await appendAudit(tx, { userId: session.userId, ip, resource: 'auth', recordId: session.userId, action: 'sign-out' });
    });
  }

  app.post(
    '/logout',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Sign out: the refresh token and its family stop working',
        security: [],
        body: RefreshBody,
        response: { 204: SignedOut, ...errorsFor(400) },
      },
    },
    async (req, reply) => {
      await endSession(req.body.refreshToken, req.ip);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/self',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'The signed-in user, their role and the shop', response: { 200: SelfResponse, ...errorsFor(401) } },
    },
    async (req) => {
      const account = await loadAccount(db(), { id: req.user.sub });
      if (!account) throw new ApiError(401, msg('account_gone'));
      const { shopName, currencyCode, currencySymbol, timeZone } = app.shop;
      return {
        user: selfView(account),
        shop: { name: shopName, currency: { code: currencyCode, symbol: currencySymbol }, timeZone, printed: printedShop(app.shop) },
      };
    },
  );

  app.put(
    '/update/self',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Change your own name, phone or picture',
        body: ProfileBody,
        response: { 200: SelfUser, ...errorsFor(400, 401) },
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
      if (req.body.image !== undefined) {
        const image = req.body.image?.trim() || null;
        // The users resource's rule: a picture shown to other staff is never a `javascript:` or `data:` address.
        if (image !== null && !new RegExp(LINK_PATTERN).test(image)) throw fieldError('image', LINK_MESSAGE);
        changes.image = image;
      }
      const account = await db().transaction(async (t) => {
        const tx = t as unknown as Db;
        const before = await loadAccount(tx, { id: req.user.sub });
        if (!before) throw new ApiError(401, msg('account_gone'));
        if (Object.keys(changes).length === 0) return before;
        await tx
          .update(users)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(users.id, req.user.sub));
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

  app.put(
    '/change-password',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Change your password; your other sessions are signed out',
        body: ChangePasswordBody,
        response: { 200: Done, ...errorsFor(400, 401) },
      },
    },
    async (req) => {
      const { oldPassword, password, confirm } = req.body;
      await checkNewPassword(password);
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
        await appendAudit(tx, {
          userId: req.user.sub,
          ip: req.ip,
          resource: 'auth',
          recordId: req.user.sub,
          action: 'password-change',
          label: account.user.email,
        });
      });
      return { message: 'Password Updated Successfully' };
    },
  );

  app.put(
    '/set-password/:id',
    {
      config: { auth: 'users:edit' },
      schema: {
        tags,
        summary: "Set another user's password (their sessions end)",
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        body: SetPasswordBody,
        response: { 200: Done, ...errorsFor(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const { password, confirm } = req.body;
      if (req.params.id === req.user.sub) {
        throw fieldError('id', msg('own_account_password'));
      }
      await refusePasswordReset(db(), req.user.sub, req.params.id);
      await checkNewPassword(password);
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

  app.put(
    '/update/preferences',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Save the columns chosen for one table',
        body: PreferencesBody,
        response: { 200: PreferencesSaved, ...errorsFor(400, 401) },
      },
    },
    async (req) => {
      const { field, preferences } = req.body;
      const account = await loadAccount(db(), { id: req.user.sub });
      if (!account) throw new ApiError(401, msg('account_gone'));
      const next = { ...account.user.preferences, [field]: [...new Set(preferences)] };
      await db().update(users).set({ preferences: next }).where(eq(users.id, req.user.sub));
      return { preferences: next };
    },
  );
};
