import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CREDENTIAL_COURIERS } from '../../../common/courierCredentials';
import { COURIER_LABELS } from '../../../common/deliveryStatus';
import { CredentialCourierParams } from '../../../common/wire/courierCredentials';
import type { Db } from '../../db/client';
import { callSchema } from '../../engine/callSchema';
import { errorsFor } from '../../engine/errorSchema';
import { badRequest, msg } from '../../engine/errors';
import { appendAudit } from '../audit';
import { credentialChangesOf as changesOf, credentialStatusOf as statusOf, mergedCredentials as merged, missingCredential } from '../settings';
import { testConnection } from './couriers/connectionTest';

export interface CourierCredentialRouteOptions {
  /** How long Test connection waits for the courier. */
  testTimeoutMs?: number;
}

const DEFAULT_TEST_TIMEOUT_MS = 15_000;

/**
 * The couriers' credentials in Settings (issue 37), at /api/settings/couriers: who may read the settings sees where
 * each courier's credentials come from and which fields are set; who may change them saves, removes and tries them.
 * A secret is never answered, logged (server/logging.ts redacts these bodies' keys) or written to the audit log.
 * Saving needs SECRETS_KEY; the couriers this process books with follow at once (deliveries/plugin.ts).
 */
export const courierCredentialRoutes: FastifyPluginAsyncTypebox<CourierCredentialRouteOptions> = async (app, opts) => {
  const tags = ['settings'];
  const store = () => app.courierSettings;
  const testTimeoutMs = opts.testTimeoutMs ?? DEFAULT_TEST_TIMEOUT_MS;

  app.get(
    '/',
    {
      config: { auth: 'settings:list' },
      schema: {
        tags,
        summary: 'Each courier’s credentials: where they come from (Settings, the environment, none) and which fields are set; never a secret',
        ...callSchema('GET /settings/couriers', 200, errorsFor(401, 403)),
      },
    },
    async () => {
      const states = store().current();
      return CREDENTIAL_COURIERS.map((c) => statusOf(c, states[c]));
    },
  );

  app.put(
    '/:courier',
    {
      config: { auth: 'settings:edit' },
      schema: {
        tags,
        summary: 'Set a courier’s credentials in Settings (over its environment variables); a field left out keeps its value, an empty one clears it',
        description:
          'Kept encrypted with the server’s SECRETS_KEY: without it, 400. Every required field of the courier must be set after the change (400 names the first missing); ' +
          'a new API address needs the keys typed again. ' +
          'The couriers this server books with change at once.',
        params: CredentialCourierParams,
        ...callSchema('PUT /settings/couriers/{courier}', 200, errorsFor(400, 401, 403)),
      },
    },
    async (req) => {
      const { courier } = req.params;
      if (!store().key) throw badRequest(msg('secrets_key_missing'));
      const before = store().storedValues(courier);
      const values = merged(courier, before, req.body);
      const missing = missingCredential(courier, before, values, req.body);
      if (missing) throw missing;
      await store().save(courier, values, req.user.sub, (tx: Db) =>
        appendAudit(tx, {
          userId: req.user.sub,
          ip: req.ip,
          resource: 'settings',
          recordId: courier,
          action: 'courier-credentials',
          label: `${COURIER_LABELS[courier]} credentials`,
          changes: changesOf(courier, before, values),
        }),
      );
      return statusOf(courier, store().current()[courier]);
    },
  );

  app.delete(
    '/:courier',
    {
      config: { auth: 'settings:edit' },
      schema: {
        tags,
        summary: 'Remove a courier’s credentials from Settings: its environment variables, if any, configure it again',
        params: CredentialCourierParams,
        ...callSchema('DELETE /settings/couriers/{courier}', 200, errorsFor(401, 403)),
      },
    },
    async (req) => {
      const { courier } = req.params;
      const before = store().storedValues(courier);
      await store().remove(courier, (tx: Db) =>
        appendAudit(tx, {
          userId: req.user.sub,
          ip: req.ip,
          resource: 'settings',
          recordId: courier,
          action: 'courier-credentials-removed',
          label: `${COURIER_LABELS[courier]} credentials`,
          changes: changesOf(courier, before, {}),
        }),
      );
      return statusOf(courier, store().current()[courier]);
    },
  );

  app.post(
    '/:courier/test',
    {
      config: { auth: 'settings:edit' },
      schema: {
        tags,
        summary: 'Ask the courier with the given credentials (over those in force; a new API address needs the keys typed) and answer what it said',
        description:
          'One call that changes nothing: Steadfast’s balance, a Pathao token and its stores, RedX’s pickup stores. A refused key, a time-out or an unknown store id is `ok: false` with the courier’s words, never a 5xx. Nothing is saved.',
        params: CredentialCourierParams,
        ...callSchema('POST /settings/couriers/{courier}/test', 200, errorsFor(400, 401, 403)),
      },
    },
    async (req) => {
      const { courier } = req.params;
      const values = merged(courier, store().current()[courier].values, req.body);
      return testConnection(courier, values, testTimeoutMs);
    },
  );
};
