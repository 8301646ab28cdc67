import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  COURIER_CREDENTIAL_FIELDS,
  CREDENTIAL_COURIERS,
  credentialProblem,
  type CredentialCourier,
  type CredentialValues,
} from '../../../common/courierCredentials';
import { COURIER_LABELS } from '../../../common/deliveryStatus';
import { CredentialCourierParams, type CourierCredentialsChange, type CourierCredentialStatus } from '../../../common/wire/courierCredentials';
import type { Db } from '../../db/client';
import { callSchema } from '../../engine/callSchema';
import { errorsFor } from '../../engine/errorSchema';
import { badRequest, fieldError, msg } from '../../engine/errors';
import { appendAudit, type AuditChange } from '../audit';
import type { CourierCredentialState } from '../settings';
import { testConnection } from './couriers/connectionTest';

export interface CourierCredentialRouteOptions {
  /** How long Test connection waits for the courier. */
  testTimeoutMs?: number;
}

const DEFAULT_TEST_TIMEOUT_MS = 15_000;

/** A courier's state as the wire shows it: secrets only as `true`, plain fields with their value. */
function statusOf(courier: CredentialCourier, state: CourierCredentialState): CourierCredentialStatus {
  const fields: Record<string, boolean | string> = {};
  for (const f of COURIER_CREDENTIAL_FIELDS[courier]) {
    const value = state.values[f.name];
    if (value) fields[f.name] = f.secret ? true : value;
  }
  return {
    courier,
    source: state.source,
    fields,
    updatedAt: state.updatedAt?.toISOString() ?? null,
    updatedBy: state.updatedBy,
  };
}

/** Whether the change gives the courier another API address than `base`'s. */
const movesAddress = (base: CredentialValues, body: CourierCredentialsChange) => body.baseUrl !== undefined && body.baseUrl.trim() !== (base.baseUrl ?? '');

/**
 * `base` with the body's fields over it: a field left out keeps its value, an empty one clears it. Refuses (400,
 * naming the field) a field of another courier and a value of the wrong form (a store id not in digits, an address
 * that is not http(s)).
 */
function merged(courier: CredentialCourier, base: CredentialValues, body: CourierCredentialsChange): Record<string, string> {
  const fields = COURIER_CREDENTIAL_FIELDS[courier];
  const out: Record<string, string> = { ...base };
  // A new API address gets no stored key: else whoever may edit the settings could send the kept keys to a server of
  // theirs (Test connection, or the next booking) and read them there. The keys it is sent are the required secrets;
  // the webhook's tokens stay here and are kept.
  if (movesAddress(base, body)) {
    for (const f of fields) if (f.secret && f.required) delete out[f.name];
  }
  for (const [name, raw] of Object.entries(body)) {
    if (raw === undefined) continue;
    const f = fields.find((x) => x.name === name);
    if (!f) throw fieldError(name, msg('not_courier_field', { courier: COURIER_LABELS[courier] }));
    const value = raw.trim();
    if (!value) {
      delete out[name];
      continue;
    }
    const problem = credentialProblem(f, value);
    if (problem) throw fieldError(name, msg(problem));
    out[name] = value;
  }
  return out;
}

/** What a change did, field by field, for the audit log: plain values before and after, secrets by name only. */
function changesOf(courier: CredentialCourier, before: CredentialValues, after: CredentialValues): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const f of COURIER_CREDENTIAL_FIELDS[courier]) {
    const was = before[f.name];
    const now = after[f.name];
    if (was === now) continue;
    changes.push(f.secret ? { field: f.name } : { field: f.name, before: was ?? null, after: now ?? null });
  }
  return changes;
}

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
      const missing = COURIER_CREDENTIAL_FIELDS[courier].find((f) => f.required && !values[f.name]);
      if (missing)
        throw fieldError(missing.name, msg(missing.secret && before[missing.name] && movesAddress(before, req.body) ? 'retype_with_address' : 'required'));
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
