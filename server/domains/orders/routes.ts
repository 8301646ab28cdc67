import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { formatDateTime } from '../../../common/dates';
import { invoiceFileName } from '../../../common/invoices';
import { PAYMENT_METHOD_LABELS } from '../../../common/orders';
import { hasPermission } from '../../../common/permissions';
import { isBin } from '../../../common/settings';
import { HeldCart, type CartInput } from '../../../common/wire/orders';
import { heldCarts, heldHandovers, locations, users } from '../schema';
import { errorsFor } from '../../engine/errorSchema';
import { pdfAnswer } from '../../engine/pdfAnswer';
import { callRequest, callSchema } from '../../engine/callSchema';
import { ApiError, fieldError, msg, notFound, pgError } from '../../engine/errors';
import { requestLanguage } from '../../engine/export/language';
import { withinReach } from '../../engine/locationScope';
import { atLocations, tillLocation } from '../inventory';
import { SHIFT_CLOSED, tillShift } from '../shifts';
import { isUuid } from '../../engine/uuid';
import { priceServerCart } from './cartPricing';
import { invoicePdf } from './invoicePdf';
import { mushakPdf } from './mushakPdf';
import { invoiceDataOf, readOrder } from './orderRecord';
import { changeStatus, returnItems, takePayment } from './orderActions';
import { discountCapOf } from './discountCap';
import { issueReceiptNumbers } from './offlineSale';
import { posCatalogue } from './posCatalogue';
import { placeOrder } from './placeOrder';
import { placedAddress } from './orderPlan';
import { changeableOrder, orderReach, readableOrder } from './orderReach';

const tags = ['orders'];

/** Permissions of the order calls that are not a generic resource action, offered in the roles screen. */
export const ORDER_PERMISSIONS = ['pos:use', 'pos:switch-location', 'orders:create', 'orders:edit', 'orders:discount'];

/** An order or a held cart in the path; an id of any other form is not found (404), as an unknown one is. */
const IdParams = Type.Object({ id: Type.String({ description: 'The record’s id (a uuid)' }) });

/** A document answered as a file. */

/**
 * What is not generic about orders (spec §7.2, issue 9): pricing a cart,
 * placing an order, its page, status, payments, returns, invoice and held
 * carts. The order, payment and return lists are engine resources
 * (server/domains/orders/resources/orders.ts and beside it). Shapes: common/wire/orders.ts.
 */
