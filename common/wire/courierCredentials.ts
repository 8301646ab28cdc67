import { Type, type Static, type TOptional, type TString } from 'typebox';
import { CREDENTIAL_COURIERS, CREDENTIAL_FIELD_NAMES, CREDENTIAL_PROVIDERS, MAX_CREDENTIAL_LENGTH } from '../courierCredentials';
import { NullableString } from './nullable';
import { TextEnum, Timestamp } from './values';

/**
 * The couriers' credentials in Settings (issue 37): `GET /api/settings/couriers` says where each courier's come from
 * and which fields are set, never a secret; `PUT /api/settings/couriers/{courier}` sets some, `DELETE` forgets them,
 * `POST …/test` asks the courier. Field names and which are secret are common/courierCredentials.ts's.
 */

export const CredentialCourierParams = Type.Object({ courier: TextEnum(CREDENTIAL_COURIERS, { description: 'steadfast, pathao or redx' }) });

/** A courier's or bKash's (`GET /api/settings/bkash`, the same calls without the courier in the path; issue 38). */
export const CourierCredentialStatus = Type.Object({
  courier: TextEnum(CREDENTIAL_PROVIDERS, { description: 'The courier, or bkash' }),
  source: TextEnum(['settings', 'env', 'none'] as const, {
    description: 'Where the credentials in force come from: Settings (over the environment), the environment variables, or nowhere',
  }),
  fields: Type.Record(Type.String(), Type.Union([Type.Boolean(), Type.String()]), {
    description: 'Each set field: `true` for a secret (its value is never sent), the value itself for a plain one (an address, a store id)',
  }),
  updatedAt: Type.Union([Timestamp(), Type.Null()]),
  updatedBy: NullableString({ description: 'Who saved them in Settings' }),
});
export type CourierCredentialStatus = Static<typeof CourierCredentialStatus>;

export const CourierCredentialList = Type.Array(CourierCredentialStatus);

/**
 * Some of a courier's fields: a field left out keeps what Settings hold (a secret need not be typed again), an empty
 * one clears it. A field of another courier is refused.
 */
const changeFields: Record<string, TOptional<TString>> = Object.fromEntries(
  CREDENTIAL_FIELD_NAMES.map((name) => [name, Type.Optional(Type.String({ maxLength: MAX_CREDENTIAL_LENGTH }))]),
);
export const CourierCredentialsChange = Type.Object(changeFields, { additionalProperties: false });
export type CourierCredentialsChange = Static<typeof CourierCredentialsChange>;

export const ConnectionTestAnswer = Type.Object({
  ok: Type.Boolean(),
  message: Type.String({ description: 'What the courier answered, or why it could not be asked' }),
});
export type ConnectionTestAnswer = Static<typeof ConnectionTestAnswer>;
