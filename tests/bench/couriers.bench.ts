/**
 * `npm run bench:couriers` (issue 37): booking 500 orders with Steadfast in
 * one call (`POST /api/deliveries/book` with 500 order ids), end to end over
 * loopback against the fake Steadfast (server/test/fakeSteadfast.ts), which
 * takes them in one `POST /create_order/bulk-order`; side by side in the same
 * run, another 500 booked with a bulk limit of 1 (one `POST /create_order` per
 * order), for the ratio. The orders are placed beforehand through
 * `POST /api/orders`, not timed. On the embedded database (PGlite), as the
 * shop runs by default. BENCH_BOOK_ORDERS (500) sets the size; budget: 10 s
 * for the bulk call. Nothing asserts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app';
import { openPglite } from '../../server/db/client';
import { ensureOwner } from '../../server/domains/accounts/bootstrap';
import type { CourierName } from '../../common/deliveryStatus';
import type { Courier } from '../../server/domains/deliveries/couriers/types';
import { manualCourier } from '../../server/domains/deliveries/couriers/manual';
import { SteadfastCourier } from '../../server/domains/deliveries/couriers/steadfast';
import { startFakeSteadfast } from '../../server/test/fakeSteadfast';
import { stockedProduct } from '../../server/test/stockedProduct';
import { loadAverage, request } from './lib/http';

const ORDERS = Number(process.env.BENCH_BOOK_ORDERS ?? 500);
const WARMUP = 10;
const OWNER = { email: 'bench@example.com', password: 'bench-password-1' };
const ADDRESS = { name: 'Nusrat Jahan', email: 'nusrat@example.com', phone: '01712345678', street: 'House 12, Road 4', city: 'Dhaka', postalCode: '1209' };
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * Steadfast as the server knows it, but handed one parcel at a time: the
 * booking loop (booking.ts) chunks by the courier's `bulkLimit`, so each
 * order is its own `POST /create_order`, as a client booking order by order would.
 */
function oneAtATime(courier: SteadfastCourier): SteadfastCourier {
  return Object.assign(Object.create(courier) as SteadfastCourier, { bulkLimit: 1 });
}

async function main() {
  const steadfast = await startFakeSteadfast();
  const bulk = new SteadfastCourier({ apiKey: steadfast.apiKey, secretKey: steadfast.secretKey, baseUrl: steadfast.url, timeoutMs: 60_000 });
  // The routes read the courier from this map at each call: the second run swaps it.
  const couriers = new Map<CourierName, Courier>([
    ['manual', manualCourier],
    ['steadfast', bulk],
  ]);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-couriers-'));
  const database = await openPglite();
  const app = await buildApp({ database, jwtSecret: 'bench-couriers-only-'.repeat(3), dataDir, couriers, logger: false });
  try {
    await ensureOwner(database.db, OWNER, app.log);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as AddressInfo).port;
    const login = await request(agent, port, 'POST', '/api/auth/login', undefined, OWNER);
    const token = (JSON.parse(login.text) as { accessToken: string }).accessToken;
    const productId = await stockedProduct(database.db, {
      name: 'Bench panjabi',
      slug: 'bench-panjabi',
      sku: 'BP-1',
      barcode: '2000000000901',
      price: 1500,
      cost: 800,
      stock: ORDERS * 4,
    });

    /** `count` orders to deliver in Dhanmondi, placed one by one as the shop's screens place them. */
    const placeOrders = async (count: number): Promise<string[]> => {
      const ids: string[] = [];
      for (let i = 0; i < count; i++) {
        const res = await request(agent, port, 'POST', '/api/orders', token, {
          cart: { items: [{ _id: productId, qty: 1 }] },
          paymentMethod: 'bkash',
          paidAmount: 0,
          customer: 'guest',
          address: { ...ADDRESS, district: '47', thana: 'm47-dhanmondi' },
        });
        if (res.status !== 201) throw new Error(`placing an order: ${res.status} ${res.text}`);
        ids.push((JSON.parse(res.text) as { _id: string })._id);
      }
      return ids;
    };

    const book = async (ids: string[]) => {
      const before = steadfast.requests.length;
      const started = performance.now();
      const res = await request(agent, port, 'POST', '/api/deliveries/book', token, { orders: ids, courier: 'steadfast' });
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`booking: ${res.status} ${res.text.slice(0, 500)}`);
      const answer = JSON.parse(res.text) as { booked: number; failed: number };
      return { ms, booked: answer.booked, failed: answer.failed, calls: steadfast.requests.length - before };
    };

    console.log(`placing ${ORDERS * 2 + WARMUP * 2} orders (not timed)…`);
    const first = await placeOrders(ORDERS);
    const second = await placeOrders(ORDERS);
    // A few bookings each way first, untimed, so that neither timed run pays for the first compilation of the booking path.
    const warm = await placeOrders(WARMUP * 2);
    await book(warm.slice(0, WARMUP));
    couriers.set('steadfast', oneAtATime(bulk));
    await book(warm.slice(WARMUP));
    couriers.set('steadfast', bulk);
    const load = loadAverage();
    const together = await book(first);
    couriers.set('steadfast', oneAtATime(bulk));
    const single = await book(second);

    console.log(`\nbooking ${ORDERS} orders with Steadfast in one POST /api/deliveries/book, PGlite, ${load}`);
    console.log('| bulk limit | booked | refused | calls to Steadfast | time | per order |');
    console.log('| --- | --: | --: | --: | --: | --: |');
    for (const [limit, r] of [
      [String(bulk.bulkLimit), together],
      ['1', single],
    ] as const)
      console.log(`| ${limit} | ${r.booked} | ${r.failed} | ${r.calls} | ${(r.ms / 1000).toFixed(2)} s | ${(r.ms / ORDERS).toFixed(1)} ms |`);
    console.log(`\none at a time takes ${(single.ms / together.ms).toFixed(2)}× as long as in bulk (budget for the bulk call: 10 s)`);
  } finally {
    await app.close();
    await database.close();
    await steadfast.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
