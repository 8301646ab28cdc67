import type { CredentialCourier, CredentialValues } from '../../../../common/courierCredentials';
import { PathaoCourier } from './pathao';
import { RedxCourier } from './redx';
import { SteadfastCourier } from './steadfast';
import type { Courier } from './types';

/** How the couriers' calls may be tuned beyond their credentials (Test connection waits less than a booking). */
export interface CourierTuning {
  timeoutMs?: number;
}

/** A value that must be digits (a store id): refused with where it came from, never guessed. */
function digits(value: string | undefined, what: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new Error(`${what} must be a number, not "${value}"`);
  return Number(value);
}

/**
 * The courier its values configure (Settings' fields or its environment variables, by the field names of
 * common/courierCredentials.ts); null when a required value is missing. Throws when a store id is not a number,
 * naming the field (`what` says where it came from: `PATHAO_STORE_ID`, `Settings`).
 */
export function courierFrom(courier: CredentialCourier, v: CredentialValues, tuning: CourierTuning = {}, where = 'Settings'): Courier | null {
  switch (courier) {
    case 'steadfast':
      if (!v.apiKey || !v.secretKey) return null;
      return new SteadfastCourier({ apiKey: v.apiKey, secretKey: v.secretKey, baseUrl: v.baseUrl, webhookToken: v.webhookToken, ...tuning });
    case 'redx':
      if (!v.token) return null;
      return new RedxCourier({
        token: v.token,
        baseUrl: v.baseUrl,
        pickupStoreId: digits(v.pickupStoreId, where === 'env' ? 'REDX_PICKUP_STORE_ID' : 'RedX’s pickup store id'),
        callbackToken: v.callbackToken,
        ...tuning,
      });
    case 'pathao': {
      if (!v.clientId || !v.clientSecret || !v.username || !v.password || !v.storeId) return null;
      return new PathaoCourier({
        clientId: v.clientId,
        clientSecret: v.clientSecret,
        username: v.username,
        password: v.password,
        storeId: digits(v.storeId, where === 'env' ? 'PATHAO_STORE_ID' : 'Pathao’s store id')!,
        baseUrl: v.baseUrl,
        webhookSecret: v.webhookSecret,
        ...tuning,
      });
    }
  }
}
