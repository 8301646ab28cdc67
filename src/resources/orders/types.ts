import type { OrderAddress, OrderStatus, PaymentMethod, PaymentState } from '../../../common/orders';

/** One line of `GET orders/{id}` (spec §3.5: the order record for invoice and returns). */
export interface OrderLineRecord {
  _id: string;
  productId: string;
  variantId?: string | null;
  name: string;
  variantName?: string | null;
  sku?: string | null;
  /** The listed unit price before the product's own discount (absent on orders from before issue 19). */
  listPrice?: number | null;
  unitPrice: number;
  qty: number;
  returnedQty: number;
  totalPrice: number;
  vat: number;
}

export interface PaymentRecord {
  _id: string;
  method: PaymentMethod;
  amount: number;
  reference?: string | null;
  kind: 'payment' | 'refund';
  cashierName?: string | null;
  createdAt: string;
}

/** `GET orders/{id}`: the order with its items, payments and returns; money in taka. */
export interface OrderRecord {
  _id: string;
  number: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentState: PaymentState;
  customerId?: string | null;
  customerName: string;
  customerPhone?: string | null;
  customerEmail?: string | null;
  address?: OrderAddress | null;
  subTotal: number;
  vat: number;
  shipping: number;
  discount: number;
  /** Cash rounding, part of `total`. */
  rounding?: number;
  total: number;
  paid: number;
  refunded: number;
  couponCode?: string | null;
  note?: string | null;
  cashierName?: string | null;
  /** The emailed receipt: queued or sending, sent, failed, no-address; null when not asked for. */
  receiptStatus?: 'queued' | 'sending' | 'sent' | 'failed' | 'no-address' | null;
  receiptSentAt?: string | null;
  receiptError?: string | null;
  createdAt: string;
  items: OrderLineRecord[];
  payments: PaymentRecord[];
}
