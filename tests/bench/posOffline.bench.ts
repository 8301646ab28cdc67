/**
 * `npm run bench:offline`: the offline till's budget (issue 25), measured in
 * one run in Chromium against the real product (built app, embedded database,
 * demo data), printed, never asserted.
 *
 *  1. The first offline-ready load: a fresh browser opens /pos signed in,
 *     until the service worker is active and IndexedDB holds the catalogue
 *     snapshot and a block of receipt numbers. Budget: 3 s.
 *  2. The space it takes, by navigator.storage.estimate() (Chromium's
 *     usageDetails: IndexedDB and the service worker's cache apart).
 *  3. Scan to line on screen, median of 20 scans at a scanner's pace, online
 *     and with the network cut (the snapshot answers), side by side. Budget:
 *     100 ms offline, as online.
 *
 *  4. At 100,000 variants (`BENCH_VARIANTS`): with the network still cut,
 *     the till's snapshot is replaced by one of 10,000 variable products of
 *     10 variants each, made from the demo's products (their shape, new ids
 *     and barcodes), and the page reloaded: the space IndexedDB then takes,
 *     the time from reload to a till ready to scan, and scan to line for a
 *     variant.
 *
 *  5. The drain of 500 queued sales: the till's own queue code
 *     (src/pos/offline, on fake-indexeddb in Node) with 500 cash sales
 *     numbered from the server's blocks, sent oldest first to `POST
 *     /api/orders` over HTTP. Budget: 10 s on PostgreSQL: run with
 *     `DATABASE_URL` of a PostgreSQL server (`bash scripts/pg-server.sh
 *     start` prints one); without it the server uses the embedded database.
 *
 * `BENCH_BASE_URL` (with `BENCH_EMAIL`, `BENCH_PASSWORD`) uses a server
 * already running instead of starting one.
 */
import 'fake-indexeddb/auto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { loginForm } from '../e2e/support/ui';
import { openPosDb } from '../../src/pos/offline/db';
import { drain, type SendOutcome } from '../../src/pos/offline/drain';
import { queueSale, waitingCount } from '../../src/pos/offline/queue';
import { startProductServer, type ProductServer } from './lib/productServer';
import { median } from './lib/timeToRows';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const EMAIL = process.env.BENCH_EMAIL ?? 'owner@example.com';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'bench-owner-pass-123';
const SCANS = 20;
const WARMUP = 2;

async function signIn(browser: Browser, baseUrl: string): Promise<string> {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  await page.goto('/auth/login');
  const form = loginForm(page);
  await form.email.fill(EMAIL);
  await form.password.fill(PASSWORD);
  await form.submit.click();
  await page.waitForURL(/\/$/);
  const file = join(mkdtempSync(join(tmpdir(), 'bench-offline-')), 'state.json');
  await context.storageState({ path: file });
  await context.close();
  return file;
}

/** In the page: the service worker is active, and IndexedDB holds the snapshot and at least 50 numbers. */
const READY = `(async () => {
  const reg = await navigator.serviceWorker.getRegistration();
  if (!reg || !reg.active) return false;
  return await new Promise((resolve) => {
    const open = indexedDB.open('pos-offline');
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('numbers')) { db.close(); return resolve(false); }
      const tx = db.transaction(['numbers', 'catalogue']);
      const n = tx.objectStore('numbers').count();
      const c = tx.objectStore('catalogue').get('till');
      tx.oncomplete = () => { db.close(); resolve(n.result >= 50 && !!c.result); };
    };
  });
})()`;

async function firstReadyLoad(browser: Browser, baseUrl: string, state: string): Promise<{ ms: number; context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, storageState: state, viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const start = Date.now();
  await page.goto('/pos');
  await page.waitForFunction(READY, null, { polling: 50, timeout: 60_000 });
  return { ms: Date.now() - start, context, page };
}

interface Usage {
  usage: number;
  indexedDB?: number;
  caches?: number;
  serviceWorkerRegistrations?: number;
}
const json = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
const usageOf = (page: Page) =>
  page.evaluate(async () => {
    const e = (await navigator.storage.estimate()) as StorageEstimate & { usageDetails?: Record<string, number> };
    return { usage: e.usage ?? 0, ...(e.usageDetails ?? {}) } as Usage;
  });

/*
 * What runs in the page is source text, not functions: tsx adds helpers
 * (`__name`) to nested functions that the page lacks.
 */

/** Simple products of the till's catalogue with stock, to scan (asked of the API with the signed-in token). */
async function scannable(
  baseUrl: string,
  state: string,
): Promise<{ products: { _id: string; barcode: string }[]; bytes: number; items: number; token: string }> {
  const saved = JSON.parse(readFileSync(state, 'utf8')) as { origins: { localStorage: { name: string; value: string }[] }[] };
  const token = saved.origins.flatMap((o) => o.localStorage).find((e) => e.name === 'token')?.value;
  const res = await fetch(`${baseUrl}/api/orders/pos-catalogue`, { headers: { Authorization: `Bearer ${token}` } });
  const catalogue = (await res.json()) as { products: { _id: string; barcode: string; type: string; stock: number }[] };
  const items = catalogue.products.reduce((n, p) => n + Math.max(1, (p as { variations?: unknown[] }).variations?.length ?? 0), 0);
  return {
    products: catalogue.products.filter((p) => p.type === 'simple' && p.stock > 0 && p.barcode).map((p) => ({ _id: p._id, barcode: p.barcode })),
    bytes: json(catalogue),
    items,
    token: token ?? '',
  };
}

