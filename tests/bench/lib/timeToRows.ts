import type { Browser, Page } from '@playwright/test';

export interface RowTiming {
  /** ms from navigation start until the first data row is in the page. */
  firstRow: number;
  /** ms from navigation start until the last expected row is in the page. */
  allRows: number;
}

export interface ExpectedRows {
  /** How many rows the page has. */
  count: number;
  /**
   * A pattern every data row's text matches and the loading skeleton's rows
   * do not (a customer's phone number): which customer comes first does not
   * matter, and customers made in the same millisecond have no fixed order.
   */
  rowPattern: string;
}

declare global {
  interface Window {
    __bench?: { firstRow?: number; allRows?: number };
  }
}

/*
 * Runs in the page before the app: notes performance.now() (ms since the
 * navigation started) at the next frame after the first data row, and after
 * the whole page of rows, is in the table. Kept as source text: tsx compiles
 * functions with helpers (esbuild's __name) that do not exist in the page.
 */
function watchRowsScript(want: ExpectedRows): string {
  return `(() => {
    const want = ${JSON.stringify(want)};
    const seen = {};
    window.__bench = seen;
    const pattern = new RegExp(want.rowPattern);
    const isDataRow = (row) => !!row && pattern.test(row.textContent || '');
    const observer = new MutationObserver(() => check());
    function check() {
      const rows = document.querySelectorAll('tbody tr');
      if (seen.firstRow === undefined && isDataRow(rows[0])) {
        requestAnimationFrame(() => { if (seen.firstRow === undefined) seen.firstRow = performance.now(); });
      }
      if (seen.allRows === undefined && rows.length >= want.count && isDataRow(rows[want.count - 1])) {
        requestAnimationFrame(() => { if (seen.allRows === undefined) seen.allRows = performance.now(); });
        observer.disconnect();
      }
    }
    document.addEventListener('DOMContentLoaded', () => {
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      check();
    });
  })();`;
}

/** One navigation to `url`, timed until the expected rows show. */
export async function timeRows(page: Page, url: string): Promise<RowTiming> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__bench?.allRows !== undefined, null, { timeout: 20_000, polling: 100 });
  const seen = await page.evaluate(() => window.__bench!);
  return { firstRow: seen.firstRow!, allRows: seen.allRows! };
}

/** A fresh page in a signed-in context that watches for `want`'s rows on every navigation. */
export async function rowWatchingPage(browser: Browser, storageState: string, want: ExpectedRows): Promise<Page> {
  const context = await browser.newContext({ storageState, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript({ content: watchRowsScript(want) });
  return page;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
