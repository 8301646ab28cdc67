import type { VatBase } from '../../../common/pricing';
import type { OfflineTerm, OrderInput } from '../../../common/wire/orders';

/** What the receipt printed at the till shows (taka), kept with the sale so it can be shown and exported again. */
export interface ReceiptView {
  lines: { name: string; qty: number; unitPrice: number; totalPrice: number }[];
  subTotal: number;
  vat: number;
  discount: number;
  shipping: number;
  rounding: number;
  total: number;
  paid: number;
  change: number;
  location: string;
}

export type SaleState = 'waiting' | 'sent' | 'failed';

/**
 * A sale made offline (issue 25), keyed by its receipt number: the number is
 * its identity for the server too, so sending it twice is one order.
 */
export interface QueuedSale {
  number: string;
  device: string;
  /** ISO time it was sold; the order is dated then. */
  soldAt: string;
  /** Order of sending: oldest first (ms since epoch at the sale, then a counter). */
  seq: number;
  /** Sent with every attempt of this sale, whichever tab or device sends it. */
  idempotencyKey: string;
  /** The order's body, without `offline` (added when sent). */
  order: Omit<OrderInput, 'offline'>;
  receipt: ReceiptView;
  /** What the till charged for each item (its snapshot's prices): the order is written at these. */
  terms?: OfflineTerm[];
  /** What the till charged VAT on (its snapshot's setting): the order is written on it. */
  vatBase?: VatBase;
  /** The version of the catalogue snapshot it was priced from: the server checks the terms against what that version held. */
  snapshot?: string;
  state: SaleState;
  attempts: number;
  /** Once sent: the order's id. */
  orderId?: string;
  /** Once sent: what the location no longer held when it arrived (the reconciliation list). */
  shortfalls?: { name: string; qty: number }[];
  /** Failed: the server's message, for the cashier. */
  error?: string;
}
