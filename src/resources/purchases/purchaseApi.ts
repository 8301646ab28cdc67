import type { ReceiveInput } from '../../../common/wire/purchases';
import type { ApiDataProvider } from '../../dataProvider';

/** The purchase calls of server/domains/purchases/routes.ts, typed by their wire. */
export const fetchPurchase = (dp: ApiDataProvider, id: string) => dp.request('GET /purchases/{id}/lines', { params: { id } });

export const receivePurchase = (dp: ApiDataProvider, id: string, body: ReceiveInput) => dp.request('POST /purchases/{id}/receive', { params: { id }, body });

export const downloadPurchasePdf = (dp: ApiDataProvider, id: string, number: string) =>
  dp.download('GET /purchases/{id}/pdf', `PO_${number}.pdf`, { params: { id } });

/** The query key of a purchase's page and dialog, so a receipt refreshes both. */
export const purchaseKey = (id: string) => ['purchases', 'detail', id] as const;
