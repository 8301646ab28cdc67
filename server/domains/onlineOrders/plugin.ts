import fp from 'fastify-plugin';
import type { AppOptions } from '../../appOptions';
import { bkashFromEnv } from '../payments';
import { DEFAULT_STOREFRONT_LIMIT } from '../storefront';
import { intakeRoutes } from './intakeRoutes';
import { handleOrderExpiry } from './expiryJob';
import { bkashRefundRoutes } from './refundRoutes';
import { publicOrderRoutes } from './publicRoutes';

/** Orders an address may place from the online shop in an hour: a household or an office shares an address, a script does not need more. */
const ORDERS_PER_ADDRESS_HOUR = 20;

/**
 * Online orders (issue 38): the storefront's order calls under /api/public, the intake view's calls below the
 * `order-intake` resource's own path (so its row menu names them, `{_id}/confirm`), bKash refunds on the order,
 * and the job that cancels a pending order at its expiry.
 */
export default fp<AppOptions>(
  async (app, opts) => {
    const bkash = opts.bkash === undefined ? bkashFromEnv() : opts.bkash;
    await app.register(publicOrderRoutes, {
      prefix: '/api/public',
      limit: opts.storefrontLimit ?? { max: DEFAULT_STOREFRONT_LIMIT },
      ordersPerAddressHour: ORDERS_PER_ADDRESS_HOUR,
      bkash: () => bkash,
      returnOrigins: opts.storefrontOrigins ?? [],
    });
    await app.register(intakeRoutes, { prefix: '/api/order-intake' });
    await app.register(bkashRefundRoutes, { prefix: '/api/orders', bkash: () => bkash });
    handleOrderExpiry(app, () => bkash);
  },
  { name: 'onlineOrders', dependencies: ['jobs'] },
);
