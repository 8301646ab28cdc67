import { INVOICE_PATH } from '../../../common/invoices';
import type { OrderStatus } from '../../../common/orders';
import type { InvoiceRequest, OrderRecord, PaymentInput, ReturnInput } from '../../../common/wire/orders';
import type { ApiDataProvider } from '../../dataProvider';

/** The order calls beyond the engine's (spec §7.2, issue 9), in one place. */
const at = (id: string, ...rest: string[]) => ['orders', encodeURIComponent(id), ...rest].join('/');

export const orderQueryKey = (id: string) => ['orders', 'record', id];

export const fetchOrder = (dp: ApiDataProvider, id: string) => dp.call<OrderRecord>('GET', at(id));

export const changeStatus = (dp: ApiDataProvider, id: string, status: OrderStatus) => dp.call<OrderRecord>('PUT', at(id, 'status'), { status });

export const takePayment = (dp: ApiDataProvider, id: string, payment: PaymentInput) => dp.call<OrderRecord>('POST', at(id, 'payments'), payment);

export const returnItems = (dp: ApiDataProvider, id: string, body: ReturnInput) => dp.call<{ order: OrderRecord }>('POST', at(id, 'returns'), body);

/** `POST orders/export/invoice {id, form?, lang?}`: the browser saves `INVOICE_{number}_{timestamp}.pdf` (or `MUSHAK-6.3_…`). */
export const downloadInvoice = (dp: ApiDataProvider, request: InvoiceRequest) => dp.download('POST', INVOICE_PATH, request, 'INVOICE.pdf');
