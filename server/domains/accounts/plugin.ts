import fp from 'fastify-plugin';
import { authRoutes } from './routes';

/** Sign-in, tokens, the account's own calls (the guard itself is registered before every domain, in server/app.ts). */
export default fp(
  async (app) => {
    await app.register(authRoutes, { prefix: '/api/auth' });
  },
  { name: 'accounts' },
);
