import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { OwedTotal, SettlementInput, SettlementParams, SettlementRecord } from '../../../../common/wire/settlements';
import { errorsFor } from '../../../engine/errorSchema';
import { ApiError, msg, pgError } from '../../../engine/errors';
import { owedByCourier } from './owed';
import { createSettlement, readSettlement } from './settle';

const tags = ['courier-settlements'];

/** Permissions of the settlement calls beyond the generic ones, offered in the roles screen. */
export const SETTLEMENT_PERMISSIONS = ['courier-settlements:create'];

/**
 * Recording a courier's cash-on-delivery payout (issue 22) and what each
 * courier owes. The list and show of settlements and the owed parcels are the
 * engine's (server/domains/deliveries/resources/courierSettlements.ts, courierDues.ts).
 */
export const settlementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = () => app.db.db;

  app.post(
    '/courier-settlements',
    {
      config: { auth: 'courier-settlements:create' },
      schema: {
        tags,
        summary: 'Record a courier’s payout: the deliveries it covers, its fees; each order is paid its collected cash',
        description:
          'All in one transaction. A delivery that is not this courier’s, not delivered, collected nothing or is already settled (also by a payout ' +
          'recorded at the same moment) makes the call 409 naming each such delivery, and nothing is written. Fees more than the cash collected ' +
          'are 400. A collected amount more than what is still due on its order is 409.',
        body: SettlementInput,
        response: { 201: SettlementRecord, ...errorsFor(400, 401, 403, 409) },
      },
    },
    async (req, reply) => {
      const id = await createSettlement(db(), req.body, { userId: req.user.sub, ip: req.ip }).catch((err: unknown) => {
        // A deadlock or serialisation failure between two payouts: nothing was kept, try again.
        const code = pgError(err)?.code;
        if (code === '40P01' || code === '40001') throw new ApiError(409, msg('shop_busy'));
        throw err;
      });
      return reply.code(201).send(await readSettlement(db(), id));
    },
  );

  app.get(
    '/courier-settlements/:id/deliveries',
    {
      config: { auth: 'courier-settlements:show' },
      schema: {
        tags,
        summary: 'A settlement with the deliveries it covers',
        params: SettlementParams,
        response: { 200: SettlementRecord, ...errorsFor(401, 403, 404) },
      },
    },
    async (req) => readSettlement(db(), req.params.id),
  );

  app.get(
    '/courier-dues/by-courier',
    {
      config: { auth: 'courier-dues:list' },
      schema: {
        tags,
        summary: 'What each courier owes: delivered parcels not yet paid out and their cash',
        response: { 200: Type.Array(OwedTotal), ...errorsFor(401, 403) },
      },
    },
    async () => owedByCourier(db()),
  );
};
