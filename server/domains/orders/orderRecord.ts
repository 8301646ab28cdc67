import { and, asc, eq, sql } from 'drizzle-orm';
import type { OrderStatus, PaymentMethod, PaymentState } from '../../../common/orders';
import type { OrderSource } from '../../../common/onlineOrders';
import { vatBaseOf } from '../../../common/pricing';
import type { OrderExchange, OrderRecord } from '../../../common/wire/orders';
import type { Db } from '../../db/client';
import { exchanges, orderLines, orderReturns, orders, payments, receiptBlocks } from '../schema';
import { notFound } from '../../engine/errors';
import { isUuid } from '../../engine/uuid';
import type { ShopSettings } from '../../../common/wire/settings';
import type { InvoiceData } from './invoicePdf';
import { printedShop } from '../settings';

const iso = (at: Date) => at.toISOString();

/**
 * One order with its items, payments and returns, as `GET orders/{id}`
 * answers it (spec §3.5, common/wire/orders.ts). The columns' text holds only
 * the words their CHECK constraints and the order calls allow, so they are
 * read as those words.
 */
export async function readOrder(db: Db, id: string): Promise<OrderRecord> {
  if (!isUuid(id)) throw notFound('Order');
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw notFound('Order');
  const [items, paid, returns, series, exchange] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.position)),
    db.select().from(payments).where(eq(payments.orderId, id)).orderBy(asc(payments.createdAt)),
    db.select().from(orderReturns).where(eq(orderReturns.orderId, id)).orderBy(asc(orderReturns.createdAt)),
    seriesOf(db, order),
    exchangeOf(db, id),
  ]);
  const { id: _id, searchText: _search, ...rest } = order;
  return {
    _id,
    ...rest,
    address: order.address ?? null,
    status: order.status as OrderStatus,
    source: order.source as OrderSource,
    paymentMethod: order.paymentMethod as PaymentMethod,
    paymentState: order.paymentState as PaymentState,
    receiptStatus: order.receiptStatus as OrderRecord['receiptStatus'],
    vatBase: vatBaseOf(order.vatBase),
    receiptSentAt: order.receiptSentAt && iso(order.receiptSentAt),
    createdAt: iso(order.createdAt),
    updatedAt: iso(order.updatedAt),
    shippingCharge: order.shipping,
    series,
    exchange,
    items: items.map(({ id: lineId, orderId: _o, returnedQty, ...line }) => ({ _id: lineId, ...line, returnedQty, returnQty: returnedQty })),
    payments: paid.map(({ id: pid, method, kind, createdAt, updatedAt, ...p }) => ({
      _id: pid,
      ...p,
      method: method as PaymentMethod,
      kind: kind === 'refund' ? 'refund' : 'payment',
      createdAt: iso(createdAt),
      updatedAt: iso(updatedAt),
    })),
    returns: returns.map(({ id: rid, refundMethod, createdAt, updatedAt, ...r }) => ({
      _id: rid,
      ...r,
      refundMethod: refundMethod as PaymentMethod,
      createdAt: iso(createdAt),
      updatedAt: iso(updatedAt),
    })),
  };
}

/**
 * The series of an order's number (issue 36): an offline sale's till and the
 * block of numbers it was given (receipt_blocks), first to last; null for a
 * number of the online sequence.
 */
async function seriesOf(db: Db, order: Pick<typeof orders.$inferSelect, 'number' | 'offlineDevice'>): Promise<OrderRecord['series']> {
  if (!order.offlineDevice) return null;
  const [block] = await db
    .select({ numbers: receiptBlocks.numbers })
    .from(receiptBlocks)
    .where(and(eq(receiptBlocks.deviceId, order.offlineDevice), sql`${receiptBlocks.numbers} @> array[${order.number}]::text[]`))
    .limit(1);
  if (!block || block.numbers.length === 0) return null;
  return { device: order.offlineDevice, first: block.numbers[0], last: block.numbers[block.numbers.length - 1] };
}

/** The exchange an order is the new side of (issue 36), or null. */
async function exchangeOf(db: Db, newOrderId: string): Promise<OrderExchange | null> {
  const [row] = await db
    .select({
      _id: exchanges.id,
      number: exchanges.number,
      orderId: exchanges.orderId,
      orderNumber: exchanges.orderNumber,
      returnedLines: exchanges.returnedLines,
      returnedValue: exchanges.returnedValue,
      balance: exchanges.balance,
      settlement: exchanges.settlement,
    })
    .from(exchanges)
    .where(eq(exchanges.newOrderId, newOrderId));
  return row ?? null;
}

/** What the sale invoice (PDF) and the emailed receipt show of an order. */
export function invoiceDataOf(order: OrderRecord, shop: ShopSettings): InvoiceData {
  return {
    seller: printedShop(shop),
    currencySymbol: shop.currencySymbol,
    timeZone: shop.timeZone,
    number: order.number,
    createdAt: new Date(order.createdAt),
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
    vatBase: order.vatBase,
    exchange: order.exchange ?? null,
  };
}
