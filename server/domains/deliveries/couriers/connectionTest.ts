import type { CredentialCourier, CredentialValues } from '../../../../common/courierCredentials';
import { COURIER_LABELS } from '../../../../common/deliveryStatus';
import { toTaka } from '../../../../common/money';
import { courierFrom } from './fromValues';
import { PathaoCourier } from './pathao';
import { RedxCourier } from './redx';
import { SteadfastCourier } from './steadfast';

export interface ConnectionAnswer {
  ok: boolean;
  /** What the courier said, in words the owner can act on. */
  message: string;
}

const names = (list: { id: number; name: string }[]) =>
  list
    .slice(0, 5)
    .map((s) => `${s.name} (${s.id})`)
    .join(', ') + (list.length > 5 ? ', …' : '');

/**
 * "Test connection" (issue 37): one call to the courier that changes nothing, with the credentials given: Steadfast's
 * balance, Pathao's token then its stores, RedX's pickup stores. Never throws: a refused key, a time-out or a store
 * id the courier does not know is an answer saying so.
 */
export async function testConnection(name: CredentialCourier, values: CredentialValues, timeoutMs: number): Promise<ConnectionAnswer> {
  const label = COURIER_LABELS[name];
  let courier;
  try {
    courier = courierFrom(name, values, { timeoutMs });
  } catch (err) {
    return { ok: false, message: err instanceof Error ? err.message : String(err) };
  }
  if (!courier) return { ok: false, message: `${label} needs every required field before it can be tried` };
  try {
    if (courier instanceof SteadfastCourier) {
      return { ok: true, message: `${label} answered: the account's balance is ৳${toTaka(await courier.balance())}` };
    }
    if (courier instanceof PathaoCourier) return storesAnswer(label, await courier.stores(), values.storeId, 'store');
    if (courier instanceof RedxCourier) {
      const stores = (await courier.pickupStores()).map((s) => ({ id: s.id, name: s.name }));
      return storesAnswer(label, stores, values.pickupStoreId, 'pickup store');
    }
    return { ok: false, message: `${label} cannot be tried` };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    // A time-out says so without the booking's advice ("check its panel before booking again"): nothing was booked.
    if (/did not answer within/.test(message)) return { ok: false, message: `${label} did not answer within ${Math.max(1, Math.round(timeoutMs / 1000))} s` };
    return { ok: false, message };
  }
}

function storesAnswer(label: string, stores: { id: number; name: string }[], wanted: string | undefined, what: string): ConnectionAnswer {
  const count = `${stores.length} ${what}${stores.length === 1 ? '' : 's'}`;
  if (wanted && !stores.some((s) => String(s.id) === wanted)) {
    return { ok: false, message: `${label} took the credentials, but ${what} ${wanted} is not one of its ${count}: ${names(stores) || 'none'}` };
  }
  return { ok: true, message: `${label} answered: ${count}${stores.length ? ` (${names(stores)})` : ''}` };
}
