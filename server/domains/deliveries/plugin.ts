import fp from 'fastify-plugin';
import type { AppOptions } from '../../appOptions';
import { couriersFromEnv } from './couriers';
import { deliveryRoutes } from './routes';
import { settlementRoutes } from './settlements/routes';

export default fp<AppOptions>(
  async (app, opts) => {
    await app.register(deliveryRoutes, { prefix: '/api/deliveries', couriers: opts.couriers ?? couriersFromEnv(process.env) });
    await app.register(settlementRoutes, { prefix: '/api' });
  },
  { name: 'deliveries' },
);
