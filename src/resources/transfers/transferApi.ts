import type { ReceiveInput } from '../../../common/wire/transfers';
import type { ApiDataProvider } from '../../dataProvider';

// The transfer calls beyond the engine's (issue 21, spec §7.5), in one place; paths and shapes: common/wire/clientRoutes.ts.

export const transferQueryKey = (id: string) => ['transfers', 'record', id];

export const fetchTransfer = (dp: ApiDataProvider, id: string) => dp.request('GET /transfers/{id}/products', { params: { id } });
export const sendTransfer = (dp: ApiDataProvider, id: string) => dp.request('POST /transfers/{id}/send', { params: { id } });
export const cancelTransfer = (dp: ApiDataProvider, id: string) => dp.request('POST /transfers/{id}/cancel', { params: { id } });
export const receiveLines = (dp: ApiDataProvider, id: string, body: ReceiveInput) => dp.request('PUT /transfers/{id}/receive', { params: { id }, body });
/** Spec §7.5: everything still to receive, with an empty body. */
export const receiveEverything = (dp: ApiDataProvider, id: string) =>
  dp.request('PUT /inventories/transfer/product/bulk/{transferId}', { params: { transferId: id } });

/**
 * What a receipt changes on other screens (spec §7.5: inventories, transfers
 * and products): their cached lists and records are fetched again.
 */
export const RECEIPT_REFRESHES = ['inventory', 'inventories', 'transfers', 'products', 'damages'];
