import fp from 'fastify-plugin';
import { uploadRoutes } from './routes';

export default fp(
  async (app) => {
    await app.register(uploadRoutes, { prefix: '/api/upload' });
  },
  { name: 'uploads' },
);
