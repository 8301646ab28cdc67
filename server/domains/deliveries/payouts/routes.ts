import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PayoutReadAnswer, PayoutReadInput } from '../../../../common/wire/payouts';
import { errorsFor } from '../../../engine/errorSchema';
import { notFound } from '../../../engine/errors';
import type { Couriers } from '../couriers';
import { isPayoutCourier, readPayouts } from './read';

/**
 * Reading the couriers' own payouts now (issue 37), as the `courier-payouts` job does every few hours: the
 * courier dues screen's Read payouts. The payouts read and their differences are the engine's list
 * (`/api/courier-payouts`, resources/courierPayouts.ts).
 */
export const payoutRoutes: FastifyPluginAsyncTypebox<{ couriers: Couriers }> = async (app, { couriers }) => {
  app.post(
    '/payouts/read',
    {
      // Matching a payout records a settlement and pays orders: the permission of recording one by hand.
      config: { auth: 'courier-settlements:create' },
      schema: {
        tags: ['courier-settlements'],
        summary: 'Read the couriers’ payouts now and match each one not matched yet',
        description:
          'Each payout the courier answers that is not stored yet is stored and matched in one transaction: a courier settlement for the ' +
          'parcels it may settle (each order paid what the payout says it collected), and every difference listed on the payout. A payout ' +
          'already stored is not matched again, also when two reads run at once. A courier that cannot be read is answered with its reason.',
        body: PayoutReadInput,
        response: { 200: PayoutReadAnswer, ...errorsFor(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const only = req.body.courier?.trim();
      if (only && !isPayoutCourier(couriers, only)) throw notFound('Courier');
      // A payout that could not be matched (a parcel settled at that moment) is said in its courier's error.
      return readPayouts(app.db.db, couriers, only, { userId: req.user.sub, ip: req.ip });
    },
  );
};
