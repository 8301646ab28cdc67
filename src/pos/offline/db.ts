import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { HeldCart } from '../../../common/wire/orders';
import type { PosCatalogue } from '../../../common/wire/posCatalogue';
import type { QueuedSale } from './sale';

/**
 * The till's IndexedDB (issue 25): the catalogue snapshot per location, the
 * receipt numbers the server gave this device and not yet used, and the
 * sales made offline. One database for the browser's tabs: a number is taken
 * and its sale written in one transaction, so two tabs never print the same
 * number and a killed tab leaves a sale either wholly queued or not at all.
 * Carts held offline wait in `held` until the connection returns.
 */
export interface PosOfflineSchema extends DBSchema {
  catalogue: { key: string; value: PosCatalogue };
  numbers: { key: string; value: { number: string; device: string } };
  sales: { key: string; value: QueuedSale; indexes: { byState: [string, number] } };
  held: { key: string; value: HeldCart };
}

export type PosDb = IDBPDatabase<PosOfflineSchema>;

export const POS_DB_NAME = 'pos-offline';

export function openPosDb(name: string = POS_DB_NAME): Promise<PosDb> {
  return openDB<PosOfflineSchema>(name, 2, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        db.createObjectStore('catalogue');
        db.createObjectStore('numbers', { keyPath: 'number' });
        const sales = db.createObjectStore('sales', { keyPath: 'number' });
        // Waiting sales oldest first: [state, seq].
        sales.createIndex('byState', ['state', 'seq']);
      }
      // Version 2: carts held offline.
      if (oldVersion < 2) db.createObjectStore('held', { keyPath: '_id' });
    },
  });
}
