import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { BkashStarted, BkashStartInput, CodeInput, OrderIdParams, PublicOrder, PublicOrderHeaders, PublicOrderInput } from '../../../common/wire/onlineOrders';
import { errorsFor } from '../../engine/errorSchema';
import { ApiError, fieldError, msg, notFound } from '../../engine/errors';
import { limitStorefront, storefrontRateLimited, type StorefrontLimit } from '../storefront';
import type { PaymentProvider } from '../payments';
import { bkashCallback, startBkash } from './bkashCheckout';
import { confirmPhone, lockWebOrder } from './orderState';
import { sendCodeAgain, sendFirstCode, type CodeLanguage } from './phoneCode';
import { placeOnlineOrder } from './placeOnline';
import { readPublicOrder } from './publicOrder';
import { inTx } from '../orders';

export interface PublicOrderRoutesOptions {
  /** The storefront's calls per client address (as its reads), and the orders an address may place an hour; false, none (benchmarks). */
  limit: StorefrontLimit | false;
  ordersPerAddressHour: number;
  /** bKash as configured now (Settings, else BKASH_* variables); null: not offered. */
  bkash: () => PaymentProvider | null;
  /** STOREFRONT_ORIGINS: the origins bKash may send customers back to; empty, the calling page's own origin. */
  returnOrigins: readonly string[];
}

const tags = ['storefront'];
const noToken = 'No token: the storefront’s customer calls it. The order’s id, answered when it is placed, is the storefront’s handle on it.';

/**
 * The online shop's order calls (issue 38), under /api/public/orders: place
 * an order, confirm its phone with the SMS code (or have it sent again), pay
 * by bKash; and bKash's callback. Each client address is held to the
 * storefront's limit per minute and a few orders an hour, each phone to the
 * shop's orders per hour (Settings → Online orders).
 */