export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = () => app.db.db;
  const actor = (req: { user: { sub: string }; ip: string }) => ({ userId: req.user.sub, ip: req.ip });
  const orderRecord = (id: string) => readOrder(db(), id);
  const viewer = (req: { user: { sub: string; sid: string } }) => ({ userId: req.user.sub, sessionId: req.user.sid });
  /** The location the caller's till sells from: the cart's (a manager's choice) or their own. */
  const locationOf = (req: { user: { sub: string; perms: string[] } }, cart: { location?: string }) =>
    tillLocation(db(), req.user.sub, cart.location, hasPermission(req.user.perms, 'pos', 'switch-location'));

  /** Two orders that still deadlock or cannot be serialised are the client's to retry, not a server fault. */
  const retryable = (err: unknown): never => {
    const code = pgError(err)?.code;
    if (code === '40P01' || code === '40001') throw new ApiError(409, msg('shop_busy'));
    if (pgError(err)?.message === SHIFT_CLOSED) throw new ApiError(409, msg('shift_closed'));
    throw err;
  };

  app.post(
    '/cart-total',
    {
      config: { auth: 'pos:use' },
      schema: {
        tags,
        summary: 'Price a cart (never trusts client prices)',
        description:
          'Always 200 for a cart of lines the server can read: a line that cannot be sold is answered in `refused` (its index, ids and the coded reason) and left out of the figures. ' +
          'Without `shipping`, the delivery charge of `delivery` (inside or outside Dhaka, settings) is charged. A manual `discount` needs orders:discount (403).',
        ...callSchema('POST /orders/cart-total', 200, errorsFor(400, 401, 403)),
      },
    },
    async (req) => {
      if (req.body.items.length === 0)
        return {
          items: [],
          subTotal: 0,
          vat: 0,
          shipping: 0,
          discount: 0,
          total: 0,
          rounding: 0,
          cashTotal: 0,
          roundCash: app.shop.cashRounding,
          coupon: null,
        };
      const priced = await priceServerCart(db(), req.body, {
        timeZone: app.shop.timeZone,
        mayDiscount: hasPermission(req.user.perms, 'orders', 'discount'),
        discountCap: await discountCapOf(db(), req.user.sub, req.user.perms),
        strict: false,
        shop: app.shop,
        locationId: await locationOf(req, req.body),
      });
      return priced.wire;
    },
  );

  app.post(
    '/',
    {
      config: { auth: 'orders:create' },
      schema: {
        tags,
        summary: 'Place an order: priced again, stock taken and the order written in one transaction',
        description:
          'A line short of stock, a busy shop or a reused Idempotency-Key is 409 and nothing is written. A manual discount needs orders:discount and must be within the role’s cap (403 on `cart.discount`); an offline sale over the cap is held for a manager (`held`).',
        ...callSchema('POST /orders', 201, errorsFor(400, 401, 403, 409)),
      },
    },
    async (req, reply) => {
      const placed = await placeOrder(db(), req.body, {
        ...actor(req),
        locationId: await locationOf(req, req.body.cart),
        timeZone: app.shop.timeZone,
        mayDiscount: hasPermission(req.user.perms, 'orders', 'discount'),
        discountCap: await discountCapOf(db(), req.user.sub, req.user.perms),
        anyTill: hasPermission(req.user.perms, 'pos', 'switch-location'),
        idempotencyKey: req.headers['idempotency-key'],
        shop: app.shop,
      }).catch(retryable);
      if (placed.replayed) reply.header('Idempotent-Replayed', 'true');
      // Its receipt and SMS jobs were queued in the order's statement: start on them now.
      else app.jobs.wake();
      return reply.code(201).send(placed);
    },
  );

  app.post(
    '/receipt-numbers',
    {
      config: { auth: 'orders:create' },
      schema: {
        tags,
        summary: 'A block of order numbers for a till to sell offline with (issue 25)',
        description:
          'Taken from the orders’ own sequence, so never given twice. An order sent with `offline.number` must carry one given to its `offline.device`; the till prints it on the receipt, and the order keeps it.',
        ...callSchema('POST /orders/receipt-numbers', 200, errorsFor(400, 401, 403)),
      },
    },
    async (req) => {
      const numbers = await issueReceiptNumbers(
        db(),
        req.body.device,
        req.body.count ?? 50,
        req.user.sub,
        await locationOf(req, { location: req.body.location }),
      );
      return { device: req.body.device, numbers };
    },
  );

  app.get(
    '/pos-catalogue',
    {
      config: { auth: 'pos:use' },
      schema: {
        tags,
        summary: 'The sellable catalogue of the till’s location, for a till to sell offline with (issue 25)',
        description:
          'Products on sale with their variants, barcodes, prices, VAT, own discounts and the stock at the location, and the settings pricing reads. Another location than one’s own needs pos:switch-location (403).',
        ...callSchema('GET /orders/pos-catalogue', 200, errorsFor(400, 401, 403)),
      },
    },
    async (req) => {
      const id = await locationOf(req, { location: req.query.location });
      const [location] = await db().select({ id: locations.id, name: locations.name }).from(locations).where(eq(locations.id, id));
      return posCatalogue(db(), location, app.shop, req.query.device ? { device: req.query.device, userId: req.user.sub } : undefined);
    },
  );

  app.get(
    '/:id',
    {
      config: { auth: 'orders:show' },
      schema: {
        tags,
        summary: 'One order with its items, payments and returns (spec §3.5)',
        params: IdParams,
        ...callSchema('GET /orders/{id}', 200, errorsFor(401, 403, 404)),
      },
    },
    async (req) => {
      await readableOrder(db(), req.params.id, viewer(req));
      return orderRecord(req.params.id);
    },
  );

  app.put(
    '/:id/status',
    {
      config: { auth: 'orders:edit' },
      schema: {
        tags,
        summary: 'Move an order to another status (cancelling puts the stock back)',
        description: 'A move the order cannot make (common/orders.ts ORDER_TRANSITIONS) is 409.',
        params: IdParams,
        ...callSchema('PUT /orders/{id}/status', 200, errorsFor(400, 401, 403, 404, 409)),
      },
    },
    async (req) => {
      await changeableOrder(db(), req.params.id, viewer(req));
      await changeStatus(db(), req.params.id, req.body.status, actor(req)).catch(retryable);
      return orderRecord(req.params.id);
    },
  );

  app.post(
    '/:id/payments',
    {
      config: { auth: 'orders:edit' },
      schema: {
        tags,
        summary: 'Take a payment for what is due',
        description: 'More than is due, or a method the shop does not take, is 400; a cancelled order takes no payment (409).',
        params: IdParams,
        ...callSchema('POST /orders/{id}/payments', 201, errorsFor(400, 401, 403, 404, 409)),
      },
    },
    async (req, reply) => {
      // A later payment is by one of the shop's methods; store credit is spent at the till only.
      if (req.body.method === 'store_credit' || !app.shop.paymentMethods.includes(req.body.method)) {
        throw fieldError('method', msg('method_not_offered', { method: PAYMENT_METHOD_LABELS[req.body.method] }));
      }
      await changeableOrder(db(), req.params.id, viewer(req));
      await takePayment(db(), req.params.id, req.body, actor(req)).catch(retryable);
      return reply.code(201).send(await orderRecord(req.params.id));
    },
  );

  app.post(
    '/:id/returns',
    {
      config: { auth: 'return:create' },
      schema: {
        tags,
        summary: 'Return items: restock through the ledger and refund, at the taker’s location',
        description:
          'The units go back into the stock of the location of the person taking the return (or the `location` named, with pos:switch-location), and the refund is that till’s payment. ' +
          'More than was sold less what was returned is 400; a cancelled order takes no return (409); another location’s sale needs orders:any-location (403).',
        params: IdParams,
        ...callSchema('POST /orders/{id}/returns', 201, errorsFor(400, 401, 403, 404, 409)),
      },
    },
    async (req, reply) => {
      // Taken at the taker's till (their own, or the one a manager covers): the units go back on its shelf and the refund is its money (issue 34).
      const reach = await orderReach(db(), req.params.id, viewer(req));
      const at = await tillLocation(db(), req.user.sub, req.body.location, hasPermission(req.user.perms, 'pos', 'switch-location'), 'location');
      if (reach.orderLocation !== at && !reach.anyLocation) throw new ApiError(403, msg('other_location_return'));
      const shiftId = await tillShift(db(), { shift: req.body.shift, locationId: at, userId: req.user.sub, required: false });
      const made = await returnItems(db(), req.params.id, req.body, { ...actor(req), locationId: at, shiftId }).catch(retryable);
      return reply.code(201).send({ ...made, order: await orderRecord(req.params.id) });
    },
  );

  app.post(
    '/export/invoice',
    {
      config: { auth: 'orders:show' },
      schema: {
        tags,
        summary:
          "An invoice of the order as a PDF: the sale invoice, or the VAT invoice in the NBR's Mushak-6.3 layout (INVOICE_{number}_{timestamp}.pdf, MUSHAK-6.3_{number}_{timestamp}.pdf)",
        ...callRequest('POST /orders/export/invoice'),
        response: { 200: pdfAnswer('The invoice, as an attachment'), ...errorsFor(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const form = req.body.form ?? 'invoice';
      await readableOrder(db(), req.body.id, viewer(req));
      const data = invoiceDataOf(await orderRecord(req.body.id), app.shop);
      if (form === 'mushak-6.3' && !data.seller.vatRegistration) throw fieldError('form', msg('no_bin'));
      if (req.body.buyerBin !== undefined && !isBin(req.body.buyerBin)) throw fieldError('buyerBin', msg('not_bin'));
      const lang = req.body.lang ?? requestLanguage(req.headers['accept-language']);
      const doc = form === 'mushak-6.3' ? await mushakPdf(data, { lang, buyerBin: req.body.buyerBin }) : await invoicePdf(data);
      const stamp = formatDateTime(new Date(), app.shop.timeZone).replace(/[-: ]/g, '').slice(0, 12);
      reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `attachment; filename="${invoiceFileName(form, data.number, stamp)}"`);
      return reply.send(doc);
    },
  );

  app.get(
    '/payment-methods',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The payment methods the shop takes, in its order (settings); every screen that takes or refunds money offers these',
        ...callSchema('GET /orders/payment-methods', 200, errorsFor(401)),
      },
    },
    async () => ({ methods: app.shop.paymentMethods }),
  );

  /** What a held cart comes to, priced here as cart-total prices it (null for an empty cart). */
  const heldTotal = async (cart: CartInput, req: { user: { sub: string; perms: string[] } }, locationId: string): Promise<number | null> => {
    if (cart.items.length === 0) return null;
    const perms = req.user.perms;
    const priced = await priceServerCart(db(), cart, {
      timeZone: app.shop.timeZone,
      mayDiscount: hasPermission(perms, 'orders', 'discount'),
      discountCap: await discountCapOf(db(), req.user.sub, perms),
      strict: false,
      shop: app.shop,
      locationId,
    });
    return priced.wire.total;
  };
  const heldView = ({ id, createdAt, updatedAt, ...rest }: typeof heldCarts.$inferSelect) => ({
    _id: id,
    ...rest,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  });

  /** A held cart is its till's location's: listed and picked up there (issue 34), or anywhere with orders:any-location. */
  const heldReach = (req: { user: { sub: string; sid: string } }) => withinReach(atLocations(heldCarts.locationId), viewer(req));

  // Held carts: parked at one till, picked up at a till of the same location.
  app.get(
    '/held',
    {
      config: { auth: 'pos:use' },
      schema: {
        tags,
        summary: 'Carts parked at the tills of the caller’s location, newest first (the last 100)',
        response: { 200: Type.Array(HeldCart), ...errorsFor(401, 403) },
      },
    },
    async (req) => {
      const rows = await db().select().from(heldCarts).where(heldReach(req)).orderBy(desc(heldCarts.createdAt)).limit(100);
      return rows.map(heldView);
    },
  );

  app.post(
    '/held',
    {
      config: { auth: 'pos:use' },
      schema: {
        tags,
        summary: 'Park a cart',
        description: 'Its total is priced as cart-total prices it; a manual discount needs orders:discount (403).',
        ...callRequest('POST /orders/held'),
        response: { 200: HeldCart, 201: HeldCart, ...errorsFor(400, 401, 403, 409) },
      },
    },
    async (req, reply) => {
      const locationId = await locationOf(req, req.body.cart);
      const [[user], total] = await Promise.all([
        db().select({ name: users.name }).from(users).where(eq(users.id, req.user.sub)),
        heldTotal(req.body.cart, req, locationId),
      ]);
      const label = req.body.label?.trim() || `${req.body.customer?.name ?? 'Guest'} · ${formatDateTime(new Date(), app.shop.timeZone)}`;
      const values = {
        id: randomUUID(),
        label,
        cart: req.body.cart,
        lines: req.body.lines ?? [],
        customer: req.body.customer ?? null,
        // Its place is checked now, not when the cart is picked up: a till learns of a wrong district while the customer is there.
        address: req.body.address ? placedAddress(req.body.address) : null,
        total,
        userId: req.user.sub,
        userName: user?.name ?? null,
        locationId,
      };
      const { handover } = req.body;
      if (!handover) {
        const [row] = await db().insert(heldCarts).values(values).returning();
        return reply.code(201).send(heldView(row));
      }
      // A till's offline cart: the hand-over and the cart are written together, once per id.
      const created = await db().transaction(async (tx) => {
        const [claimed] = await tx.insert(heldHandovers).values({ id: handover, heldCartId: values.id }).onConflictDoNothing().returning();
        return claimed ? (await tx.insert(heldCarts).values(values).returning())[0] : undefined;
      });
      if (created) return reply.code(201).send(heldView(created));
      const [first] = await db()
        .select()
        .from(heldCarts)
        .where(sql`${heldCarts.id} = (select ${heldHandovers.heldCartId} from ${heldHandovers} where ${heldHandovers.id} = ${handover})`);
      if (!first) throw new ApiError(409, msg('held_cart_picked_up'));
      return heldView(first);
    },
  );

  app.delete(
    '/held/:id',
    {
      config: { auth: 'pos:use' },
      schema: {
        tags,
        summary: 'Pick up (remove) a parked cart; it is answered as it was',
        description: 'A cart parked at another location is 403 unless the caller holds orders:any-location.',
        params: IdParams,
        ...callSchema('DELETE /orders/held/{id}', 200, errorsFor(401, 403, 404)),
      },
    },
    async (req) => {
      if (!isUuid(req.params.id)) throw notFound('Held cart');
      const [row] = await db()
        .delete(heldCarts)
        .where(and(eq(heldCarts.id, req.params.id), heldReach(req)))
        .returning();
      if (row) return heldView(row);
      const [other] = await db().select({ id: heldCarts.id }).from(heldCarts).where(eq(heldCarts.id, req.params.id));
      if (other) throw new ApiError(403, msg('other_location'));
      throw notFound('Held cart');
    },
  );
};
