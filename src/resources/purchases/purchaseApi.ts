import type { PurchaseDetail, ReceiptMade, ReceiveInput } from '../../../common/wire/purchases';
import type { ApiDataProvider } from '../../dataProvider';

/** The purchase calls of server/modules/purchases/routes.ts, typed by their wire. */
export const fetchPurchase = (dp: ApiDataProvider, id: string) => dp.call<PurchaseDetail>('GET', `purchases/${id}/lines`);

export const receivePurchase = (dp: ApiDataProvider, id: string, body: ReceiveInput) => dp.call<ReceiptMade>('POST', `purchases/${id}/receive`, body);

export const downloadPurchasePdf = (dp: ApiDataProvider, id: string, number: string) =>
  dp.download('GET', `purchases/${id}/pdf`, undefined, `PO_${number}.pdf`);

/** The query key of a purchase's page and dialog, so a receipt refreshes both. */
export const purchaseKey = (id: string) => ['purchases', 'detail', id] as const;
