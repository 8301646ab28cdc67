import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/client';
import { callSchema } from '../../engine/callSchema';
import { errorsFor } from '../../engine/errorSchema';
import { badRequest, msg } from '../../engine/errors';
import { appendAudit } from '../audit';
import { tryBkash } from '../payments';
import { credentialChangesOf, credentialStatusOf, mergedCredentials, missingCredential } from '../settings';

export interface BkashCredentialRouteOptions {
  /** How long Test connection waits for bKash. */
  testTimeoutMs?: number;
}

const DEFAULT_TEST_TIMEOUT_MS = 15_000;

/**
 * bKash's credentials in Settings (issue 38), at /api/settings/bkash: the couriers' calls (deliveries/credentialRoutes.ts)
 * for the one payment provider, on the same store (`app.courierSettings`) and the same rules (settings/credentialChanges.ts):
 * secrets never answered, logged or audited; saving needs SECRETS_KEY; a new API address needs the keys typed again;
 * the checkout follows at once (onlineOrders/plugin.ts).
 */
export const bkashCredentialRoutes: FastifyPluginAsyncTypebox<BkashCredentialRouteOptions> = async (app, opts) => {
  const tags = ['settings'];
  const store = () => app.courierSettings;
  const testTimeoutMs = opts.testTimeoutMs ?? DEFAULT_TEST_TIMEOUT_MS;
  const audit = (userId: string, ip: string, action: string, changes: ReturnType<typeof credentialChangesOf>) => (tx: Db) =>
    appendAudit(tx, { userId, ip, resource: 'settings', recordId: 'bkash', action, label: 'bKash credentials', changes });

  app.get(
    '/',
    {
      config: { auth: 'settings:list' },
      schema: {
        tags,
        summary: 'bKash’s credentials: where they come from (Settings, the environment, none) and which fields are set; never a secret',
        ...callSchema('GET /settings/bkash', 200, errorsFor(401, 403)),
      },
    },
    async () => credentialStatusOf('bkash', store().current().bkash),
  );

  app.put(
    '/',
    {
      config: { auth: 'settings:edit' },
      schema: {
        tags,
        summary: 'Set bKash’s credentials in Settings (over the BKASH_* variables); a field left out keeps its value, an empty one clears it',
        description:
          'Kept encrypted with the server’s SECRETS_KEY: without it, 400. Username, password, app key and app secret must be set after the change; ' +
          'without an API address bKash’s sandbox is used; a new API address needs the keys typed again. The online shop’s checkout changes at once.',
        ...callSchema('PUT /settings/bkash', 200, errorsFor(400, 401, 403)),
      },
    },
    async (req) => {
      if (!store().key) throw badRequest(msg('secrets_key_missing'));
      const before = store().storedValues('bkash');
      const values = mergedCredentials('bkash', before, req.body);
      const missing = missingCredential('bkash', before, values, req.body);
      if (missing) throw missing;
      await store().save('bkash', values, req.user.sub, audit(req.user.sub, req.ip, 'bkash-credentials', credentialChangesOf('bkash', before, values)));
      return credentialStatusOf('bkash', store().current().bkash);
    },
  );

  app.delete(
    '/',
    {
      config: { auth: 'settings:edit' },
      schema: {
        tags,
        summary: 'Remove bKash’s credentials from Settings: the BKASH_* variables, if set, configure it again',
        ...callSchema('DELETE /settings/bkash', 200, errorsFor(401, 403)),
      },
    },
    async (req) => {
      const before = store().storedValues('bkash');
      await store().remove('bkash', audit(req.user.sub, req.ip, 'bkash-credentials-removed', credentialChangesOf('bkash', before, {})));
      return credentialStatusOf('bkash', store().current().bkash);
    },
  );

  app.post(
    '/test',
    {
      config: { auth: 'settings:edit' },
      schema: {
        tags,
        summary: 'Ask bKash for a token with the given credentials (over those in force; a new API address needs the keys typed) and answer what it said',
        description: 'A token grant, which pays nothing. A refused key or a time-out is `ok: false` with bKash’s words, never a 5xx. Nothing is saved.',
        ...callSchema('POST /settings/bkash/test', 200, errorsFor(400, 401, 403)),
      },
    },
    async (req) => tryBkash(mergedCredentials('bkash', store().current().bkash.values, req.body), testTimeoutMs),
  );
};
