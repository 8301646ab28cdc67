import type { OrderStatus } from '../../../common/orders';
import type { ExchangeInput } from '../../../common/wire/exchanges';
import type { InvoiceRequest, PaymentInput, ReturnInput } from '../../../common/wire/orders';
import type { ApiDataProvider } from '../../dataProvider';

// The order calls beyond the engine's (spec §7.2, issue 9), in one place; paths and shapes: common/wire/clientRoutes.ts.

export const orderQueryKey = (id: string) => ['orders', 'record', id];

export const fetchOrder = (dp: ApiDataProvider, id: string) => dp.request('GET /orders/{id}', { params: { id } });

export const changeStatus = (dp: ApiDataProvider, id: string, status: OrderStatus) =>
  dp.request('PUT /orders/{id}/status', { params: { id }, body: { status } });

export const takePayment = (dp: ApiDataProvider, id: string, payment: PaymentInput) =>
  dp.request('POST /orders/{id}/payments', { params: { id }, body: payment });

export const returnItems = (dp: ApiDataProvider, id: string, body: ReturnInput) => dp.request('POST /orders/{id}/returns', { params: { id }, body });

/** `POST orders/export/invoice {id, form?, lang?}`: the browser saves `INVOICE_{number}_{timestamp}.pdf` (or `MUSHAK-6.3_…`). */
export const downloadInvoice = (dp: ApiDataProvider, request: InvoiceRequest) => dp.download('POST /orders/export/invoice', 'INVOICE.pdf', { body: request });

/** `POST orders/{id}/exchanges` (issue 36): lines given back and items taken instead, in one document; answers it with both orders. The key makes a retry after a lost answer the same exchange. */
export const exchangeItems = (dp: ApiDataProvider, id: string, body: ExchangeInput, idempotencyKey: string) =>
  dp.request('POST /orders/{id}/exchanges', { params: { id }, body, headers: { 'idempotency-key': idempotencyKey } });

/** An online order's payments asked of bKash, and a refund through bKash from them (issue 38). */
export const fetchOnlinePayments = (dp: ApiDataProvider, id: string) => dp.request('GET /orders/{id}/online-payments', { params: { id } });

export const refundByBkash = (dp: ApiDataProvider, id: string, body: { amount: number; reason: string }) =>
  dp.request('POST /orders/{id}/bkash-refund', { params: { id }, body });
