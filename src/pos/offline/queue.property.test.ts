import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderInput } from '../../../common/wire/orders';
import { openPosDb, type PosDb } from './db';
import { drain, type SendOutcome } from './drain';
import { holdQueueLock } from './lock';
import { topUpNumbers } from './numbers';
import { NoReceiptNumbers, queueSale, salesIn, waitingCount } from './queue';
import type { QueuedSale, ReceiptView } from './sale';
import { FakeLocks, FakeOrderServer } from './testing/fakeTill';

/*
 * Issue 25's property: whatever the interleaving of sales in two tabs, sends,
 * lost answers, 5xx, a network that comes and goes, reloads and tabs killed
 * mid-send, once the connection stays up every sale the cashier printed a
 * receipt for is exactly one order, carrying that receipt's number, and
 * every queued sale ends marked sent with that order. The real queue code
 * runs on a real IndexedDB implementation; fast-check's scheduler decides
 * when each request reaches the server and each answer reaches its tab, and
 * the lock manager keeps Web Locks' rules, so at most one live tab sends.
 */

type Net = 'up' | 'down' | 'lossy' | 'error5xx';
type Command =
  | { kind: 'sell'; tab: number }
  | { kind: 'drain'; tab: number }
  | { kind: 'kill'; tab: number }
  | { kind: 'reload'; tab: number }
  | { kind: 'net'; net: Net }
  | { kind: 'step' };

const receipt: ReceiptView = { lines: [], subTotal: 0, vat: 0, discount: 0, shipping: 0, rounding: 0, total: 0, paid: 0, change: 0, location: 'Main' };
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('sell' as const), tab: fc.integer({ min: 0, max: 1 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('drain' as const), tab: fc.integer({ min: 0, max: 1 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('kill' as const), tab: fc.integer({ min: 0, max: 1 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reload' as const), tab: fc.integer({ min: 0, max: 1 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('net' as const), net: fc.constantFrom<Net>('up', 'down', 'lossy', 'error5xx') }) },
  { weight: 4, arbitrary: fc.constant({ kind: 'step' as const }) },
);

let run = 0;

interface Tab {
  db: PosDb;
  alive: boolean;
  writer: boolean;
  stop: AbortController;
  draining: Promise<unknown> | null;
}

describe('the offline queue, any interleaving', () => {
  it('gives each sale exactly once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.array(commandArb, { minLength: 1, maxLength: 30 }), async (s, commands) => {
        const dbName = `property-${run++}`;
        const server = new FakeOrderServer();
        const locks = new FakeLocks();
        let net: Net = 'up';
        const printed: QueuedSale[] = [];
        const writersAtOnce: number[] = [];
        const tabs: Tab[] = [];

        const open = async (): Promise<Tab> => {
          const tab: Tab = { db: await openPosDb(dbName), alive: true, writer: false, stop: new AbortController(), draining: null };
          holdQueueLock(locks, tab.stop.signal, (writer) => {
            tab.writer = writer;
            writersAtOnce.push(tabs.filter((t) => t.alive && t.writer).length);
          });
          return tab;
        };
        const kill = (tab: Tab) => {
          // A killed tab does nothing more: its connection closes and the browser releases its lock.
          tab.alive = false;
          tab.writer = false;
          tab.stop.abort();
          tab.db.close();
        };
        // A request and its answer each travel when the scheduler lets them.
        const sendFrom =
          (tab: Tab) =>
          async (body: OrderInput, key: string): Promise<SendOutcome> => {
            await s.schedule(Promise.resolve(), `request ${body.offline?.number}`);
            if (net === 'down') throw new TypeError('Failed to fetch');
            if (net === 'error5xx') return { kind: 'retry' };
            const answer = server.handle(body, key);
            await s.schedule(Promise.resolve(), `answer ${body.offline?.number}`);
            if (net === 'lossy' || !tab.alive) throw new TypeError('Failed to fetch');
            return answer;
          };
        const startDrain = (tab: Tab) => {
          if (!tab.alive || !tab.writer || tab.draining) return;
          tab.draining = drain(tab.db, sendFrom(tab))
            .catch(() => undefined)
            .finally(() => {
              tab.draining = null;
            });
        };

        const first = await openPosDb(dbName);
        await topUpNumbers(first, 'till-prop-01', async (_d, count) => Array.from({ length: count }, (_, i) => `S-${String(1000 + i).padStart(6, '0')}`));
        first.close();
        tabs.push(await open(), await open());

        for (const command of commands) {
          const tab = 'tab' in command ? tabs[command.tab] : null;
          if (command.kind === 'sell' && tab?.alive) {
            try {
              printed.push(
                await queueSale(tab.db, {
                  order: { cart: { items: [{ _id: `p${printed.length}`, qty: 1 }] }, paymentMethod: 'cash', customer: 'guest' },
                  receipt,
                }),
              );
            } catch (e) {
              if (!(e instanceof NoReceiptNumbers)) throw e;
            }
          }
          if (command.kind === 'drain' && tab) startDrain(tab);
          if (command.kind === 'kill' && tab?.alive) kill(tab);
          if ((command.kind === 'reload' || command.kind === 'kill') && tab) {
            if (command.kind === 'reload' && tab.alive) kill(tab);
            tabs[command.tab] = await open();
          }
          if (command.kind === 'net') net = command.net;
          if (command.kind === 'step' && s.count() > 0) await s.waitOne();
        }

        // The connection comes back and stays: the writer drains until nothing waits.
        net = 'up';
        for (let round = 0; round < 200; round++) {
          await Promise.resolve();
          if (s.count() > 0) {
            await s.waitOne();
            continue;
          }
          const busy = tabs.find((t) => t.draining);
          if (busy) {
            await new Promise((r) => setTimeout(r, 0));
            continue;
          }
          const writer = tabs.find((t) => t.alive && t.writer);
          if (!writer) {
            await new Promise((r) => setTimeout(r, 0));
            continue;
          }
          if ((await waitingCount(writer.db)) === 0) break;
          startDrain(writer);
        }

        const check = await openPosDb(dbName);
        try {
          const numbers = printed.map((p) => p.number);
          expect(new Set(numbers).size).toBe(numbers.length);
          expect([...server.orders.keys()].sort()).toEqual([...numbers].sort());
          for (const sale of printed) expect(server.orders.get(sale.number)?.key).toBe(sale.idempotencyKey);
          expect(await waitingCount(check)).toBe(0);
          const sent = await salesIn(check, 'sent');
          expect(sent.length).toBe(printed.length);
          for (const sale of sent) expect(sale.orderId).toBe(server.orders.get(sale.number)?.orderId);
          expect(Math.max(0, ...writersAtOnce)).toBeLessThanOrEqual(1);
        } finally {
          check.close();
          tabs.forEach((t) => t.alive && kill(t));
        }
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
