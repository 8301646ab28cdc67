import fp from 'fastify-plugin';
import { catalogueRoutes } from './routes';

export default fp(
  async (app) => {
    await app.register(catalogueRoutes, { prefix: '/api/products' });
  },
  { name: 'catalogue' },
);
