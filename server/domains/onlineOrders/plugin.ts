import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppOptions } from '../../appOptions';
import { bkashFromValues, type PaymentProvider } from '../payments';
import { DEFAULT_STOREFRONT_LIMIT } from '../storefront';
import { bkashCredentialRoutes } from './bkashCredentialRoutes';
import { intakeRoutes } from './intakeRoutes';
import { handleOrderExpiry } from './expiryJob';
import { bkashRefundRoutes } from './refundRoutes';
import { publicOrderRoutes } from './publicRoutes';

/** Orders an address may place from the online shop in an hour: a household or an office shares an address, a script does not need more. */
const ORDERS_PER_ADDRESS_HOUR = 20;

/**
 * Online orders (issue 38): the storefront's order calls under /api/public, the intake view's calls below the
 * `order-intake` resource's own path (so its row menu names them, `{_id}/confirm`), bKash refunds on the order,
 * bKash's credentials in Settings, and the job that cancels a pending order at its expiry.
 */
export default fp<AppOptions>(
  async (app, opts) => {
    const bkash = opts.bkash === undefined ? followBkash(app.courierSettings) : () => opts.bkash ?? null;
    await app.register(publicOrderRoutes, {
      prefix: '/api/public',
      limit: opts.storefrontLimit ?? { max: DEFAULT_STOREFRONT_LIMIT },
      ordersPerAddressHour: ORDERS_PER_ADDRESS_HOUR,
      bkash,
      returnOrigins: opts.storefrontOrigins ?? [],
    });
    await app.register(intakeRoutes, { prefix: '/api/order-intake' });
    await app.register(bkashRefundRoutes, { prefix: '/api/orders', bkash });
    await app.register(bkashCredentialRoutes, { prefix: '/api/settings/bkash', testTimeoutMs: opts.courierTestTimeoutMs });
    handleOrderExpiry(app, bkash);
  },
  { name: 'onlineOrders', dependencies: ['jobs', 'settings'] },
);

/**
 * bKash as Settings (else the BKASH_* variables) configure it now: rebuilt when its values change, so a save in
 * Settings, here or through another process, is what the next payment uses; kept otherwise, so its token (granted
 * for an hour) is not thrown away when a courier's credentials change.
 */
function followBkash(settings: FastifyInstance['courierSettings']): () => PaymentProvider | null {
  let values = '';
  let provider: PaymentProvider | null = null;
  const follow = () => {
    const current = settings.current().bkash.values;
    const signature = JSON.stringify(current);
    if (signature === values) return;
    values = signature;
    provider = bkashFromValues(current);
  };
  follow();
  settings.onChange(follow);
  return () => provider;
}
