import fp from 'fastify-plugin';
import { ensureStandardPages } from './pages';
import { contentRoutes } from './routes';

export default fp(
  async (app) => {
    await ensureStandardPages(app.db.db);
    await app.register(contentRoutes, { prefix: '/api/contents' });
  },
  { name: 'content' },
);
