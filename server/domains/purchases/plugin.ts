import fp from 'fastify-plugin';
import { purchaseRoutes } from './routes';

export default fp(
  async (app) => {
    await app.register(purchaseRoutes, { prefix: '/api/purchases' });
  },
  { name: 'purchases' },
);
