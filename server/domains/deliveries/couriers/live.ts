import type { FastifyBaseLogger } from 'fastify';
import { CREDENTIAL_COURIERS } from '../../../../common/courierCredentials';
import type { CourierName } from '../../../../common/deliveryStatus';
import type { CourierCredentialStates } from '../../settings';
import { courierFrom } from './fromValues';
import type { Courier } from './types';

/**
 * Sets the couriers of `live` in place from the credentials in force (issue 37): a courier the owner configured in
 * Settings is built from those; any other is the one the server started with (its environment variables, or what a
 * test gave), or absent. In place, because every part of the deliveries holds this one map (`Couriers`): booking,
 * the webhook, the status and area jobs see the change at their next call, without a restart.
 */
export function followCredentials(
  live: Map<CourierName, Courier>,
  started: ReadonlyMap<CourierName, Courier>,
  states: CourierCredentialStates,
  log: FastifyBaseLogger,
): void {
  for (const name of CREDENTIAL_COURIERS) {
    const state = states[name];
    let courier: Courier | null = null;
    if (state.source === 'settings') {
      try {
        courier = courierFrom(name, state.values);
      } catch (err) {
        // Saved values are checked before they are kept; a row that still fails is read as not set.
        log.warn({ courier: name, reason: err instanceof Error ? err.message : String(err) }, 'courier credentials in Settings are not usable');
      }
    }
    courier ??= started.get(name) ?? null;
    if (courier) live.set(name, courier);
    else live.delete(name);
  }
}
