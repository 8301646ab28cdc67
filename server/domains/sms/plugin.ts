import fp from 'fastify-plugin';
import type { AppOptions } from '../../appOptions';
import { gatewayOf, smsConfigFrom } from './gateways/fromEnv';
import { smsRoutes } from './routes';
import { smsSender } from './sender';

export default fp<AppOptions>(
  async (app, opts) => {
    const sms = opts.sms ?? smsConfigFrom({});
    await app.register(smsSender, { gateway: 'send' in sms ? sms : gatewayOf(sms, app.log) });
    await app.register(smsRoutes, { prefix: '/api/customers' });
  },
  { name: 'sms', dependencies: ['jobs'] },
);
