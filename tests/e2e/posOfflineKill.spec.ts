import type { Page, Route } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN, clientOf, root, serverEnv, spawnScript, spawnServer, sparePort, stopStrays, stopped, untilServing } from '../../server/test/serverProcess';
import { expect, test } from './support/fixtures';
import { logIn } from './support/ui';

// The offline till opens from its service worker's cache (blocked for the other specs).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 25's "the same with the server killed (SIGKILL) while the queue
 * drains", in Chromium. The test runs its own server (the embedded database
 * is one process per data folder, and this one is killed twice): a till rings
 * up sales with the network cut, the network returns, and the server is
 * killed with SIGKILL while the queue drains, once just after it wrote a sale
 * and before the till heard the answer, once as a sale's request goes out.
 * Each time it is started again on the same data folder. In the end every
 * printed receipt is exactly one order, the stock fell by exactly one unit a
 * sale, and the stock check agrees, asked of the server and then run as
 * `server/scripts/checkStock.ts` on the stopped server's data folder.
 */

/** How many sales are rung up offline. */
const SALES = Number(process.env.POS_OFFLINE_KILL_SALES ?? 20);
/** The offline sends (retries included) at which the server is killed: after it answered, and as the request goes. */
const KILL_AFTER_ANSWER_AT = 5;
const KILL_AS_SENT_AT = 12;

const mark = (page: Page) => page.getByTestId('till-connection');

/** The receipt numbers this browser holds for its till, unused (IndexedDB `pos-offline`). */
const numbersLeft = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('pos-offline');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('numbers')) return resolve(0);
          const count = db.transaction('numbers').objectStore('numbers').count();
          count.onsuccess = () => resolve(count.result);
        };
        open.onerror = () => resolve(0);
      }),
  );

