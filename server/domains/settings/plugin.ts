import fp from 'fastify-plugin';
import type { AppOptions } from '../../appOptions';
import { CourierSettings } from './courierSettings';
import { settingsRefresh, settingsRoutes } from './routes';
import { secretsKeyFrom } from './secrets';

declare module 'fastify' {
  interface FastifyInstance {
    /** The couriers' credentials in force (Settings, else the environment); the deliveries' couriers and the fraud checker follow it. */
    courierSettings: CourierSettings;
  }
}

export default fp<AppOptions>(
  async (app, opts) => {
    const key = opts.secretsKey === undefined ? secretsKeyFrom(process.env) : opts.secretsKey;
    const couriers = new CourierSettings(app.db.db, key, opts.courierEnv ?? process.env, app.log);
    await couriers.reload();
    app.decorate('courierSettings', couriers);
    await app.register(settingsRefresh);
    await app.register(settingsRoutes, { prefix: '/api/settings' });
  },
  { name: 'settings' },
);
