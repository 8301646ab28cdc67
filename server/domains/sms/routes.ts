import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MarketingSmsAnswer, MarketingSmsInput } from '../../../common/wire/sms';
import { errorsFor } from '../../engine/errorSchema';
import { sendMarketingSms } from './marketing';

/** Permissions of SMS beyond the SMS log's own (`sms:list`, the engine's): sending marketing SMS. */
export const SMS_PERMISSIONS = ['sms:send'];

/** `POST /api/customers/sms` (spec §7.5), registered under /api/customers. */
export const smsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/sms',
    {
      config: { auth: 'sms:send' },
      schema: {
        tags: ['customers'],
        summary: 'Send a marketing SMS to chosen customers, or to every customer the list’s search and filters match',
        description:
          '`{ids, message}` sends to those customers; `{all: true, message}` with the customers list’s search and filters in the query string ' +
          'sends to every customer they match. Customers who opted out and those without a valid mobile number are left out. ' +
          'The messages are queued (one statement) and sent by the job queue; `dryRun` answers the counts, parts and cost and queues nothing.',
        body: MarketingSmsInput,
        response: { 200: MarketingSmsAnswer, ...errorsFor(400, 401, 403) },
      },
    },
    async (req) => {
      const customers = app.registry.get('customers');
      if (!customers) throw new Error('the customers resource is not declared');
      const answer = await sendMarketingSms(app.db.db, req.body, {
        decl: customers.decl,
        query: req.query as Record<string, unknown>,
        userId: req.user.sub,
        ip: req.ip,
        now: app.jobs.now(),
        timeZone: app.shop.timeZone,
      });
      if (answer.queued > 0) app.jobs.wake();
      return answer;
    },
  );
};
