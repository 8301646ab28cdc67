import type { CourierName } from '../../../../common/deliveryStatus';
import { manualCourier } from './manual';
import { PathaoCourier } from './pathao';
import { RedxCourier } from './redx';
import { SteadfastCourier } from './steadfast';
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
 */
export function couriersFromEnv(env: NodeJS.ProcessEnv = process.env): Couriers {
  const couriers = new Map<CourierName, Courier>([['manual', manualCourier]]);
  const apiKey = env.STEADFAST_API_KEY?.trim();
  const secretKey = env.STEADFAST_SECRET_KEY?.trim();
  if (apiKey && secretKey) {
    couriers.set(
      'steadfast',
      new SteadfastCourier({
        apiKey,
        secretKey,
        baseUrl: env.STEADFAST_BASE_URL?.trim() || undefined,
        webhookToken: env.STEADFAST_WEBHOOK_TOKEN?.trim() || undefined,
      }),
    );
  }
  const redxToken = env.REDX_API_TOKEN?.trim();
  if (redxToken) {
    const store = env.REDX_PICKUP_STORE_ID?.trim();
    // A store id that is not a number is a typing mistake: said at start rather than booking from the wrong store.
    if (store && !/^\d+$/.test(store)) throw new Error(`REDX_PICKUP_STORE_ID must be RedX's pickup store id (a number), not "${store}"`);
    couriers.set(
      'redx',
      new RedxCourier({
        token: redxToken,
        baseUrl: env.REDX_BASE_URL?.trim() || undefined,
        pickupStoreId: store ? Number(store) : undefined,
        callbackToken: env.REDX_CALLBACK_TOKEN?.trim() || undefined,
      }),
    );
  }
  const pathao = pathaoFromEnv(env);
  if (pathao) couriers.set('pathao', pathao);
  return couriers;
}

function pathaoFromEnv(env: NodeJS.ProcessEnv): PathaoCourier | null {
  const read = (name: string) => env[name]?.trim() || undefined;
  const clientId = read('PATHAO_CLIENT_ID');
  const clientSecret = read('PATHAO_CLIENT_SECRET');
  const username = read('PATHAO_USERNAME');
  const password = read('PATHAO_PASSWORD');
  const storeId = read('PATHAO_STORE_ID');
  if (!clientId || !clientSecret || !username || !password || !storeId) return null;
  // Refused at start, as a wrong TRUST_PROXY is: a store id that is not a number would fail every booking.
  if (!/^\d+$/.test(storeId)) throw new Error(`PATHAO_STORE_ID must be Pathao's store number, not "${storeId}"`);
  return new PathaoCourier({
    clientId,
    clientSecret,
    username,
    password,
    storeId: Number(storeId),
    baseUrl: read('PATHAO_BASE_URL'),
    webhookSecret: read('PATHAO_WEBHOOK_SECRET'),
  });
}