/** ms from a scanner's code (key events at once) to the frame after its line is in the cart. */
const SCAN = (code: string, key: string) => `(async () => await new Promise((resolve) => {
  const code = ${JSON.stringify(code)};
  const key = ${JSON.stringify(key)};
  const start = performance.now();
  const seen = () => !!document.querySelector('[data-line-key="' + CSS.escape(key) + '"]');
  const observer = new MutationObserver(() => {
    if (!seen()) return;
    observer.disconnect();
    requestAnimationFrame(() => resolve(performance.now() - start));
  });
  observer.observe(document.body, { childList: true, subtree: true });
  for (const k of [...code.split(''), 'Enter']) {
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
    document.body.dispatchEvent(new KeyboardEvent('keyup', { key: k, bubbles: true }));
  }
}))()`;

async function scanToLine(page: Page, products: { _id: string; barcode: string }[]): Promise<number[]> {
  const times: number[] = [];
  for (const product of products) times.push((await page.evaluate(SCAN(product.barcode, product._id))) as number);
  return times.slice(WARMUP);
}

const VARIANTS = Number(process.env.BENCH_VARIANTS ?? 100_000);

/** In the page: the till's snapshot replaced by VARIANTS variants (10 a product) made from its own products; answers 20 variants' barcodes and line keys. */
const BIG_SNAPSHOT = (variants: number) => `(async () => {
  const db = await new Promise((resolve, reject) => { const r = indexedDB.open('pos-offline'); r.onsuccess = () => resolve(r.result); r.onerror = () => reject(r.error); });
  const read = (store, key) => new Promise((resolve) => { const q = db.transaction(store).objectStore(store).get(key); q.onsuccess = () => resolve(q.result); });
  const write = (store, value, key) => new Promise((resolve, reject) => { const tx = db.transaction(store, 'readwrite'); tx.objectStore(store).put(value, key); tx.oncomplete = resolve; tx.onerror = () => reject(tx.error); });
  const real = await read('catalogue', 'till');
  const model = real.products.find((p) => p.type === 'variable' && p.variations.length > 0) ?? real.products[0];
  const hex = (n, width) => n.toString(16).padStart(width, '0');
  const products = [];
  for (let i = 0; i < ${variants} / 10; i++) {
    const id = '00000000-0000-4000-8000-' + hex(i, 12);
    const variations = [];
    for (let j = 0; j < 10; j++) {
      const v = model.variations[j % Math.max(1, model.variations.length)] ?? { name: 'M-Black', price: model.price, sku: null };
      variations.push({ ...v, _id: '00000000-0000-4000-9000-' + hex(i * 10 + j, 12), sku: 'BIG-' + i + '-' + j, barcode: String(2990000000000 + i * 10 + j), stock: 50 });
    }
    products.push({ ...model, _id: id, name: model.name + ' ' + i, sku: 'BIG-' + i, barcode: String(2980000000000 + i), type: 'variable', stock: 500, variations });
  }
  const big = { ...real, products };
  await write('catalogue', big, 'till');
  db.close();
  const picks = [];
  for (let k = 0; k < 22; k++) {
    const p = products[Math.floor((k + 0.5) * products.length / 22)];
    const v = p.variations[k % 10];
    picks.push({ barcode: v.barcode, key: p._id + ':' + v._id });
  }
  return { picks, json: JSON.stringify(big).length };
})()`;

async function atManyVariants(page: Page): Promise<{ readyMs: number; usage: Usage; scans: number[]; jsonBytes: number }> {
  const made = (await page.evaluate(BIG_SNAPSHOT(VARIANTS))) as { picks: { barcode: string; key: string }[]; json: number };
  const start = Date.now();
  await page.reload();
  await page.getByRole('textbox', { name: 'Search products (name, SKU, barcode)' }).waitFor({ timeout: 60_000 });
  await page.getByTestId('till-connection').and(page.locator('[data-online="false"]')).waitFor();
  const readyMs = Date.now() - start;
  await page.waitForTimeout(3000);
  const usage = await usageOf(page);
  const scans: number[] = [];
  for (const pick of made.picks) scans.push((await page.evaluate(SCAN(pick.barcode, pick.key))) as number);
  return { readyMs, usage, scans: scans.slice(WARMUP), jsonBytes: made.json };
}

const DRAINED = 500;

