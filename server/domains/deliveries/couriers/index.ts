import type { CourierName } from '../../../../common/deliveryStatus';
import { envValues } from '../../settings';
import { courierFrom } from './fromValues';
import { manualCourier } from './manual';
import type { Courier } from './types';

export type { BookingResult, Courier, CourierPayout, CourierQuote, CourierReport, Parcel, WebhookEvent, WebhookRefusal, WebhookReply } from './types';

/** The couriers this server can book with, by name. */
export type Couriers = ReadonlyMap<CourierName, Courier>;

/**
 * The manual courier always; Steadfast when STEADFAST_API_KEY and
 * STEADFAST_SECRET_KEY are set (STEADFAST_BASE_URL for another host, a
 * sandbox or a test server; STEADFAST_WEBHOOK_TOKEN, the Bearer token typed
 * in their panel's webhook settings, to take their status pushes). The fraud checker reads the same variables for
 * Steadfast's fraud check in its own module. RedX when REDX_API_TOKEN is set
 * (REDX_BASE_URL for the sandbox or a test server; REDX_PICKUP_STORE_ID, the
 * pickup store parcels leave from; REDX_CALLBACK_TOKEN, the `token` of the
 * callback URL typed in their panel).
 *
 * Pathao when PATHAO_CLIENT_ID, PATHAO_CLIENT_SECRET, PATHAO_USERNAME,
 * PATHAO_PASSWORD and PATHAO_STORE_ID (a number) are all set
 * (PATHAO_BASE_URL for the sandbox, https://courier-api-sandbox.pathao.com,
 * or a test server; PATHAO_WEBHOOK_SECRET, the secret typed in their panel's
 * webhook settings, to take their signals).
 *
 * The variables' names per field are common/courierCredentials.ts's; Settings' credentials, when the owner saved
 * some, take a courier's place over these (couriers/live.ts).
 */
export function couriersFromEnv(env: NodeJS.ProcessEnv = process.env): Couriers {
  const couriers = new Map<CourierName, Courier>([['manual', manualCourier]]);
  // In this order, as the couriers list has always shown them.
  for (const name of ['steadfast', 'redx', 'pathao'] as const) {
    const courier = courierFrom(name, envValues(name, env), {}, 'env');
    if (courier) couriers.set(name, courier);
  }
  return couriers;
}
