import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { BkashRefunded, BkashRefundInput, OnlinePaymentRow, OrderIdParams } from '../../../common/wire/onlineOrders';
import { toPoisha, toTaka } from '../../../common/money';
import { errorsFor } from '../../engine/errorSchema';
import { ApiError, msg } from '../../engine/errors';
import { asc, eq } from 'drizzle-orm';
import { onlinePayments } from '../schema';
import { changeableOrder, readableOrder } from '../orders';
import type { PaymentProvider } from '../payments';
import { refundBkash } from './bkashCheckout';

/** The order page's bKash payments and "Refund by bKash" (issue 38). */
export const bkashRefundRoutes: FastifyPluginAsyncTypebox<{ bkash: () => PaymentProvider | null }> = async (app, opts) => {
  const db = () => app.db.db;
  const tags = ['orders'];
  const viewer = (req: { user: { sub: string; sid: string } }) => ({ userId: req.user.sub, sessionId: req.user.sid });

  app.get(
    '/:id/online-payments',
    {
      config: { auth: 'orders:show' },
      schema: {
        tags,
        summary: 'The payments the order asked of bKash: started, completed (with bKash’s transaction id), failed or cancelled, and what went back',
        params: OrderIdParams,
        response: { 200: Type.Array(OnlinePaymentRow), ...errorsFor(400, 401, 403, 404) },
      },
    },
    async (req) => {
      await readableOrder(db(), req.params.id, viewer(req));
      const rows = await db().select().from(onlinePayments).where(eq(onlinePayments.orderId, req.params.id)).orderBy(asc(onlinePayments.createdAt));
      return rows.map((r) => ({
        _id: r.id,
        provider: r.provider,
        purpose: r.purpose,
        amount: toTaka(toPoisha(r.amount)),
        status: r.status,
        trxId: r.trxId,
        refunded: toTaka(toPoisha(r.refunded)),
        createdAt: r.createdAt.toISOString(),
      }));
    },
  );

  app.post(
    '/:id/bkash-refund',
    {
      config: { auth: 'return:create' },
      schema: {
        tags,
        summary: 'Give money back through bKash from the order’s completed bKash payments',
        description:
          'At most what is left of them (400 on `amount`). Each part bKash confirms is recorded at once as the order’s refund; bKash refusing is 409 with its reason, bKash silent 503, with what it confirmed before kept.',
        params: OrderIdParams,
        body: BkashRefundInput,
        response: { 200: BkashRefunded, ...errorsFor(400, 401, 403, 404, 409, 503) },
      },
    },
    async (req) => {
      const provider = opts.bkash();
      if (!provider) throw new ApiError(409, msg('bkash_not_configured'));
      await changeableOrder(db(), req.params.id, viewer(req));
      return refundBkash(db(), provider, req.params.id, req.body, { userId: req.user.sub, ip: req.ip });
    },
  );
};
