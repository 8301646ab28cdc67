import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IntakeAnswer, IntakeReason } from '../../../common/wire/orderIntake';
import { errorsFor } from '../../engine/errorSchema';
import { ApiError, fieldError, msg, pgError } from '../../engine/errors';
import { changeableOrder } from '../orders';
import { cancelIntake, confirmIntake, holdIntake } from './intakeChanges';

const tags = ['order-intake'];

/** An order in the path; an id of any other form is not found (404), as an unknown one is. */
const IdParams = Type.Object({ id: Type.String({ description: 'The order’s id (a uuid)' }) });

/** A reason of only spaces says nothing: refused under its field as an empty one is. */
function reasonOf(body: IntakeReason): string {
  const reason = body.reason.trim();
  if (!reason) throw fieldError('reason', msg('required'));
  return reason;
}

/**
 * What staff do in the intake view of online orders (issue 38), the row menu of the `order-intake`
 * resource (resources/orderIntake.ts): confirm an order, hold it with a reason, cancel it with a
 * reason. Each needs `orders:edit` and the order's location (or the permission to work at every
 * location), as the order page's status moves do, and acts only on an online order still pending or
 * placed (else 409). Booking with a courier is the deliveries' call, which refuses a held or
 * pending order (server/domains/deliveries/booking.ts).
 */
export const intakeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = () => app.db.db;
  const actor = (req: { user: { sub: string }; ip: string }) => ({ userId: req.user.sub, ip: req.ip });
  const viewer = (req: { user: { sub: string; sid: string } }) => ({ userId: req.user.sub, sessionId: req.user.sid });
  /** Two changes that still deadlock are the client's to retry, not a server fault. */
  const retryable = (err: unknown): never => {
    const code = pgError(err)?.code;
    if (code === '40P01' || code === '40001') throw new ApiError(409, msg('shop_busy'));
    throw err;
  };

  app.post(
    '/:id/confirm',
    {
      config: { auth: 'orders:edit' },
      schema: {
        tags,
        summary: 'Confirm an online order: its hold lifted, its phone counted as verified, no longer expiring',
        description: 'Pending or placed → confirmed (the orders’ status move, with its audit entry). An order in another state is 409; a till sale is 404.',
        params: IdParams,
        response: { 200: IntakeAnswer, ...errorsFor(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      await changeableOrder(db(), req.params.id, viewer(req));
      return confirmIntake(db(), req.params.id, actor(req)).catch(retryable);
    },
  );

  app.post(
    '/:id/hold',
    {
      config: { auth: 'orders:edit' },
      schema: {
        tags,
        summary: 'Hold an online order with a reason: it cannot be booked with a courier until it is confirmed',
        description: 'The reason is required (at most 500 characters). An order no longer pending or placed is 409.',
        params: IdParams,
        body: IntakeReason,
        response: { 200: IntakeAnswer, ...errorsFor(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      const reason = reasonOf(req.body);
      await changeableOrder(db(), req.params.id, viewer(req));
      return holdIntake(db(), req.params.id, reason, actor(req)).catch(retryable);
    },
  );

  app.post(
    '/:id/cancel',
    {
      config: { auth: 'orders:edit' },
      schema: {
        tags,
        summary: 'Cancel an online order with a reason: its stock goes back to the shelf',
        description: 'The reason is required (at most 500 characters) and kept in the audit log. An order no longer pending or placed is 409.',
        params: IdParams,
        body: IntakeReason,
        response: { 200: IntakeAnswer, ...errorsFor(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      const reason = reasonOf(req.body);
      await changeableOrder(db(), req.params.id, viewer(req));
      return cancelIntake(db(), req.params.id, reason, actor(req)).catch(retryable);
    },
  );
};
