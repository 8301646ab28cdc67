import fp from 'fastify-plugin';
import { intakeRoutes } from './intakeRoutes';

/**
 * Online orders (issue 38): the intake view's calls, below the `order-intake` resource's own path
 * so its row menu names them (`{_id}/confirm`).
 */
export default fp(
  async (app) => {
    await app.register(intakeRoutes, { prefix: '/api/order-intake' });
  },
  { name: 'onlineOrders' },
);