/** Queues 500 sales with numbers from the server's blocks, then times the drain over HTTP. */
async function timeDrain(baseUrl: string, token: string, productId: string): Promise<{ ms: number; sent: number; short: number }> {
  const db = await openPosDb(`bench-drain-${Date.now()}`);
  const device = `bench-till-${Date.now().toString(36)}`;
  const call = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl}/api/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...headers },
      body: JSON.stringify(body),
    });
  for (let have = 0; have < DRAINED; have += 200) {
    const { numbers } = (await (await call('orders/receipt-numbers', { device, count: 200 })).json()) as { numbers: string[] };
    for (const number of numbers) await db.put('numbers', { number, device });
  }
  const receipt = { lines: [], subTotal: 0, vat: 0, discount: 0, shipping: 0, rounding: 0, total: 0, paid: 0, change: 0, location: '' };
  for (let i = 0; i < DRAINED; i++) {
    await queueSale(db, { order: { cart: { items: [{ _id: productId, qty: 1 }] }, paymentMethod: 'cash', paidAmount: 100_000, customer: 'guest' }, receipt });
  }
  const send = async (body: unknown, key: string): Promise<SendOutcome> => {
    const res = await call('orders', body, { 'Idempotency-Key': key });
    const answer = (await res.json()) as { _id: string; shortfalls?: { name: string; qty: number }[]; message?: string };
    if (res.ok) return { kind: 'sent', orderId: answer._id, ...(answer.shortfalls ? { shortfalls: answer.shortfalls } : {}) };
    return res.status >= 500 || res.status === 409 ? { kind: 'retry' } : { kind: 'refused', message: answer.message ?? String(res.status) };
  };
  const start = Date.now();
  const result = await drain(db, send);
  const ms = Date.now() - start;
  if ((await waitingCount(db)) > 0 || result.failed.length > 0)
    throw new Error(`the drain left ${await waitingCount(db)} waiting and ${result.failed.length} refused: ${result.failed[0]?.error}`);
  db.close();
  return { ms, sent: result.sent.length, short: result.sent.filter((s) => s.shortfalls?.length).length };
}

async function main() {
  let server: ProductServer | null = null;
  const baseUrl = process.env.BENCH_BASE_URL ?? (server = await startProductServer(ROOT, { ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD })).baseUrl;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const state = await signIn(browser, baseUrl);
    const { ms, context, page } = await firstReadyLoad(browser, baseUrl, state);
    // Chromium updates its usage figures lazily: give it a moment after the writes.
    await page.waitForTimeout(3000);
    const usage = await usageOf(page);
    const { products, bytes, items, token } = await scannable(baseUrl, state);
    if (products.length < SCANS + WARMUP) throw new Error(`only ${products.length} products to scan`);
    await page.getByRole('textbox', { name: 'Search products (name, SKU, barcode)' }).waitFor();
    const online = await scanToLine(page, products.slice(0, SCANS + WARMUP));
    await page.getByRole('button', { name: 'Clear cart' }).click();
    await context.setOffline(true);
    await page.getByTestId('till-connection').and(page.locator('[data-online="false"]')).waitFor();
    // The same products again, into an empty cart, now from the snapshot.
    const offline = await scanToLine(page, products.slice(0, SCANS + WARMUP));
    await page.getByRole('button', { name: 'Clear cart' }).click();
    const many = await atManyVariants(page);
    await context.close();
    const drained = await timeDrain(baseUrl, token, products[0]._id);

    const kib = (n?: number) => (n === undefined ? 'n/a' : `${(n / 1024).toFixed(1)} KiB`);
    console.log('\nOffline till (issue 25), Chromium, demo catalogue');
    console.log(`  first offline-ready load of /pos: ${ms} ms (budget 3000 ms)`);
    console.log(
      `  storage (navigator.storage.estimate): ${kib(usage.usage)} in all; IndexedDB ${kib(usage.indexedDB)}, service worker cache ${kib(usage.caches)}`,
    );
    console.log(
      `  the catalogue snapshot: ${items} sellable items (products and variants), ${kib(bytes)} as JSON, ${(bytes / items).toFixed(0)} bytes an item`,
    );
    const on = median(online);
    const off = median(offline);
    console.log(
      `  scan to line, median of ${SCANS}: online ${on.toFixed(1)} ms, offline ${off.toFixed(1)} ms, offline/online ${(off / on).toFixed(2)} (budget 100 ms)`,
    );
    console.log(
      `  at ${VARIANTS.toLocaleString('en')} variants (offline, snapshot ${kib(many.jsonBytes)} as JSON): IndexedDB ${kib(many.usage.indexedDB)}; reload to a till ready to scan ${many.readyMs} ms; scan to line, median of ${SCANS}: ${median(many.scans).toFixed(1)} ms`,
    );
    console.log(
      `  drain of ${DRAINED} queued sales over HTTP: ${drained.ms} ms, ${(drained.ms / DRAINED).toFixed(1)} ms a sale, ${drained.sent} sent (${drained.short} with a shortfall) on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'the embedded database'} (budget 10 s on PostgreSQL)`,
    );
  } finally {
    await browser.close();
    await server?.stop();
  }
}

await main();
