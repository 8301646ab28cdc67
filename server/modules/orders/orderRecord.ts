import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLines, orderReturns, orders, payments } from '../../db/schema';
import { notFound } from '../../engine/errors';
import { isUuid } from '../../engine/uuid';
import type { StoreSettings } from '../setup/bootstrap';
import type { InvoiceData } from './invoicePdf';
import { printedShop } from '../../../common/settings';

/** One order with its items, payments and returns, as `GET orders/{id}` answers it (spec §3.5). */
export async function readOrder(db: Db, id: string) {
  if (!isUuid(id)) throw notFound('Order');
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw notFound('Order');
  const [items, paid, returns] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.position)),
    db.select().from(payments).where(eq(payments.orderId, id)).orderBy(asc(payments.createdAt)),
    db.select().from(orderReturns).where(eq(orderReturns.orderId, id)).orderBy(asc(orderReturns.createdAt)),
  ]);
  const { id: _id, searchText: _search, ...rest } = order;
  return {
    _id,
    ...rest,
    shippingCharge: order.shipping,
    items: items.map(({ id: lineId, orderId: _o, returnedQty, ...line }) => ({ _id: lineId, ...line, returnedQty, returnQty: returnedQty })),
    payments: paid.map(({ id: pid, ...p }) => ({ _id: pid, ...p })),
    returns: returns.map(({ id: rid, ...r }) => ({ _id: rid, ...r })),
  };
}

export type OrderRecord = Awaited<ReturnType<typeof readOrder>>;

/** What the sale invoice (PDF) and the emailed receipt show of an order. */
export function invoiceDataOf(order: OrderRecord, store: StoreSettings): InvoiceData {
  return {
    seller: printedShop(store),
    currencySymbol: store.currencySymbol,
    timeZone: store.timeZone,
    number: order.number,
    createdAt: order.createdAt,
    status: order.status,
    customerName: order.customerName,
    customerPhone: order.customerPhone,
    customerEmail: order.customerEmail,
    address: order.address,
    cashierName: order.cashierName,
    lines: order.items,
    subTotal: order.subTotal,
    vat: order.vat,
    shipping: order.shipping,
    discount: order.discount,
    rounding: order.rounding,
    total: order.total,
    paid: order.paid,
    refunded: order.refunded,
  };
}
