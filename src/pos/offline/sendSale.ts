import type { ApiDataProvider } from '../../dataProvider';
import type { SendOutcome, SendSale } from './drain';

/** The HTTP status of a failed call (the data provider's HttpError), or null for no answer. */
export const statusOf = (e: unknown): number | null =>
  typeof e === 'object' && e !== null && typeof (e as { status?: unknown }).status === 'number' ? (e as { status: number }).status : null;

/**
 * `POST orders` for a queued sale, its answer turned into the drain's
 * outcome: a 2xx is sent (with the shortfalls the server listed); a 4xx other
 * than 409 is refused with the server's message; no answer, a 5xx or a 409
 * (the shop busy) is tried again later.
 */
export function sendSaleWith(dp: ApiDataProvider, onNetworkError: () => void): SendSale {
  return async (body, idempotencyKey): Promise<SendOutcome> => {
    try {
      const placed = await dp.request('POST /orders', { body, headers: { 'idempotency-key': idempotencyKey } });
      return { kind: 'sent', orderId: placed._id, ...(placed.shortfalls?.length ? { shortfalls: placed.shortfalls } : {}) };
    } catch (e) {
      const status = statusOf(e);
      if (status === null || status === 0) {
        onNetworkError();
        return { kind: 'retry' };
      }
      if (status >= 400 && status < 500 && status !== 409 && status !== 401)
        return { kind: 'refused', message: e instanceof Error && e.message ? e.message : `HTTP ${status}` };
      return { kind: 'retry' };
    }
  };
}
