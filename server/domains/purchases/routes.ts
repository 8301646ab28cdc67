import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { formatDateTime } from '../../../common/dates';
import { PurchaseDetail, GoodsReceived, ReceiveInput } from '../../../common/wire/purchases';
import { errorsFor } from '../../engine/errorSchema';
import { pdfAnswer } from '../../engine/pdfAnswer';
import { ApiError, msg, pgError } from '../../engine/errors';
import { printedShop } from '../settings';
import { readPurchase } from './purchaseDetail';
import { purchasePdf, purchasePdfName } from './purchasePdf';
import { moveStatus, receivePurchase } from './receive';

const tags = ['purchases'];

/** A document answered as a file. */

/** The purchase calls' permission beside the engine's `purchases:*`; the roles form offers it. */
export const PURCHASE_PERMISSIONS = ['purchases:receive'];

/** A purchase in the path; an id of any other form is not found (404), as an unknown one is. */
const IdParams = Type.Object({ id: Type.String({ description: 'The purchase’s id (a uuid)' }) });

/**
 * What is not generic about purchases (issue 21): their page with named lines,
 * Mark as Ordered, Cancel, receiving goods and the purchase order PDF. The
 * list, form and export are the engine's (server/domains/purchases/resources/purchases.ts).
 */
export const purchaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = () => app.db.db;
  const actor = (req: { user: { sub: string }; ip: string }) => ({ userId: req.user.sub, ip: req.ip });
  /** Two receipts of the same items that still deadlock are the client's to retry (with the same receipt id), not a server fault. */
  const retryable = (err: unknown): never => {
    const code = pgError(err)?.code;
    if (code === '40P01' || code === '40001') throw new ApiError(409, msg('shop_busy'));
    throw err;
  };

  app.get(
    '/:id/lines',
    {
      config: { auth: 'purchases:show' },
      schema: {
        tags,
        summary: 'A purchase with its supplier, destination and named lines (ordered, received, to receive)',
        params: IdParams,
        response: { 200: PurchaseDetail, ...errorsFor(401, 403, 404) },
      },
    },
    async (req) => readPurchase(db(), req.params.id),
  );

  for (const [path, to, summary] of [
    ['order', 'ordered', 'Mark a draft purchase as ordered (it needs at least one line)'],
    ['cancel', 'cancelled', 'Cancel a draft or ordered purchase (nothing received yet)'],
  ] as const) {
    app.post(
      `/:id/${path}`,
      {
        config: { auth: 'purchases:edit' },
        schema: {
          tags,
          summary,
          description: 'From any other status: 409.',
          params: IdParams,
          response: { 200: PurchaseDetail, ...errorsFor(401, 403, 404, 409) },
        },
      },
      async (req) => {
        await readPurchase(db(), req.params.id);
        await moveStatus(db(), req.params.id, to, actor(req));
        return readPurchase(db(), req.params.id);
      },
    );
  }

  app.post(
    '/:id/receive',
    {
      config: { auth: 'purchases:receive' },
      schema: {
        tags,
        summary: 'Receive goods: stock in at the destination, received quantities, moving average cost and status, in one transaction',
        description:
          'Without `lines`, everything still to receive. The `receipt` id is the idempotency key: sent again (also at the same moment) it adds nothing and answers what that receipt brought, with `replayed: true`; ' +
          'a receipt id of another purchase is 409. More than is left on a line, a line of another purchase or a line named twice is 400 naming `lines.N.…`, and nothing changes. A draft, cancelled or fully received purchase is 409.',
        params: IdParams,
        body: ReceiveInput,
        response: { 200: GoodsReceived, ...errorsFor(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      await readPurchase(db(), req.params.id);
      return receivePurchase(db(), req.params.id, req.body, actor(req)).catch(retryable);
    },
  );

  app.get(
    '/:id/pdf',
    {
      config: { auth: 'purchases:show' },
      schema: {
        tags,
        summary: 'The purchase order as an A4 PDF to send to the supplier (PO_{number}_{timestamp}.pdf)',
        params: IdParams,
        response: { 200: pdfAnswer('The purchase order, as an attachment'), ...errorsFor(401, 403, 404) },
      },
    },
    async (req, reply) => {
      const purchase = await readPurchase(db(), req.params.id);
      const doc = await purchasePdf(purchase, { seller: printedShop(app.shop), currencySymbol: app.shop.currencySymbol, timeZone: app.shop.timeZone });
      const stamp = formatDateTime(new Date(), app.shop.timeZone).replace(/[-: ]/g, '').slice(0, 12);
      reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `attachment; filename="${purchasePdfName(purchase.number, stamp)}"`);
      return reply.send(doc);
    },
  );
};
