import { create } from 'zustand';
import type { PosCatalogue } from '../../../common/wire/posCatalogue';
import type { QueuedSale } from './sale';

/**
 * What the till knows about its connection and its queue (issue 25), shared
 * by the POS's parts: the mark, the product list, the totals, the payment.
 * Kept up by useOfflineTill (PosPage); the data itself is in IndexedDB.
 */
export interface OfflineState {
  /** The browser says it is online and the last call did not fail for want of a network. */
  online: boolean;
  /** A call failed with no answer: the till sells offline until a call gets through again. */
  networkDown: boolean;
  /** This tab holds the queue's lock (the one writer); false: the till is open in another tab; null: not known yet. */
  writer: boolean | null;
  waiting: number;
  failed: QueuedSale[];
  /** Sales sent whose answer listed stock the location no longer held. */
  shortfalls: QueuedSale[];
  catalogue: PosCatalogue | null;
  numbersLeft: number;
  /** The receipt of the last sale queued, to show and print. */
  receipt: QueuedSale | null;
  set(patch: Partial<Omit<OfflineState, 'set'>>): void;
}

const browserOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

export const useOffline = create<OfflineState>()((set) => ({
  online: browserOnline(),
  networkDown: false,
  writer: null,
  waiting: 0,
  failed: [],
  shortfalls: [],
  catalogue: null,
  numbersLeft: 0,
  receipt: null,
  set: (patch) =>
    set((s) => {
      const next = { ...s, ...patch };
      return { ...next, online: browserOnline() && !next.networkDown };
    }),
}));

/** True while the till sells from its snapshot and queues its sales. */
export const isOffline = (s: Pick<OfflineState, 'online'>): boolean => !s.online;

/** A call failed with no answer (fetch's TypeError, no status): the network is down. */
export function isNetworkError(e: unknown): boolean {
  if (e instanceof TypeError) return true;
  const status = typeof e === 'object' && e !== null ? (e as { status?: unknown }).status : undefined;
  return status === 0;
}
