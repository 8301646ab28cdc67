import fp from 'fastify-plugin';
import type { AppOptions } from '../../appOptions';
import { backupRoutes } from './backup/routes';
import { healthRoutes } from './health';
import { metricsPlugin } from './metrics';

/** Health, metrics and the backup (the security headers and the overload guard come first, in server/app.ts). */
export default fp<AppOptions>(
  async (app, opts) => {
    await app.register(healthRoutes, { database: opts.database });
    await app.register(metricsPlugin, { database: opts.database, access: opts.metrics ?? {}, pool: opts.database.pool });
    await app.register(backupRoutes, { prefix: '/api/admin', dataDir: opts.dataDir });
  },
  { name: 'ops' },
);
