import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { formatDateTime } from '../../../common/dates';
import type { CartInput, OrderInput, OrderStatus, PaymentInput, ReturnInput } from '../../../common/orders';
import { hasPermission } from '../../../common/permissions';
import { heldCarts, users } from '../../db/schema';
import { errorResponses } from '../../engine/errorSchema';
import { ApiError, fieldError, msg, notFound, pgError } from '../../engine/errors';
import { requestLanguage } from '../../engine/export/language';
import { isUuid } from '../../engine/uuid';
import { priceServerCart } from './cartPricing';
import { invoicePdf } from './invoicePdf';
import { mushakPdf } from './mushakPdf';
import { invoiceDataOf, readOrder } from './orderRecord';
import { changeStatus, returnItems, takePayment } from './orderActions';
import { placeOrder } from './placeOrder';
import { cartSchema, cartTotalSchema, heldCartSchema, idParams, orderSchema, paymentSchema, returnSchema } from './schemas';
import { ORDER_STATUSES, PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '../../../common/orders';
import { INVOICE_FORMS, INVOICE_LANGUAGES, invoiceFileName, type InvoiceRequest } from '../../../common/invoices';
import { isBin } from '../../../common/settings';

const tags = ['orders'];

/** Permissions of the order calls that are not a generic resource action, offered in the roles screen. */
export const ORDER_PERMISSIONS = ['pos:use', 'orders:create', 'orders:edit', 'orders:discount', 'returns:create'];
type IdParams = { id: string };

/**
 * What is not generic about orders (spec §7.2, issue 9): pricing a cart,
 * placing an order, its page, status, payments, returns, invoice and held
 * carts. The order, payment and return lists are engine resources
 * (server/resources/orders.ts and beside it).
 */
export const orderRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.db.db;
  const actor = (req: { user: { sub: string }; ip: string }) => ({ userId: req.user.sub, ip: req.ip });

  /** Two orders that still deadlock or cannot be serialised are the client's to retry, not a server fault. */
  const retryable = (err: unknown): never => {
    const code = pgError(err)?.code;
    if (code === '40P01' || code === '40001') throw new ApiError(409, msg('shop_busy'));
    throw err;
  };

  app.post<{ Body: CartInput }>(
    '/cart-total',
    {
      config: { auth: 'pos:use' },
      schema: {
        tags,
        summary: 'Price a cart (never trusts client prices)',
        description:
          'Always 200 for a cart of lines the server can read: a line that cannot be sold is answered in `refused` (its index, ids and the coded reason) and left out of the figures. ' +
          'Without `shipping`, the delivery charge of `delivery` (inside or outside Dhaka, settings) is charged.',
        body: cartSchema,
        response: { 200: cartTotalSchema, ...errorResponses },
      },
    },
    async (req) => {
      if (req.body.items.length === 0) return { items: [], subTotal: 0, vat: 0, shipping: 0, discount: 0, total: 0, rounding: 0, cashTotal: 0, coupon: null };
      const priced = await priceServerCart(db(), req.body, {
        timeZone: app.store.timeZone,
        mayDiscount: hasPermission(req.user.perms, 'orders', 'discount'),
        strict: false,
        shop: app.store,
      });
      return priced.wire;
    },
  );

  app.post<{ Body: OrderInput; Headers: { 'idempotency-key'?: string } }>(
    '/',
    {
      config: { auth: 'orders:create' },
      schema: {
        tags,
        summary: 'Place an order: priced again, stock taken and the order written in one transaction',
        headers: { type: 'object', properties: { 'idempotency-key': { type: 'string', minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_.:-]+$' } } },
        body: orderSchema,
        response: {
          201: {
            type: 'object',
            properties: { _id: { type: 'string' }, number: { type: 'string' }, total: { type: 'number' }, paid: { type: 'number' }, change: { type: 'number' } },
          },
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const placed = await placeOrder(db(), req.body, {
        ...actor(req),
        timeZone: app.store.timeZone,
        mayDiscount: hasPermission(req.user.perms, 'orders', 'discount'),
        idempotencyKey: req.headers['idempotency-key'],
        shop: app.store,
      }).catch(retryable);
      if (placed.replayed) reply.header('Idempotent-Replayed', 'true');
      else if (req.body.emailReceipt) app.sendReceipts?.();
      reply.code(201);
      return placed;
    },
  );

  app.get<{ Params: IdParams }>(
    '/:id',
    { config: { auth: 'orders:show' }, schema: { tags, summary: 'One order with its items, payments and returns (spec §3.5)', params: idParams } },
    async (req) => orderRecord(req.params.id),
  );

  const orderRecord = (id: string) => readOrder(db(), id);

  app.put<{ Params: IdParams; Body: { status: OrderStatus } }>(
    '/:id/status',
    {
      config: { auth: 'orders:edit' },
      schema: {
        tags,
        summary: 'Move an order to another status (cancelling puts the stock back)',
        params: idParams,
        body: { type: 'object', additionalProperties: false, required: ['status'], properties: { status: { type: 'string', enum: [...ORDER_STATUSES] } } },
      },
    },
    async (req) => {
      await changeStatus(db(), req.params.id, req.body.status, actor(req)).catch(retryable);
      return orderRecord(req.params.id);
    },
  );

  app.post<{ Params: IdParams; Body: PaymentInput }>(
    '/:id/payments',
    { config: { auth: 'orders:edit' }, schema: { tags, summary: 'Take a payment for what is due', params: idParams, body: paymentSchema } },
    async (req, reply) => {
      if (!app.store.paymentMethods.includes(req.body.method)) {
        throw fieldError('method', msg('method_not_offered', { method: PAYMENT_METHOD_LABELS[req.body.method] }));
      }
      await takePayment(db(), req.params.id, req.body, actor(req)).catch(retryable);
      reply.code(201);
      return orderRecord(req.params.id);
    },
  );

  app.post<{ Params: IdParams; Body: ReturnInput }>(
    '/:id/returns',
    { config: { auth: 'returns:create' }, schema: { tags, summary: 'Return items: restock through the ledger and refund', params: idParams, body: returnSchema } },
    async (req, reply) => {
      const made = await returnItems(db(), req.params.id, req.body, actor(req)).catch(retryable);
      reply.code(201);
      return { ...made, order: await orderRecord(req.params.id) };
    },
  );

  app.post<{ Body: InvoiceRequest }>(
    '/export/invoice',
    {
      config: { auth: 'orders:show' },
      schema: {
        tags,
        summary: 'An invoice of the order as a PDF: the sale invoice, or the VAT invoice in the NBR\'s Mushak-6.3 layout (INVOICE_{number}_{timestamp}.pdf, MUSHAK-6.3_{number}_{timestamp}.pdf)',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['id'],
          properties: {
            id: { type: 'string', maxLength: 64 },
            fields: { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 100 } },
            form: {
              type: 'string',
              enum: [...INVOICE_FORMS],
              default: 'invoice',
              description: '`invoice`: the sale invoice. `mushak-6.3`: the VAT tax invoice (কর চালানপত্র) in the layout of the NBR\'s form Mushak-6.3; needs the shop\'s VAT registration number (BIN) in the settings',
            },
            lang: { type: 'string', enum: [...INVOICE_LANGUAGES], description: 'Language of the VAT invoice; without it, the Accept-Language of the request (bn or English)' },
            buyerBin: { type: 'string', maxLength: 20, description: 'A registered buyer\'s BIN, printed on the VAT invoice' },
          },
        },
        response: errorResponses,
      },
    },
    async (req, reply) => {
      const form = req.body.form ?? 'invoice';
      const data = invoiceDataOf(await orderRecord(req.body.id), app.store);
      if (form === 'mushak-6.3' && !data.seller.vatRegistration) throw fieldError('form', msg('no_bin'));
      if (req.body.buyerBin !== undefined && !isBin(req.body.buyerBin)) throw fieldError('buyerBin', msg('not_bin'));
      const lang = req.body.lang ?? requestLanguage(req.headers['accept-language']);
      const doc = form === 'mushak-6.3' ? mushakPdf(data, { lang, buyerBin: req.body.buyerBin }) : invoicePdf(data);
      const stamp = formatDateTime(new Date(), app.store.timeZone).replace(/[-: ]/g, '').slice(0, 12);
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
        response: { 200: { type: 'object', properties: { methods: { type: 'array', items: { type: 'string', enum: [...PAYMENT_METHODS] } } } }, ...errorResponses },
      },
    },
    async () => ({ methods: app.store.paymentMethods }),
  );

  /** What a held cart comes to, priced here as cart-total prices it (null for an empty cart). */
  const heldTotal = async (cart: CartInput, perms: string[]): Promise<number | null> => {
    if (cart.items.length === 0) return null;
    const priced = await priceServerCart(db(), cart, { timeZone: app.store.timeZone, mayDiscount: hasPermission(perms, 'orders', 'discount'), strict: false, shop: app.store });
    return priced.wire.total;
  };

  // Held carts: parked at one till, picked up at any.
  app.get('/held', { config: { auth: 'pos:use' }, schema: { tags, summary: 'Carts parked at the tills, newest first' } }, async () => {
    const rows = await db().select().from(heldCarts).orderBy(desc(heldCarts.createdAt)).limit(100);
    return rows.map(({ id, ...r }) => ({ _id: id, ...r }));
  });

  app.post<{ Body: { label?: string; cart: CartInput; lines?: unknown[]; customer?: { _id: string; name: string; phone?: string } | null; address?: OrderInput['address'] | null } }>(
    '/held',
    { config: { auth: 'pos:use' }, schema: { tags, summary: 'Park a cart', body: heldCartSchema } },
    async (req, reply) => {
      const [[user], total] = await Promise.all([
        db().select({ name: users.name }).from(users).where(eq(users.id, req.user.sub)),
        heldTotal(req.body.cart, req.user.perms),
      ]);
      const label = req.body.label?.trim() || `${req.body.customer?.name ?? 'Guest'} · ${formatDateTime(new Date(), app.store.timeZone)}`;
      const [row] = await db()
        .insert(heldCarts)
        .values({
          label,
          cart: req.body.cart,
          lines: req.body.lines ?? [],
          customer: req.body.customer ?? null,
          address: req.body.address ?? null,
          total,
          userId: req.user.sub,
          userName: user?.name ?? null,
        })
        .returning();
      reply.code(201);
      const { id, ...rest } = row;
      return { _id: id, ...rest };
    },
  );

  app.delete<{ Params: IdParams }>(
    '/held/:id',
    { config: { auth: 'pos:use' }, schema: { tags, summary: 'Pick up (remove) a parked cart', params: idParams } },
    async (req) => {
      if (!isUuid(req.params.id)) throw notFound('Held cart');
      const [row] = await db().delete(heldCarts).where(eq(heldCarts.id, req.params.id)).returning();
      if (!row) throw notFound('Held cart');
      const { id, ...rest } = row;
      return { _id: id, ...rest };
    },
  );
};
