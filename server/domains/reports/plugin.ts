import fp from 'fastify-plugin';
import { rollupFolder } from './rollupFold';
import { reportRoutes } from './routes';

export default fp(
  async (app) => {
    await app.register(reportRoutes, { prefix: '/api' });
    await app.register(rollupFolder);
  },
  { name: 'reports' },
);
