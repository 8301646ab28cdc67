import type { OrderInput } from '../../../../common/wire/orders';
import type { LockManagerLike } from '../lock';
import type { SendOutcome } from '../drain';

/**
 * Test doubles for the queue's tests: an order endpoint that keeps the
 * server's rule for offline sales (the receipt number is the sale's identity:
 * the same number again answers the first order), and a lock manager with the
 * Web Locks semantics the queue uses (exclusive, ifAvailable, signal).
 */
export class FakeOrderServer {
  /** By receipt number: the order made and the key of the request that made it. */
  readonly orders = new Map<string, { orderId: string; key: string; body: OrderInput }>();
  /** Every number's requests, replays included. */
  readonly requests: string[] = [];
  private next = 1;

  handle(body: OrderInput, key: string): SendOutcome {
    const number = body.offline?.number;
    if (!number) return { kind: 'refused', message: 'offline: required' };
    this.requests.push(number);
    const kept = this.orders.get(number);
    if (kept) return { kind: 'sent', orderId: kept.orderId };
    const orderId = `order-${this.next++}`;
    this.orders.set(number, { orderId, key, body });
    return { kind: 'sent', orderId };
  }
}

interface Waiter {
  callback: (lock: unknown) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

export class FakeLocks implements LockManagerLike {
  private held = false;
  private readonly waiting: Waiter[] = [];

  request(_name: string, options: { ifAvailable?: boolean; signal?: AbortSignal }, callback: (lock: unknown) => Promise<unknown>): Promise<unknown> {
    if (!this.held) return this.grant(callback);
    if (options.ifAvailable) return callback(null);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { callback, resolve, reject };
      this.waiting.push(waiter);
      options.signal?.addEventListener('abort', () => {
        const at = this.waiting.indexOf(waiter);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
  }

  private grant(callback: (lock: unknown) => Promise<unknown>): Promise<unknown> {
    this.held = true;
    const run = Promise.resolve().then(() => callback({ name: 'pos-queue' }));
    return run.finally(() => {
      this.held = false;
      const next = this.waiting.shift();
      if (next) this.grant(next.callback).then(next.resolve, next.reject);
    });
  }
}
