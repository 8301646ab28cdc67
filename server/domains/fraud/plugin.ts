import fp from 'fastify-plugin';
import type { AppOptions } from '../../appOptions';
import { fraudRoutes } from './routes';
import { steadfastFromEnv, steadfastFromValues, type SteadfastConfig } from './steadfastFraud';

export default fp<AppOptions>(
  async (app, opts) => {
    // What the server started with: the option a test gives, else the environment (null turns the check off).
    const started: SteadfastConfig | undefined =
      opts.steadfast === undefined ? steadfastFromEnv(opts.courierEnv ?? process.env) : (opts.steadfast ?? undefined);
    await app.register(fraudRoutes, {
      prefix: '/api/fraud-checker',
      // Read at each check, so Steadfast's keys saved in Settings (issue 37) are used at once, as the deliveries' courier's are.
      steadfast: () => {
        const state = app.courierSettings.current().steadfast;
        return (state.source === 'settings' ? steadfastFromValues(state.values) : undefined) ?? started;
      },
    });
  },
  { name: 'fraud', dependencies: ['settings'] },
);