/** The till's queued sales as IndexedDB holds them: number, state and the order the server answered. */
const queuedSales = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ number: string; state: string; orderId?: string }[]>((resolve, reject) => {
        const open = indexedDB.open('pos-offline');
        open.onsuccess = () => {
          const all = open.result.transaction('sales').objectStore('sales').getAll();
          all.onsuccess = () =>
            resolve((all.result as { number: string; state: string; orderId?: string }[]).map(({ number, state, orderId }) => ({ number, state, orderId })));
          all.onerror = () => reject(all.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );

/** One cash sale of one unit, found by its barcode and picked, paid exactly; answers the receipt's number. */
async function sell(page: Page, code: string, name: string): Promise<string> {
  await page.getByRole('textbox', { name: 'Search products (name, SKU, barcode)' }).fill(code);
  await page.getByRole('button', { name: `Add ${name} to cart`, exact: true }).click();
  await expect(page.getByRole('list', { name: 'Cart' }).getByRole('listitem', { name })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await page.getByRole('dialog', { name: 'Order Details' }).getByRole('button', { name: 'Confirm & Pay' }).click();
  const receipt = page.getByRole('dialog', { name: /^Receipt S-\d+$/ });
  await expect(receipt).toBeVisible();
  const number = (await receipt.getByTestId('receipt-number').textContent()) ?? '';
  await receipt.getByRole('button', { name: 'Next sale' }).click();
  await expect(receipt).toBeHidden();
  return number;
}

// A test that failed midway leaves its server running on its data folder.
test.afterEach(stopStrays);

test('a till drains its offline sales through a server killed twice with SIGKILL: each printed receipt is one order and stock and ledger agree', async ({
  browser,
}) => {
  // Three starts of an embedded database on a loaded 2-core machine take most of it (6 min in one run).
  test.setTimeout(900_000);
  const dataDir = await mkdtemp(join(tmpdir(), 'pos-offline-kill-'));
  const port = await sparePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // The built app (dist/) served by this server; no demo data, so its orders are this test's alone.
  const env = { DATA_DIR: dataDir, WEB_DIR: join(root, 'dist') };
  // Sends are counted only while a server runs: the till's retries against a dead one are not kill points.
  let up = false;
  const start = async () => {
    // The server `npm run build` compiled, as the end-to-end server (scripts/e2e-server.mjs).
    const child = spawnServer(port, env, join(root, 'dist-server', 'main.js'));
    await untilServing(child, port);
    up = true;
    return child;
  };
  let server = await start();
  try {
    const call = await clientOf(port);
    const category = (await (await call('POST', '/categories', { name: 'Kill' })).json()) as { _id: string };
    const made = await call('POST', '/products', { name: 'Kill Tee', status: 'published', category: category._id, price: 100, cost: 50, stock: SALES + 5 });
    expect(made.status, await made.clone().text()).toBe(201);
    const product = (await made.json()) as { _id: string; barcode: string };
    const code = String(((await (await call('GET', `/products/${product._id}`)).json()) as { barcode: string }).barcode);

    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/pos');
    await expect(page.getByRole('heading', { name: 'Point of Sale', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => numbersLeft(page), { timeout: 60_000 }).toBeGreaterThanOrEqual(SALES);

    await context.setOffline(true);
    await expect(mark(page)).toHaveAttribute('data-online', 'false');
    const printed: string[] = [];
    for (let i = 0; i < SALES; i++) printed.push(await sell(page, code, 'Kill Tee'));
    expect(new Set(printed).size).toBe(SALES);
    await expect(mark(page)).toHaveText(`Offline · ${SALES} sales waiting to be sent`);

    // The kills, at fixed points of the drain: the till's offline sends are counted as they go.
    let sends = 0;
    let answeredThenKilled = '';
    let killedOnce: () => void = () => undefined;
    let killedTwice: () => void = () => undefined;
    const firstKill = new Promise<void>((done) => (killedOnce = done));
    const secondKill = new Promise<void>((done) => (killedTwice = done));
    await page.route(
      (url) => url.pathname === '/api/orders',
      async (route: Route) => {
        const request = route.request();
        const body = request.method() === 'POST' ? (request.postDataJSON() as { offline?: { number: string } }) : {};
        if (!body.offline || !up) return route.continue();
        sends++;
        if (sends === KILL_AFTER_ANSWER_AT) {
          // The server writes the sale and answers; it dies before the till hears: the till must send it again.
          const answer = await route.fetch();
          if (answer.status() === 201) answeredThenKilled = body.offline.number;
          up = false;
          server.kill('SIGKILL');
          await stopped(server);
          await route.abort('connectionreset');
          killedOnce();
          return undefined;
        }
        if (sends === KILL_AS_SENT_AT) {
          // Killed as the request reaches it: the sale may be written or not, the till cannot tell.
          await route.continue();
          up = false;
          server.kill('SIGKILL');
          killedTwice();
          return undefined;
        }
        return route.continue();
      },
    );

    await context.setOffline(false);
    await firstKill;
    server = await start();
    await secondKill;
    await stopped(server);
    server = await start();

    await expect(mark(page)).toHaveText('Online · 0 sales waiting to be sent', { timeout: 180_000 });
    // The sale the server wrote just before it died, unheard by the till, was sent again and is still one order.
    expect(answeredThenKilled).toMatch(/^S-\d+$/);

    // The till: every sale sent, none refused, each with an order of its own.
    const queued = await queuedSales(page);
    expect(queued.filter((s) => s.state !== 'sent')).toEqual([]);
    expect(queued.map((s) => s.number).sort()).toEqual([...printed].sort());
    expect(new Set(queued.map((s) => s.orderId)).size).toBe(SALES);

    // The server: exactly the printed receipts, each once, and one unit taken for each.
    const after = await clientOf(port);
    const list = (await (await after('GET', `/orders?limit=${SALES * 2}`)).json()) as { doc: { number: string }[]; totalDocs: number };
    expect(list.totalDocs).toBe(SALES);
    expect(list.doc.map((o) => o.number).sort()).toEqual([...printed].sort());
    const stock = ((await (await after('GET', `/products/${product._id}`)).json()) as { stock: number }).stock;
    expect(stock).toBe(5);
    const checked = (await (await after('GET', '/inventory/check-stock')).json()) as { ok: boolean; mismatches: unknown[] };
    expect(checked.mismatches).toEqual([]);
    expect(checked.ok).toBe(true);
    await context.close();

    // And the command, on the data folder of the stopped server.
    server.kill('SIGTERM');
    await stopped(server);
    const check = spawnScript('server/scripts/checkStock.ts', [], serverEnv(0, { DATA_DIR: dataDir }));
    expect(await stopped(check), check.output()).toBe(0);
    expect(check.output()).toContain('check:stock: every stock figure matches its ledger');
  } finally {
    server.kill('SIGKILL');
    await stopped(server);
    await rm(dataDir, { recursive: true, force: true });
  }
});
