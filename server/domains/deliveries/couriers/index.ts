import type { CourierName } from '../../../../common/deliveryStatus';
import { manualCourier } from './manual';
import { SteadfastCourier } from './steadfast';
import type { Courier } from './types';

export type { BookingResult, Courier, CourierReport, Parcel, WebhookEvent, WebhookRefusal } from './types';

/** The couriers this server can book with, by name. */
export type Couriers = ReadonlyMap<CourierName, Courier>;

/**
 * The manual courier always; Steadfast when STEADFAST_API_KEY and
 * STEADFAST_SECRET_KEY are set (STEADFAST_BASE_URL for another host, a
 * sandbox or a test server; STEADFAST_WEBHOOK_TOKEN, the Bearer token typed
 * in their panel's webhook settings, to take their status pushes). The fraud checker reads the same variables for
 * Steadfast's fraud check in its own module.
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
  return couriers;
}
