import fp from 'fastify-plugin';
import type { AppOptions } from '../../appOptions';
import { receiptSender } from './receiptSender';
import { orderRoutes } from './routes';

export default fp<AppOptions>(
  async (app, opts) => {
    // Emailed receipts when a mail server is set; else they wait as `queued`.
    if (opts.mail) await app.register(receiptSender, opts.mail);
    await app.register(orderRoutes, { prefix: '/api/orders' });
  },
  { name: 'orders', dependencies: ['jobs'] },
);
