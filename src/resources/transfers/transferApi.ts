import type { ReceiveInput, TransferRecord } from '../../../common/wire/transfers';
import type { ApiDataProvider } from '../../dataProvider';

/** The transfer calls beyond the engine's (issue 21, spec §7.5), in one place. */
const at = (id: string, ...rest: string[]) => ['transfers', encodeURIComponent(id), ...rest].join('/');

export const transferQueryKey = (id: string) => ['transfers', 'record', id];

export const fetchTransfer = (dp: ApiDataProvider, id: string) => dp.call<TransferRecord>('GET', at(id, 'products'));
export const sendTransfer = (dp: ApiDataProvider, id: string) => dp.call<TransferRecord>('POST', at(id, 'send'));
export const cancelTransfer = (dp: ApiDataProvider, id: string) => dp.call<TransferRecord>('POST', at(id, 'cancel'));
export const receiveLines = (dp: ApiDataProvider, id: string, body: ReceiveInput) => dp.call<TransferRecord>('PUT', at(id, 'receive'), body);
/** Spec §7.5: everything still to receive, with an empty body. */
export const receiveEverything = (dp: ApiDataProvider, id: string) =>
  dp.call<TransferRecord>('PUT', `inventories/transfer/product/bulk/${encodeURIComponent(id)}`);

/**
 * What a receipt changes on other screens (spec §7.5: inventories, transfers
 * and products): their cached lists and records are fetched again.
 */
export const RECEIPT_REFRESHES = ['inventory', 'inventories', 'transfers', 'products', 'damages'];
