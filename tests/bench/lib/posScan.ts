import type { Browser } from '@playwright/test';
import { median } from './timeToRows';

export interface ScanTiming {
  /** ms from the first key of the code to its Enter (how fast the "scanner" typed). */
  typed: number;
  /** ms the product look-up (`GET /api/products?search=<code>`) took, from the browser's resource timing. */
  lookup: number;
  /** ms from the look-up's answer to the frame after the new line is in the page. */
  render: number;
  /** ms from the first key to the frame after the new cart line is in the page. */
  visible: number;
}

export interface Scannable {
  _id: string;
  name: string;
  barcode: string;
}

interface ProductRow {
  _id: string;
  name: string;
  barcode?: string | null;
  type?: string;
  status?: string;
  isActive?: boolean;
  stock?: number;
}

/** `count` simple products of the demo store that can be sold, each with its own barcode. */
export async function scannableProducts(get: <T>(path: string) => Promise<T>, count: number): Promise<Scannable[]> {
  const page = await get<{ doc: ProductRow[] }>('products?limit=200&sort=name');
  const found = page.doc
    .filter((p) => p.type === 'simple' && p.status === 'published' && p.isActive !== false && (p.stock ?? 0) > 0 && p.barcode)
    .map((p) => ({ _id: p._id, name: p.name, barcode: String(p.barcode) }));
  if (found.length < count) throw new Error(`only ${found.length} simple products to scan; ${count} wanted`);
  return found.slice(0, count);
}

declare global {
  interface Window {
    __scan?: { key: string; start?: number; enter?: number; seen?: number; visible?: number };
  }
}

/*
 * Runs in the page before the app. While a scan is armed, notes the first key
 * and the Enter (window, capture phase: the scanner's own listener is there
 * too), and the next frame after the cart line of the armed product is in the
 * page. Source text, not a function: tsx adds helpers that the page lacks.
 */
const WATCH_SCANS = `(() => {
  window.addEventListener('keydown', (e) => {
    const s = window.__scan;
    if (!s) return;
    if (s.start === undefined) s.start = performance.now();
    if (e.key === 'Enter' && s.enter === undefined) s.enter = performance.now();
  }, true);
  const check = () => {
    const s = window.__scan;
    if (!s || s.seen !== undefined) return;
    if (document.querySelector('[data-line-key="' + CSS.escape(s.key) + '"]')) {
      s.seen = performance.now();
      requestAnimationFrame(() => { s.visible = performance.now(); });
    }
  };
  document.addEventListener('DOMContentLoaded', () => new MutationObserver(check).observe(document.body, { childList: true, subtree: true }));
})();`;

/**
 * How the code is typed: `keyboard` through Playwright's keyboard (real input
 * events, one key at a time over the DevTools protocol, several ms each), or
 * `events`, key events dispatched in the page all at once, closer to a
 * scanner, which sends a whole code in a few ms.
 */
export type ScanInput = 'keyboard' | 'events';

/**
 * At /pos, a scanner's code typed and Enter, with the focus nowhere in
 * particular, one product after the other into the same sale: the time until
 * each new line shows in the cart. The first `warmup` scans are not counted.
 */
export async function timeScans(
  browser: Browser,
  baseUrl: string,
  storageState: string,
  products: Scannable[],
  warmup: number,
  how: ScanInput,
): Promise<ScanTiming[]> {
  const context = await browser.newContext({ storageState, viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.addInitScript({ content: WATCH_SCANS });
  await page.goto(`${baseUrl}/pos`);
  await page.getByRole('textbox', { name: 'Search products (name, SKU, barcode)' }).waitFor();
  const timings: ScanTiming[] = [];
  try {
    for (const [i, product] of products.entries()) {
      await page.evaluate((key) => {
        window.__scan = { key };
      }, product._id);
      if (how === 'keyboard') {
        await page.keyboard.type(product.barcode);
        await page.keyboard.press('Enter');
      } else {
        // A scanner's pace: every key of the code and Enter in one go, as key events on the page.
        await page.evaluate((code) => {
          for (const key of [...code.split(''), 'Enter']) {
            document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
            document.body.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true }));
          }
        }, product.barcode);
      }
      await page.waitForFunction(() => window.__scan?.visible !== undefined, null, { timeout: 10_000, polling: 50 });
      const s = await page.evaluate(() => {
        const scan = window.__scan!;
        const lookups = performance.getEntriesByType('resource').filter((r) => r.name.includes('/api/products?') && r.startTime >= (scan.start ?? 0));
        const last = lookups[lookups.length - 1] as PerformanceResourceTiming | undefined;
        return { ...scan, lookupStart: last?.startTime ?? NaN, lookupEnd: last?.responseEnd ?? NaN };
      });
      if (i >= warmup) {
        timings.push({ typed: s.enter! - s.start!, lookup: s.lookupEnd - s.lookupStart, render: s.visible! - s.lookupEnd, visible: s.visible! - s.start! });
      }
      // A pause longer than the scanner's gap, so the next code is a run of its own.
      await page.waitForTimeout(400);
    }
  } finally {
    await context.close();
  }
  return timings;
}

export function printScans(runs: { how: ScanInput; scans: ScanTiming[] }[], budgetMs: number) {
  for (const { how, scans } of runs) printScanRun(how, scans, budgetMs);
}

function printScanRun(how: ScanInput, scans: ScanTiming[], budgetMs: number) {
  const visible = median(scans.map((s) => s.visible));
  const typed = median(scans.map((s) => s.typed));
  const verdict = visible <= budgetMs ? 'within budget' : 'OVER BUDGET';
  const typing = how === 'keyboard' ? "Playwright's keyboard, one key at a time" : 'key events dispatched in the page at once';
  console.log(`\nScan to line on screen at /pos (${typing}), Chromium 1366×768, median of ${scans.length} scans (all in brackets)`);
  console.log(
    `  first key to line visible  ${Math.round(visible)} ms [${scans.map((s) => Math.round(s.visible)).join(', ')}]  budget ≤ ${budgetMs} ms: ${verdict}`,
  );
  console.log(`  of which typing the code   ${Math.round(typed)} ms`);
  console.log(`  of which the look-up       ${Math.round(median(scans.map((s) => s.lookup)))} ms (GET /api/products?search=<code>&limit=2, resource timing)`);
  console.log(`  answer to line on screen   ${Math.round(median(scans.map((s) => s.render)))} ms`);
}
