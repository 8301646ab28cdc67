import {
  CREDENTIAL_FIELDS,
  CREDENTIAL_PROVIDER_LABELS,
  credentialProblem,
  type CredentialProvider,
  type CredentialValues,
} from '../../../common/courierCredentials';
import type { CourierCredentialsChange, CourierCredentialStatus } from '../../../common/wire/courierCredentials';
import { fieldError, msg, type ApiError } from '../../engine/errors';
import type { AuditChange } from '../audit';
import type { CourierCredentialState } from './courierSettings';

/**
 * What the credentials' routes of every provider share (the couriers', deliveries/credentialRoutes.ts, and bKash's,
 * onlineOrders/bkashCredentialRoutes.ts): how a state is shown, how a change is merged and checked, how it is audited.
 * One copy, so a secret is kept out of answers and the audit log the same way for all of them.
 */

/** A provider's state as the wire shows it: secrets only as `true`, plain fields with their value. */
export function credentialStatusOf(provider: CredentialProvider, state: CourierCredentialState): CourierCredentialStatus {
  const fields: Record<string, boolean | string> = {};
  for (const f of CREDENTIAL_FIELDS[provider]) {
    const value = state.values[f.name];
    if (value) fields[f.name] = f.secret ? true : value;
  }
  return {
    courier: provider,
    source: state.source,
    fields,
    updatedAt: state.updatedAt?.toISOString() ?? null,
    updatedBy: state.updatedBy,
  };
}

/** Whether the change gives the provider another API address than `base`'s. */
const movesAddress = (base: CredentialValues, body: CourierCredentialsChange) => body.baseUrl !== undefined && body.baseUrl.trim() !== (base.baseUrl ?? '');

/**
 * `base` with the body's fields over it: a field left out keeps its value, an empty one clears it. Refuses (400,
 * naming the field) a field of another provider and a value of the wrong form (a store id not in digits, an address
 * that is not http(s)).
 */
export function mergedCredentials(provider: CredentialProvider, base: CredentialValues, body: CourierCredentialsChange): Record<string, string> {
  const fields = CREDENTIAL_FIELDS[provider];
  const out: Record<string, string> = { ...base };
  // A new API address gets no stored key: else whoever may edit the settings could send the kept keys to a server of
  // theirs (Test connection, or the next booking or payment) and read them there. The keys it is sent are the
  // required secrets; the webhook's tokens stay here and are kept.
  if (movesAddress(base, body)) {
    for (const f of fields) if (f.secret && f.required) delete out[f.name];
  }
  for (const [name, raw] of Object.entries(body)) {
    if (raw === undefined) continue;
    const f = fields.find((x) => x.name === name);
    if (!f) throw fieldError(name, msg('not_courier_field', { courier: CREDENTIAL_PROVIDER_LABELS[provider] }));
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

/** The first required field the values lack, as the 400 to answer (a secret dropped by a new address says so); null when all are set. */
export function missingCredential(
  provider: CredentialProvider,
  before: CredentialValues,
  values: CredentialValues,
  body: CourierCredentialsChange,
): ApiError | null {
  const missing = CREDENTIAL_FIELDS[provider].find((f) => f.required && !values[f.name]);
  if (!missing) return null;
  return fieldError(missing.name, msg(missing.secret && before[missing.name] && movesAddress(before, body) ? 'retype_with_address' : 'required'));
}

/** What a change did, field by field, for the audit log: plain values before and after, secrets by name only. */
export function credentialChangesOf(provider: CredentialProvider, before: CredentialValues, after: CredentialValues): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const f of CREDENTIAL_FIELDS[provider]) {
    const was = before[f.name];
    const now = after[f.name];
    if (was === now) continue;
    changes.push(f.secret ? { field: f.name } : { field: f.name, before: was ?? null, after: now ?? null });
  }
  return changes;
}
