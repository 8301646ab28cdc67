import type { Browser } from '@playwright/test';
import { combinationAttributes, combinations } from '../../../common/variants';
import { median } from './timeToRows';

/** What a bench needs of the API: the owner's JSON calls. */
export interface BenchApi {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
}

export const BENCH_SIZES = Array.from({ length: 20 }, (_, i) => `S${String(i + 1).padStart(2, '0')}`);
export const BENCH_COLORS = ['Red', 'Blue', 'Green', 'Black', 'White', 'Navy', 'Maroon', 'Olive', 'Teal', 'Grey'];

/** A variable product of 20 sizes × 10 colours (200 variants), made through the API as a person's save would. */
export async function makeProductWith200Variants(api: BenchApi): Promise<string> {
  const category = await api.post<{ _id: string }>('categories', { name: `Bench Category ${Date.now()}` });
  const variations = combinations(BENCH_SIZES, BENCH_COLORS).map((c, i) => ({
    name: c.name,
    attributes: combinationAttributes(c),
    price: 1000 + i,
    cost: 700,
    stock: i % 7,
  }));
  const product = await api.post<{ _id: string }>('products', {
    name: `Bench Panjabi ${Date.now()}`,
    category: category._id,
    status: 'draft',
    type: 'variable',
    price: 1000,
    cost: 700,
    sizes: BENCH_SIZES,
    colors: BENCH_COLORS,
    variations,
  });
  return product._id;
}

export interface EditTiming {
  /** ms from navigation start until all 200 variant rows are in the table and its last cell takes input. */
  usable: number;
  /** ms from a key press in a price cell until the frame after the list took the new value, median of 10 keys. */
  typing: number;
}

/*
 * Page-side helpers as source text (tsx adds helpers that do not exist in the
 * page). `__edit.usable` is set at the frame after the table is complete;
 * `__edit.keys` collects, per key press, the time from keydown to the next
 * frame after the input event was handled.
 */
const WATCH = `(() => {
  const seen = { keys: [] };
  window.__edit = seen;
  const check = () => {
    const rows = document.querySelectorAll('table[aria-label="Variants"] tbody tr');
    if (seen.usable === undefined && rows.length >= 200) {
      const last = rows[rows.length - 1].querySelector('input');
      if (last && !last.disabled) requestAnimationFrame(() => { if (seen.usable === undefined) seen.usable = performance.now(); });
    }
  };
  document.addEventListener('DOMContentLoaded', () => {
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true });
  });
  let down = 0;
  document.addEventListener('keydown', () => { down = performance.now(); }, true);
  document.addEventListener('input', () => {
    const start = down;
    requestAnimationFrame(() => setTimeout(() => seen.keys.push(performance.now() - start), 0));
  }, true);
})();`;

declare global {
  interface Window {
    __edit?: { usable?: number; keys: number[] };
  }
}

/** Opens `/products/edit/{id}` `runs` times (after one warm-up) and times it until the variant table is usable, then types in it. */
export async function timeProductEdit(browser: Browser, baseUrl: string, storageState: string, id: string, runs: number): Promise<EditTiming[]> {
  const context = await browser.newContext({ storageState, viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.addInitScript({ content: WATCH });
  const url = `${baseUrl}/products/edit/${id}`;
  const out: EditTiming[] = [];
  try {
    for (let i = 0; i <= runs; i++) {
      await page.goto(url, { waitUntil: 'commit' });
      await page.waitForFunction(() => window.__edit?.usable !== undefined, null, { timeout: 30_000, polling: 100 });
      const usable = await page.evaluate(() => window.__edit!.usable!);
      const cell = page.getByRole('textbox', { name: `Sell Price of ${BENCH_SIZES[19]}-${BENCH_COLORS[9]}` });
      await cell.click();
      await cell.press('End');
      for (let k = 0; k < 10; k++) await page.keyboard.press(String(k));
      await page.waitForFunction(() => (window.__edit?.keys.length ?? 0) >= 10, null, { timeout: 10_000 });
      const keys = await page.evaluate(() => window.__edit!.keys);
      if (i > 0) out.push({ usable, typing: median(keys) });
      // Leave without saving: the next navigation starts from the stored product again.
      await page.evaluate(() => {
        window.onbeforeunload = null;
      });
    }
  } finally {
    await context.close();
  }
  return out;
}
