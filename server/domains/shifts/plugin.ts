import fp from 'fastify-plugin';
import type { AppOptions } from '../../appOptions';
import { shiftRoutes } from './routes';

export default fp<AppOptions>(
  async (app) => {
    await app.register(shiftRoutes, { prefix: '/api/shifts' });
  },
  { name: 'shifts' },
);
