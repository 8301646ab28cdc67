import fp from 'fastify-plugin';
import type { AppOptions } from '../../appOptions';
import { couriersFromEnv } from './couriers';
import { deliveryRoutes } from './routes';
import { handleStatusRefreshes } from './statusRefreshJob';
import { handleCourierAreas } from './areas/job';
import { settlementRoutes } from './settlements/routes';
import { handleCourierPayouts } from './payouts/job';
import { payoutRoutes } from './payouts/routes';

export default fp<AppOptions>(
  async (app, opts) => {
    const couriers = opts.couriers ?? couriersFromEnv(process.env);
    await app.register(deliveryRoutes, { prefix: '/api/deliveries', couriers });
    handleStatusRefreshes(app, couriers);
    handleCourierAreas(app, couriers);
    await app.register(settlementRoutes, { prefix: '/api' });
    await app.register(payoutRoutes, { prefix: '/api/deliveries', couriers });
    handleCourierPayouts(app, couriers);
  },
  { name: 'deliveries', dependencies: ['jobs'] },
);
