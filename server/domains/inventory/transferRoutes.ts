import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BulkReceiveParams, ReceiveInput, TransferParams, TransferRecord } from '../../../common/wire/transfers';
import { errorsFor } from '../../engine/errorSchema';
import { reachTransfer } from './transferReach';
import { readTransfer, receiveAll, receiveTransfer, cancelTransfer, sendTransfer } from './transfers';

const tags = ['transfers'];

/** Permissions of the transfer calls beyond the generic ones (`transfers:list`…), offered in the roles screen. */
export const TRANSFER_PERMISSIONS = ['transfers:send', 'transfers:receive'];

/**
 * What is not generic about transfers (issue 21): the transfer view's
 * record, send, cancel, receive per line, and the bulk receive of spec §7.5.
 * The list, the form and its lines are the engine's (server/domains/inventory/resources/transfers.ts).
 * Each answers the transfer as it stands after the call. Registered under /api.
 */
export const transferRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = () => app.db.db;
  const actor = (req: { user: { sub: string }; ip: string }) => ({ userId: req.user.sub, ip: req.ip });
  const viewer = (req: { user: { sub: string; sid: string } }) => ({ userId: req.user.sub, sessionId: req.user.sid });

  app.get(
    '/transfers/:id/products',
    {
      config: { auth: 'transfers:show' },
      schema: {
        tags,
        summary: 'A transfer with its lines: quantity, received, damaged and still to receive (spec §3.5)',
        params: TransferParams,
        response: { 200: TransferRecord, ...errorsFor(401, 403, 404) },
      },
    },
    async (req) => {
      await reachTransfer(db(), req.params.id, viewer(req), 'read');
      return readTransfer(db(), req.params.id);
    },
  );

  app.post(
    '/transfers/:id/send',
    {
      config: { auth: 'transfers:send' },
      schema: {
        tags,
        summary: 'Send a draft: its lines leave the origin and are in transit until received',
        description:
          'All lines leave the origin in one statement, or none does: a line the origin does not hold is 409 naming the item. ' +
          'A transfer already sent answers as it is (a retry changes nothing); a cancelled one is 409; one without lines is 400.',
        params: TransferParams,
        response: { 200: TransferRecord, ...errorsFor(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      await reachTransfer(db(), req.params.id, viewer(req), 'act');
      await sendTransfer(db(), req.params.id, actor(req));
      return readTransfer(db(), req.params.id);
    },
  );

  app.post(
    '/transfers/:id/cancel',
    {
      config: { auth: 'transfers:edit' },
      schema: {
        tags,
        summary: 'Cancel a draft (nothing has moved yet); a transfer already sent is 409',
        params: TransferParams,
        response: { 200: TransferRecord, ...errorsFor(401, 403, 404, 409) },
      },
    },
    async (req) => {
      await reachTransfer(db(), req.params.id, viewer(req), 'act');
      await cancelTransfer(db(), req.params.id, actor(req));
      return readTransfer(db(), req.params.id);
    },
  );

  app.put(
    '/transfers/:id/receive',
    {
      config: { auth: 'transfers:receive' },
      schema: {
        tags,
        summary: 'Receive per line what arrived now: good units into the destination, damaged ones as damage records there',
        description:
          'A line’s received and damaged units never add up to more than was sent: more is 400 naming the line and nothing of the call is kept. ' +
          'Nothing left to receive makes the transfer completed, else partly-received. A draft or cancelled transfer is 409. ' +
          'Only the destination’s staff (or orders:any-location) receive it (403).',
        params: TransferParams,
        body: ReceiveInput,
        response: { 200: TransferRecord, ...errorsFor(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      await reachTransfer(db(), req.params.id, viewer(req), 'receive');
      await receiveTransfer(db(), req.params.id, req.body, actor(req));
      return readTransfer(db(), req.params.id);
    },
  );

  app.put(
    '/inventories/transfer/product/bulk/:transferId',
    {
      config: { auth: 'transfers:receive' },
      schema: {
        tags,
        summary: 'Receive everything still to receive on a transfer (spec §7.5), with an empty body',
        description:
          'Sent twice, or several times at once, it receives once: a later call finds nothing left and answers the same final state. A draft or cancelled transfer is 409. ' +
          'Only the destination’s staff (or orders:any-location) receive it (403).',
        // No body schema: spec §7.5 sends an empty body, and whatever a client sends is not read.
        params: BulkReceiveParams,
        response: { 200: TransferRecord, ...errorsFor(401, 403, 404, 409) },
      },
    },
    async (req) => {
      await reachTransfer(db(), req.params.transferId, viewer(req), 'receive');
      await receiveAll(db(), req.params.transferId, actor(req));
      return readTransfer(db(), req.params.transferId);
    },
  );
};