export const publicOrderRoutes: FastifyPluginAsyncTypebox<PublicOrderRoutesOptions> = async (app, opts) => {
  const db = () => app.db.db;
  const config = { auth: 'public' };
  if (opts.limit) await limitStorefront(app, opts.limit);
  const orderLimit = opts.limit ? { rateLimit: { max: opts.ordersPerAddressHour, timeWindow: 3_600_000 } } : {};
  const limited = opts.limit ? { 429: storefrontRateLimited } : { ...errorsFor(429) };

  app.post(
    '/orders',
    {
      config: { ...config, ...orderLimit },
      schema: {
        tags,
        summary: 'Place an order from the online shop: priced by the server as the till prices it, the stock taken at once',
        description:
          `${noToken} The items are priced with the catalogue's prices and discounts and the coupon, the delivery charge is the address's (Settings → Delivery charges). ` +
          'A line short of stock is 409 and nothing is written. Unless the shop turns it off, the phone gets a one-time code by SMS and the order is `pending` until it is entered; ' +
          'an order paid by bKash, or a risky cash-on-delivery order asked an advance, is `pending` until bKash has taken it. A pending order is cancelled at `expiresAt`, its stock given back. ' +
          'Each phone may place the shop’s orders per hour (429 with Retry-After); each client address a few an hour.',
        headers: PublicOrderHeaders,
        body: PublicOrderInput,
        response: { 201: PublicOrder, 200: PublicOrder, ...errorsFor(400, 404, 409, 503), ...limited },
      },
    },
    async (req, reply) => {
      const shop = app.shop;
      const placed = await placeOnlineOrder(db(), req.body, { ip: req.ip, idempotencyKey: req.headers['idempotency-key'], shop });
      if (!placed.replayed && shop.onlineOtp) {
        const pricing = { pricePerPart: shop.smsPricePerPart, timeZone: shop.timeZone };
        await sendFirstCode(db(), recipient(placed.orderId, req.body.customer.name, req.body.customer.phone, shop.shopName, req.body.language), pricing).catch(
          (err: unknown) => req.log.warn({ err, orderId: placed.orderId }, 'the order’s code could not be queued: the customer may ask for it again'),
        );
      }
      const order = await readPublicOrder(db(), placed.orderId, placed.replayed);
      if (placed.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.code(placed.replayed ? 200 : 201).send(order);
    },
  );

  app.get(
    '/orders/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Where an online order stands: its status, what is due now by bKash, whether the code is still to be entered',
        description: noToken,
        params: OrderIdParams,
        response: { 200: PublicOrder, ...errorsFor(400, 404), ...limited },
      },
    },
    async (req) => readPublicOrder(db(), req.params.id),
  );

  app.post(
    '/orders/:id/verify',
    {
      config,
      schema: {
        tags,
        summary: 'Confirm the order’s phone with the code sent by SMS',
        description: `${noToken} Five guesses a code, five minutes: a wrong code is 400 on \`code\` saying the tries left; then 429 (ask for a new code), 410 when it expired.`,
        params: OrderIdParams,
        body: CodeInput,
        response: { 200: PublicOrder, ...errorsFor(400, 404, 409, 410), ...limited, 429: storefrontRateLimited },
      },
    },
    async (req) => {
      await confirmPhone(db(), req.params.id, req.body.code);
      return readPublicOrder(db(), req.params.id);
    },
  );

  app.post(
    '/orders/:id/code',
    {
      config,
      schema: {
        tags,
        summary: 'Send the order’s phone a new code',
        description: `${noToken} At most three codes an order, one a minute (429 with Retry-After); a new code ends the old one.`,
        params: OrderIdParams,
        body: Type.Optional(Type.Object({ language: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('bn')])) }, { additionalProperties: false })),
        response: { 204: Type.Null(), ...errorsFor(400, 404, 409), ...limited, 429: storefrontRateLimited },
      },
    },
    async (req, reply) => {
      const order = await inTx(db(), (tx) => lockWebOrder(tx, req.params.id));
      if (order.status !== 'pending') throw new ApiError(409, msg('order_not_pending', { status: order.status }));
      if (order.phoneVerified !== false) throw new ApiError(409, msg(order.phoneVerified ? 'code_already_confirmed' : 'code_not_asked'));
      await sendCodeAgain(db(), recipient(order.id, order.customerName, order.customerPhone ?? '', app.shop.shopName, req.body?.language));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/orders/:id/bkash',
    {
      config,
      schema: {
        tags,
        summary: 'Pay what the order asks now by bKash: the page to send the customer to',
        description:
          `${noToken} The whole total of an order paid by bKash, or the advance of a risky cash-on-delivery order. ` +
          'bKash sends the customer to our callback, which asks bKash how it went and sends them on to `returnUrl` with `?payment=success|failure|pending&order=<id>`. ' +
          'The return page must be on an origin of STOREFRONT_ORIGINS (or the calling page’s own). 409: nothing to pay now; 503: bKash did not answer.',
        params: OrderIdParams,
        body: BkashStartInput,
        response: { 200: BkashStarted, ...errorsFor(400, 404, 409, 503), ...limited },
      },
    },
    async (req) => {
      const provider = opts.bkash();
      if (!provider) throw new ApiError(409, msg('bkash_not_configured'));
      checkReturnUrl(req, req.body.returnUrl, opts.returnOrigins);
      return startBkash(db(), provider, req.params.id, { callbackUrl: `${originOf(req)}/api/public/payments/bkash/callback`, returnUrl: req.body.returnUrl });
    },
  );

  app.get(
    '/payments/bkash/callback',
    {
      config,
      schema: {
        tags,
        summary:
          'bKash sends the customer here after paying: the payment is completed with bKash’s API and recorded once, then the customer goes back to the shop',
        description: 'The `status` bKash adds is not believed: the outcome is what bKash’s API answers. A callback seen twice records nothing new.',
        querystring: Type.Object({ paymentID: Type.String({ minLength: 1, maxLength: 100 }), status: Type.Optional(Type.String({ maxLength: 20 })) }),
        response: { 302: Type.Null({ description: 'To the storefront’s return page' }), ...errorsFor(400, 404, 409), ...limited },
      },
    },
    async (req, reply) => {
      const provider = opts.bkash();
      if (!provider) throw notFound('Payment');
      return reply.redirect(await bkashCallback(db(), provider, req.query.paymentID), 302);
    },
  );
};

function recipient(orderId: string, name: string, phone: string, shop: string, language: CodeLanguage | undefined) {
  return { orderId, name, phone, shop, language: language ?? 'en' };
}

/** This API's own origin as the customer's browser reached it (behind TRUST_PROXY, the proxy's). */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/** A return page on an allowed origin: an open redirect through our callback would send customers anywhere. */
function checkReturnUrl(req: FastifyRequest, returnUrl: string, allowed: readonly string[]): void {
  let origin: string;
  try {
    const url = new URL(returnUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http');
    origin = url.origin;
  } catch {
    throw fieldError('returnUrl', msg('not_http_url'));
  }
  const caller = typeof req.headers.origin === 'string' ? req.headers.origin : undefined;
  const ok = allowed.length > 0 ? allowed.includes(origin) : origin === caller || origin === originOf(req);
  if (!ok) throw fieldError('returnUrl', msg('return_url_not_allowed'));
}
