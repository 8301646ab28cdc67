import fp from 'fastify-plugin';
import type { CourierName } from '../../../common/deliveryStatus';
import type { AppOptions } from '../../appOptions';
import { couriersFromEnv, type Courier } from './couriers';
import { followCredentials } from './couriers/live';
import { courierCredentialRoutes } from './credentialRoutes';
import { deliveryRoutes } from './routes';
import { handleStatusRefreshes } from './statusRefreshJob';
import { handleCourierAreas } from './areas/job';
import { settlementRoutes } from './settlements/routes';
import { handleCourierPayouts } from './payouts/job';
import { payoutRoutes } from './payouts/routes';

export default fp<AppOptions>(
  async (app, opts) => {
    const started = opts.couriers ?? couriersFromEnv(opts.courierEnv ?? process.env);
    // The one map every part of the deliveries reads; Settings' credentials replace its entries in place when they change.
    const couriers = new Map<CourierName, Courier>(started);
    const follow = () => followCredentials(couriers, started, app.courierSettings.current(), app.log);
    follow();
    app.courierSettings.onChange(follow);
    await app.register(deliveryRoutes, { prefix: '/api/deliveries', couriers });
    await app.register(courierCredentialRoutes, { prefix: '/api/settings/couriers', testTimeoutMs: opts.courierTestTimeoutMs });
    handleStatusRefreshes(app, couriers);
    handleCourierAreas(app, couriers);
    await app.register(settlementRoutes, { prefix: '/api' });
    await app.register(payoutRoutes, { prefix: '/api/deliveries', couriers });
    handleCourierPayouts(app, couriers);
  },
  { name: 'deliveries', dependencies: ['jobs', 'settings'] },
);
