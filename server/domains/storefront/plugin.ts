import fp from 'fastify-plugin';
import type { AppOptions } from '../../appOptions';
import { DEFAULT_STOREFRONT_LIMIT } from './limit';
import { publicRoutes } from './routes';

/** The anonymous storefront API. */
export default fp<AppOptions>(
  async (app, opts) => {
    await app.register(publicRoutes, { prefix: '/api/public', limit: opts.storefrontLimit ?? { max: DEFAULT_STOREFRONT_LIMIT } });
  },
  { name: 'storefront' },
);
