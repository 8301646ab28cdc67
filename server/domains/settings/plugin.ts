import fp from 'fastify-plugin';
import { settingsRefresh, settingsRoutes } from './routes';

export default fp(
  async (app) => {
    await app.register(settingsRefresh);
    await app.register(settingsRoutes, { prefix: '/api/settings' });
  },
  { name: 'settings' },
);
