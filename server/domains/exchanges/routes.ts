import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { hasPermission } from '../../../common/permissions';
import { callSchema } from '../../engine/callSchema';
import { errorsFor } from '../../engine/errorSchema';
import { ApiError, msg, pgError } from '../../engine/errors';
import { tillLocation } from '../inventory';
import { discountCapOf, orderReach, readOrder } from '../orders';
import { SHIFT_CLOSED, tillShift } from '../shifts';
import { makeExchange, readExchange } from './exchange';

const IdParams = Type.Object({ id: Type.String({ description: 'The order’s id (a uuid)' }) });

/** `POST orders/{id}/exchanges` (issue 36): the exchange list is an engine resource (resources/exchanges.ts). */
export const exchangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = () => app.db.db;

  app.post(
    '/:id/exchanges',
    {
      // A return and a sale: return:create here, orders:create in the handler (403).
      config: { auth: 'return:create' },
      schema: {
        tags: ['orders'],
        summary: 'Exchange items of a sale for others: the return, the new sale and the settlement in one transaction',
        description:
          'The lines given back return as a return does (at most what is left, 400; their units back on the till’s shelf); the items taken instead are a new order at the till, priced and its stock taken as a till sale (short: 409, nothing written). ' +
          'What came back (R) and the new total (N) are bridged by payments of method `exchange` (−min(R, N) on the old order, +min(R, N) on the new); the customer pays N − R by `payments` (cash over it is change), or the shop refunds R − N by `refundMethod`. ' +
          'Needs return:create and orders:create; another location’s sale needs orders:any-location (403). The money goes into the caller’s open shift at the till (`shift`). ' +
          'With an Idempotency-Key, a retry after a lost answer (or a double click) gets the first exchange again (Idempotent-Replayed: true), never a second; the same key with another body is 409.',
        params: IdParams,
        ...callSchema('POST /orders/{id}/exchanges', 201, errorsFor(400, 401, 403, 404, 409)),
      },
    },
    async (req, reply) => {
      const perms = req.user.perms;
      if (!hasPermission(perms, 'orders', 'create')) throw new ApiError(403, msg('no_permission', { action: 'create', resource: 'orders' }));
      const viewer = { userId: req.user.sub, sessionId: req.user.sid };
      const reach = await orderReach(db(), req.params.id, viewer);
      const at = await tillLocation(db(), req.user.sub, req.body.cart.location, hasPermission(perms, 'pos', 'switch-location'));
      if (reach.orderLocation !== at && !reach.anyLocation) throw new ApiError(403, msg('other_location_return'));
      const shiftId = await tillShift(db(), { shift: req.body.shift, locationId: at, userId: req.user.sub, required: app.shop.shiftRequired });
      const made = await makeExchange(db(), req.params.id, req.body, {
        userId: req.user.sub,
        ip: req.ip,
        locationId: at,
        shiftId,
        timeZone: app.shop.timeZone,
        mayDiscount: hasPermission(perms, 'orders', 'discount'),
        discountCap: await discountCapOf(db(), req.user.sub, perms),
        shop: app.shop,
        idempotencyKey: req.headers['idempotency-key'],
      }).catch((err: unknown) => {
        const code = pgError(err)?.code;
        if (code === '40P01' || code === '40001') throw new ApiError(409, msg('shop_busy'));
        if (pgError(err)?.message === SHIFT_CLOSED) throw new ApiError(409, msg('shift_closed'));
        throw err;
      });
      if (made.replayed) reply.header('Idempotent-Replayed', 'true');
      else app.jobs.wake();
      const [exchange, order, newOrder] = await Promise.all([readExchange(db(), made.id), readOrder(db(), req.params.id), readOrder(db(), made.newOrderId)]);
      return reply.code(201).send({ exchange, order, newOrder });
    },
  );
};
