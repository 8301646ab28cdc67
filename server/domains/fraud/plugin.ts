import fp from 'fastify-plugin';
import type { AppOptions } from '../../appOptions';
import { fraudRoutes } from './routes';
import { steadfastFromEnv } from './steadfastFraud';

export default fp<AppOptions>(
  async (app, opts) => {
    await app.register(fraudRoutes, {
      prefix: '/api/fraud-checker',
      steadfast: opts.steadfast === undefined ? steadfastFromEnv() : (opts.steadfast ?? undefined),
    });
  },
  { name: 'fraud' },
);
