import fp from 'fastify-plugin';
import type { AppOptions } from '../../appOptions';
import { exchangeRoutes } from './routes';

export default fp<AppOptions>(
  async (app) => {
    await app.register(exchangeRoutes, { prefix: '/api/orders' });
  },
  { name: 'exchanges', dependencies: ['orders'] },
);
