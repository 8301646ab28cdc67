import type { OfflineTerm, OrderInput } from '../../../common/wire/orders';
import { lessSold } from './catalogue';
import { useOffline } from './offlineStore';
import { tillDb } from './posDb';
import { queueSale, waitingCount } from './queue';
import type { QueuedSale, ReceiptView } from './sale';
import { unusedNumbers } from './numbers';

/**
 * Sells offline (issue 25): the sale is queued with its final receipt number
 * from the device's block, what it sold comes off the till's stock (lessSold), and
 * the receipt is shown to print. `terms`: the prices it charged (tillTerms). Throws `pos.offline.no_numbers` when the
 * device has no number left (it needs the connection once to get a block).
 */
export async function sellOffline(order: Omit<OrderInput, 'offline'>, receipt: ReceiptView, terms: OfflineTerm[]): Promise<QueuedSale> {
  const opening = tillDb();
  if (!opening) throw new Error('pos.offline.no_storage');
  const db = await opening;
  const { catalogue } = useOffline.getState();
  // Priced on the snapshot's VAT base (offlinePricing.ts), from the snapshot whose prices the server checks the terms against.
  const vatBase = catalogue?.shop.vatBase;
  const sale = await queueSale(db, { order, receipt, terms, ...(vatBase ? { vatBase } : {}), ...(catalogue?.version ? { snapshot: catalogue.version } : {}) });
  useOffline.getState().set({
    receipt: sale,
    waiting: await waitingCount(db),
    numbersLeft: await unusedNumbers(db),
    ...(catalogue ? { catalogue: lessSold(catalogue, order.cart.items) } : {}),
  });
  return sale;
}
