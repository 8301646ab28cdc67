import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { ApiDataProvider } from '../../dataProvider';
import { saveCatalogue, tillCatalogue } from './catalogue';
import { deviceId } from './deviceId';
import { drain } from './drain';
import { keepSnapshotImages } from './imageCache';
import { sendHeldCarts } from './heldOffline';
import { browserLocks, holdQueueLock } from './lock';
import { topUpNumbers, unusedNumbers } from './numbers';
import { useOffline } from './offlineStore';
import { tillDb } from './posDb';
import { salesIn, waitingCount, waitingOfShift } from './queue';
import { sendSaleWith } from './sendSale';
import { sendUnsentClose } from '../shift/unsentClose';
import { sendUnsentOpen } from '../shift/unsentOpen';

/** How often the till looks at its queue and, online, refreshes its snapshot and sends. */
export const SYNC_EVERY_MS = 5_000;
/** How often, online, the catalogue snapshot is read again (and at once when the location changes or the network returns). */
export const CATALOGUE_EVERY_MS = 60_000;

/**
 * Keeps the till ready to sell offline (issue 25), while the POS is open:
 * holds the queue's lock (one writer per device), follows the browser's
 * online and offline events, and while online refreshes the catalogue
 * snapshot of the till's location, tops up the device's receipt numbers
 * and, in the writer tab, sends the waiting sales and hands the carts held
 * offline to the server. Sales whose answer lists
 * a shortfall, or that the server refused, are kept to show the cashier.
 */
export function useOfflineTill(location: string | null, ready: boolean): void {
  const dp = useDataProvider<ApiDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();

  useEffect(() => {
    const locks = browserLocks();
    if (!locks) return undefined;
    const stop = new AbortController();
    holdQueueLock(locks, stop.signal, (writer) => useOffline.getState().set({ writer }));
    return () => stop.abort();
  }, []);

  useEffect(() => {
    const update = () => useOffline.getState().set({ networkDown: false });
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  useEffect(() => {
    const opening = tillDb();
    if (!opening || !ready) return undefined;
    let stopped = false;
    let busy = false;
    const store = useOffline.getState;
    const networkDown = () => store().set({ networkDown: true });
    const device = deviceId();
    let fetchedAt = 0;

    const sync = async () => {
      if (busy || stopped) return;
      busy = true;
      try {
        const db = await opening;
        if (!store().catalogue) store().set({ catalogue: await tillCatalogue(db) });
        // Due every minute, and at once after a failed call: it is also what tells the network is back.
        const due = store().networkDown || Date.now() - fetchedAt > CATALOGUE_EVERY_MS;
        if (navigator.onLine && due) {
          try {
            // The till names itself, so its offline sales may later name this version (issue 34).
            const catalogue = await dp.request('GET /orders/pos-catalogue', { query: { device, ...(location ? { location } : {}) } });
            await saveCatalogue(db, catalogue);
            fetchedAt = Date.now();
            // Its pictures, small, for the cards offline (issue 36): in the background, within their space.
            keepSnapshotImages(catalogue.products.map((p) => p.image));
            store().set({ catalogue: await tillCatalogue(db, catalogue), networkDown: false });
          } catch (e) {
            if (e instanceof TypeError) networkDown();
          }
        }
        if (store().online) {
          try {
            await topUpNumbers(
              db,
              device,
              async (d, count) => (await dp.request('POST /orders/receipt-numbers', { body: { device: d, count, ...(location ? { location } : {}) } })).numbers,
            );
          } catch (e) {
            if (e instanceof TypeError) networkDown();
          }
        }
        // A shift opened offline goes first, so the sales naming it go into it (issue 36); unsent, they wait with it.
        const opened = store().online && store().writer ? await sendUnsentOpen((body) => dp.request('POST /shifts/open', { body })) : 'none';
        if (opened === 'sent' || opened === 'refused') await queryClient.invalidateQueries({ queryKey: ['pos', 'shift'] });
        if (store().online && store().writer && opened !== 'retry') {
          const result = await drain(db, sendSaleWith(dp, networkDown));
          const short = result.sent.filter((s) => s.shortfalls?.length);
          if (result.sent.length > 0) {
            notify('pos.offline.sent', { type: 'info', messageArgs: { smart_count: result.sent.length } });
            // The snapshot predates these sales; the next sync reads the stock they took.
            fetchedAt = 0;
          }
          if (short.length > 0) notify('pos.offline.shortfall', { type: 'warning', messageArgs: { numbers: short.map((s) => s.number).join(', ') } });
          if (result.failed.length > 0)
            notify('pos.offline.refused', { type: 'error', messageArgs: { numbers: result.failed.map((s) => s.number).join(', ') } });
          await sendHeldCarts(db, (body) => dp.request('POST /orders/held', { body }));
          // A shift closed offline goes after its sales: the server's expected cash is summed from the payments it holds.
          const closed = result.stopped
            ? { kind: 'retry' as const }
            : await sendUnsentClose(
                (id, body) => dp.request('POST /shifts/{id}/close', { params: { id }, body }),
                (shift) => waitingOfShift(db, shift),
              );
          if (closed.kind === 'sent' || closed.kind === 'refused') await queryClient.invalidateQueries({ queryKey: ['pos', 'shift'] });
          if (closed.kind === 'sent') notify('shifts.till.close_sent', { type: 'info', messageArgs: { number: closed.shift.number } });
          if (closed.kind === 'refused')
            notify('shifts.till.close_refused', { type: 'error', messageArgs: { number: closed.number, message: closed.message } });
        }
        const sent = await salesIn(db, 'sent');
        store().set({
          waiting: await waitingCount(db),
          failed: await salesIn(db, 'failed'),
          shortfalls: sent.filter((s) => s.shortfalls?.length),
          numbersLeft: await unusedNumbers(db),
        });
      } catch {
        // IndexedDB unavailable (a private window may refuse it): the till sells online only.
      } finally {
        busy = false;
      }
    };
    void sync();
    const timer = setInterval(() => void sync(), SYNC_EVERY_MS);
    window.addEventListener('online', sync);
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener('online', sync);
    };
  }, [dp, notify, queryClient, location, ready]);
}
