import type { OrderLine, OrderPayment, OrderRecord } from '../../../common/wire/orders';

/**
 * Orders as `GET orders/{id}` answers them (common/wire/orders.ts), for the
 * component tests: a test names what it shows, the rest is what the server
 * sends for an order that has none of it.
 */

type LineFacts = Pick<OrderLine, '_id' | 'productId' | 'name' | 'unitPrice' | 'qty' | 'returnedQty' | 'totalPrice' | 'vat'> & Partial<OrderLine>;

export const orderLine = (line: LineFacts, position = 0): OrderLine => ({
  position,
  variantId: null,
  variantName: null,
  sku: null,
  listPrice: null,
  unitCost: 0,
  vatRate: 0,
  returnQty: line.returnedQty,
  ...line,
});

type PaymentFacts = Pick<OrderPayment, '_id' | 'method' | 'amount' | 'kind' | 'createdAt'> & Partial<OrderPayment>;

export const orderPayment = (payment: PaymentFacts): OrderPayment => ({
  orderId: 'o1',
  orderNumber: 'S-000001',
  reference: null,
  cashierId: null,
  cashierName: null,
  updatedAt: payment.createdAt,
  ...payment,
});

type OrderFacts = Pick<
  OrderRecord,
  | '_id'
  | 'number'
  | 'status'
  | 'paymentMethod'
  | 'paymentState'
  | 'customerName'
  | 'subTotal'
  | 'vat'
  | 'shipping'
  | 'discount'
  | 'total'
  | 'paid'
  | 'refunded'
  | 'createdAt'
> &
  Partial<Omit<OrderRecord, 'items' | 'payments'>> & { items: LineFacts[]; payments: PaymentFacts[] };

export const orderRecord = ({ items, payments, ...order }: OrderFacts): OrderRecord => ({
  customerId: null,
  customerPhone: null,
  customerEmail: null,
  address: null,
  shippingCharge: order.shipping,
  rounding: 0,
  vatBase: 'list',
  couponCode: null,
  note: null,
  emailReceipt: false,
  receiptStatus: null,
  receiptAttempts: 0,
  receiptSentAt: null,
  receiptError: null,
  cashierId: null,
  cashierName: null,
  updatedAt: order.createdAt,
  returns: [],
  ...order,
  items: items.map((line, i) => orderLine(line, i)),
  payments: payments.map((p) => orderPayment({ orderId: order._id, orderNumber: order.number, ...p })),
});
