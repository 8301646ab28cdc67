import type { Browser, Page } from '@playwright/test';

export interface RowTiming {
  /** ms from navigation start until the first data row is in the page. */
  firstRow: number;
  /** ms from navigation start until the last expected row is in the page. */
  allRows: number;
}

export interface ExpectedRows {
  /** Text of the first data row (the newest customer's name). */
  first: string;
  /** Text of the last row of the page, and how many rows the page has. */
  last: string;
  count: number;
}

declare global {
  interface Window {
    __bench?: { firstRow?: number; allRows?: number };
  }
}

/*
 * Runs in the page before the app: notes performance.now() (ms since the
 * navigation started) at the next frame after the first expected row, and
 * after the whole page of rows, is in the table. The skeleton's rows hold no
 * customer name, so they are not counted.
 */
function watchRows(want: ExpectedRows) {
  const seen: { firstRow?: number; allRows?: number } = {};
  window.__bench = seen;
  const check = () => {
    const rows = document.querySelectorAll('tbody tr');
    if (seen.firstRow === undefined && rows[0]?.textContent?.includes(want.first)) {
      requestAnimationFrame(() => (seen.firstRow ??= performance.now()));
    }
    if (seen.allRows === undefined && rows.length >= want.count && rows[want.count - 1]?.textContent?.includes(want.last)) {
      requestAnimationFrame(() => (seen.allRows ??= performance.now()));
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  document.addEventListener('DOMContentLoaded', () => {
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    check();
  });
}

/** One navigation to `url`, timed until the expected rows show. */
export async function timeRows(page: Page, url: string): Promise<RowTiming> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__bench?.allRows !== undefined, null, { timeout: 60_000, polling: 100 });
  const seen = await page.evaluate(() => window.__bench!);
  return { firstRow: seen.firstRow!, allRows: seen.allRows! };
}

/** A fresh page in a signed-in context that watches for `want`'s rows on every navigation. */
export async function rowWatchingPage(browser: Browser, storageState: string, want: ExpectedRows): Promise<Page> {
  const context = await browser.newContext({ storageState, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(watchRows, want);
  return page;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
