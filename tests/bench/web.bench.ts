/**
 * `npm run bench:web`: the admin app's performance budget (issue 3), measured
 * side by side in one run, printed, never asserted.
 *
 *  1. gzip size of the JavaScript loaded for the first page: this app's build
 *     against a minimal react-admin app (one ListGuesser) built by the same
 *     Vite in the same run. Budget: ratio ≤ 1.3.
 *  2. In Chromium against the real server (built app, embedded database, demo
 *     data topped up to 1,000 customers), the median over 5 navigations of the
 *     time to the first customer row, for a 16-row and a 999-row page.
 *     Budget: 999 rows within 1 s.
 *  3. The edit page of a product with 200 variants (20 sizes × 10 colours),
 *     median over 5 navigations until the variant table is complete and takes
 *     input, and the time from a key press in a variant's price to the next
 *     frame. Budget: usable within 1.5 s.
 *  4. The page builder on a 100-block page (issue 10): time to open ready to
 *     edit (budget 2 s) and from a field change to the preview (budget 100 ms).
 *     `BENCH_ONLY=builder` runs this part alone.
 *  5. The point of sale (issue 9): at /pos, a barcode typed fast with Enter
 *     (as a scanner types it), median of 20 scans from the first key to the
 *     new line on screen in the cart, typed through Playwright's keyboard and
 *     as key events at a scanner's pace. Budget: 100 ms. `BENCH_ONLY=pos` runs
 *     this part alone (after `npm run build`).
 *  6. The dashboard (issue 23): from the Sign in click to the dashboard's
 *     figures drawn, in a fresh browser context each run, for today and the
 *     last 30 days, beside the time to the page's welcome heading. Budget:
 *     1.5 s. `BENCH_ONLY=dashboard` (`npm run bench:dashboard`) runs this
 *     part alone (after `npm run build`).
 *  7. A shop's phone on weak 4G (issue 40; tests/bench/lib/phoneProfile.ts):
 *     in a cold browser, /pos opened signed out to the sign-in form usable
 *     (budget 3.5 s); the Sign in click to the till usable (budget 2 s),
 *     typed at a person's pace and filled at once; a reload of the till with
 *     the service worker the first visit installed (budget 1.5 s).
 *     `BENCH_ONLY=phone` (`npm run bench:phone`) runs this part alone, with
 *     the first-page JavaScript of part 1, on the last `npm run build`.
 *
 * `BENCH_BEFORE=<commit>` builds the admin app as of that commit in a git
 * worktree under /tmp and measures it beside this one in parts 1 and 7.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { loginForm } from '../e2e/support/ui';
import { firstPageJs, type FirstPageJs } from './lib/firstPageJs';
import { printDashboardTiming, timeDashboard, type DashboardRuns } from './lib/dashboardTiming';
import { makeProductWith200Variants, timeProductEdit, type EditTiming } from './lib/productEdit';
import { buildMinimalAdmin } from './lib/minimalAdmin';
import { buildBefore, type BeforeBuild } from './lib/beforeBuild';
import { printPhone, timePhone, type PhoneRuns } from './lib/phoneProfile';
import { startProductServer } from './lib/productServer';
import { prepareBuilderPage, printBuilderTiming, timeBuilder, type BuilderTiming } from './lib/builderTiming';
import { printScans, scannableProducts, timeScans, type ScanInput, type ScanTiming } from './lib/posScan';
import { median, rowWatchingPage, timeRows, type ExpectedRows, type RowTiming } from './lib/timeToRows';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = 5;
const JS_BUDGET = 1.3;
const ROWS_BUDGET_MS = 1000;
const EDIT_BUDGET_MS = 1500;
const EMAIL = 'owner@example.com';
const PASSWORD = 'bench-owner-pass-123';
const CUSTOMERS_WANTED = 1000;
const SCANS = 20;
const SCAN_WARMUP = 2;
const SCAN_BUDGET_MS = 100;
const DASHBOARD_BUDGET_MS = 1500;
const PHONE_RUNS = 3;
const PHONE_BUDGETS = { signInMs: 3500, tillMs: 2000, warmMs: 1500 };
/** A practised thumb on a phone's keyboard: about 5 keys a second. */
const PHONE_KEY_MS = 200;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (n: number) => `${Math.round(n)} ms`;

interface Bundles {
  app: FirstPageJs;
  before?: FirstPageJs;
  minimal: FirstPageJs;
}

/** `rebuild` false: the app as the last `npm run build` left it in dist/. */
async function measureBundles(rebuild: boolean, before: BeforeBuild | undefined): Promise<Bundles> {
  if (rebuild) {
    console.log('building the admin app (vite build)...');
    await build({ root: ROOT, logLevel: 'warn' });
  }
  const app = firstPageJs(join(ROOT, 'dist'));
  console.log('building the minimal react-admin app...');
  const minimalDist = await buildMinimalAdmin(ROOT);
  const minimal = firstPageJs(minimalDist);
  rmSync(dirname(minimalDist), { recursive: true, force: true });
  return { app, before: before && firstPageJs(before.distDir), minimal };
}

function printBundles({ app, before, minimal }: Bundles, beforeCommit: string | undefined) {
  console.log('\nFirst-page JavaScript (gzip -9, each file on its own)');
  console.log('  app                 files   raw         gzip                     ratio');
  const row = (name: string, js: FirstPageJs) =>
    console.log(
      `  ${name.padEnd(19)} ${String(js.files.length).padEnd(7)} ${kb(js.rawBytes).padEnd(11)} ${`${kb(js.gzipBytes)} (${js.gzipBytes} B)`.padEnd(24)} ${(js.gzipBytes / minimal.gzipBytes).toFixed(2)}`,
    );
  if (before) row(`dokan-admin ${beforeCommit}`, before);
  row('dokan-admin', app);
  row('minimal react-admin', minimal);
  const ratio = app.gzipBytes / minimal.gzipBytes;
  console.log(`  ratio ${ratio.toFixed(2)} (budget ≤ ${JS_BUDGET}): ${ratio <= JS_BUDGET ? 'within budget' : 'OVER BUDGET'}`);
}

/** Part 7, each build against its own fresh server (the same compiled server, the build as its WEB_DIR). */
async function measurePhone(builds: { label: string; webDir: string }[]): Promise<PhoneRuns[]> {
  const out: PhoneRuns[] = [];
  for (const { label, webDir } of builds) {
    const server = await startProductServer(ROOT, { ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD, WEB_DIR: webDir });
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    try {
      console.log(`phone on weak 4G: ${label}...`);
      out.push(await timePhone(browser, server.baseUrl, label, { email: EMAIL, password: PASSWORD, keyDelayMs: PHONE_KEY_MS }, PHONE_RUNS));
    } finally {
      await browser.close();
      await server.stop();
    }
  }
  return out;
}

interface Api {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
  put<T>(path: string, body: unknown): Promise<T>;
}

async function ownerApi(baseUrl: string): Promise<Api> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl}/api/${path}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} /api/${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  return { get: (path) => call('GET', path), post: (path, body) => call('POST', path, body), put: (path, body) => call('PUT', path, body) };
}

interface CustomerPage {
  totalDocs: number;
}

/** The demo store has 300 customers; a 999-row page needs more. */
async function topUpCustomers(api: Api): Promise<void> {
  const { totalDocs } = await api.get<CustomerPage>('customers?limit=1');
  const missing = CUSTOMERS_WANTED - totalDocs;
  if (missing <= 0) return;
  console.log(`adding ${missing} customers through the API...`);
  for (let start = 0; start < missing; start += 20) {
    const batch = [];
    for (let i = start; i < Math.min(missing, start + 20); i++) {
      batch.push(api.post('customers', { name: `Bench Customer ${i + 1}`, phone: `019${String(70000000 + i).padStart(8, '0')}` }));
    }
    await Promise.all(batch);
  }
}

async function signIn(browser: Browser, baseUrl: string): Promise<string> {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  await page.goto('/auth/login');
  const form = loginForm(page);
  await form.email.fill(EMAIL);
  await form.password.fill(PASSWORD);
  await form.submit.click();
  await page.waitForURL(/\/$/);
  const file = join(mkdtempSync(join(tmpdir(), 'bench-state-')), 'state.json');
  await context.storageState({ path: file });
  await context.close();
  return file;
}

/** Sets the list's page size with its own control, for a list that keeps it in its store rather than the URL. */
async function choosePageSize(page: Page, url: string, size: number) {
  await page.goto(url);
  await page.getByRole('combobox', { name: /per page/i }).click();
  await page.getByRole('option', { name: String(size), exact: true }).click();
}

async function timeList(browser: Browser, baseUrl: string, state: string, want: ExpectedRows): Promise<RowTiming[]> {
  const page = await rowWatchingPage(browser, state, want);
  let url = `${baseUrl}/customers?page=1&perPage=${want.count}`;
  try {
    await timeRows(page, url); // warm-up, not counted
  } catch {
    // The list did not take the page size from the URL: choose it on screen.
    url = `${baseUrl}/customers`;
    await choosePageSize(page, url, want.count);
    try {
      await timeRows(page, url);
    } catch (e) {
      const shot = join(tmpdir(), `bench-web-${want.count}.png`);
      await page.screenshot({ path: shot });
      throw new Error(`no ${want.count} customer rows at ${page.url()} (screenshot ${shot})`, { cause: e });
    }
  }
  const runs: RowTiming[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await timeRows(page, url));
  await page.context().close();
  return runs;
}

/** `BENCH_ONLY=builder npm run bench:web`: only the page builder's figures (no build, no customer lists). */
const ONLY_BUILDER = process.env.BENCH_ONLY === 'builder';
/** `BENCH_ONLY=pos npm run bench:web`: only the scan-to-line figures (uses the last `npm run build`). */
const ONLY_POS = process.env.BENCH_ONLY === 'pos';
/** `BENCH_ONLY=dashboard npm run bench:web` (`npm run bench:dashboard`): only the dashboard after sign-in (uses the last `npm run build`). */
const ONLY_DASHBOARD = process.env.BENCH_ONLY === 'dashboard';
/** `BENCH_ONLY=phone npm run bench:web` (`npm run bench:phone`): only the phone on weak 4G and the first-page JavaScript (uses the last `npm run build`). */
const ONLY_PHONE = process.env.BENCH_ONLY === 'phone';
const ONLY_ONE = ONLY_BUILDER || ONLY_POS || ONLY_DASHBOARD || ONLY_PHONE;
/** `BENCH_BEFORE=<commit>`: the admin app as of that commit, measured beside this one (parts 1 and 7). */
const BEFORE = process.env.BENCH_BEFORE;

async function measureInBrowser() {
  const server = await startProductServer(ROOT, { ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  let state: string | undefined;
  try {
    const api = await ownerApi(server.baseUrl);
    state = await signIn(browser, server.baseUrl);
    let dashboard: DashboardRuns[] = [];
    if (!ONLY_ONE || ONLY_DASHBOARD) dashboard = await timeDashboard(browser, server.baseUrl, EMAIL, PASSWORD, RUNS);
    const results: { rows: number; runs: RowTiming[] }[] = [];
    if (!ONLY_ONE) {
      await topUpCustomers(api);
      for (const count of [16, 999]) {
        const want = { count, rowPattern: '01\\d{9}' };
        results.push({ rows: count, runs: await timeList(browser, server.baseUrl, state, want) });
      }
    }
    let edit: EditTiming[] = [];
    if (!ONLY_ONE) {
      const productId = await makeProductWith200Variants(api);
      edit = await timeProductEdit(browser, server.baseUrl, state, productId, RUNS);
    }
    let builder: BuilderTiming | undefined;
    if (!ONLY_POS && !ONLY_DASHBOARD) {
      await prepareBuilderPage(api);
      builder = await timeBuilder(browser, server.baseUrl, state, RUNS);
    }
    const scans: { how: ScanInput; scans: ScanTiming[] }[] = [];
    if (!ONLY_BUILDER && !ONLY_DASHBOARD) {
      // Each run is a new sale in a fresh browser context, so both scan the same products.
      const products = await scannableProducts(api.get, SCANS + SCAN_WARMUP);
      for (const how of ['keyboard', 'events'] as const) {
        scans.push({ how, scans: await timeScans(browser, server.baseUrl, state, products, SCAN_WARMUP, how) });
      }
    }
    return { rows: results, edit, builder, scans, dashboard };
  } finally {
    await browser.close();
    await server.stop();
    if (state) rmSync(dirname(state), { recursive: true, force: true });
  }
}

async function main() {
  const before = BEFORE ? await buildBefore(ROOT, BEFORE) : undefined;
  try {
    if (ONLY_PHONE) {
      const bundles = await measureBundles(false, before);
      const phone = await measurePhone(phoneBuilds(before));
      printBundles(bundles, before?.commit);
      printPhone(phone, PHONE_BUDGETS, PHONE_KEY_MS);
      return;
    }
    if (ONLY_ONE) {
      const { builder, scans, dashboard } = await measureInBrowser();
      if (builder) printBuilderTiming(builder);
      if (ONLY_POS) printScans(scans, SCAN_BUDGET_MS);
      if (ONLY_DASHBOARD) printDashboardTiming(dashboard, DASHBOARD_BUDGET_MS);
      return;
    }
    const bundles = await measureBundles(true, before);
    const { rows, edit, builder, scans, dashboard } = await measureInBrowser();
    const phone = await measurePhone(phoneBuilds(before));

    printBundles(bundles, before?.commit);

    console.log(`\nNavigation to customer rows, Chromium, median of ${RUNS} (all runs in brackets)`);
    console.log('  page size   first row   all rows    runs (first row)');
    for (const { rows: count, runs } of rows) {
      const first = median(runs.map((r) => r.firstRow));
      const all = median(runs.map((r) => r.allRows));
      const verdict = count === 999 ? `  budget ≤ ${ROWS_BUDGET_MS} ms: ${all <= ROWS_BUDGET_MS ? 'within budget' : 'OVER BUDGET'}` : '';
      console.log(
        `  ${String(count).padEnd(11)} ${ms(first).padEnd(11)} ${ms(all).padEnd(11)} [${runs.map((r) => Math.round(r.firstRow)).join(', ')}]${verdict}`,
      );
    }
    printEdit(edit);
    if (builder) printBuilderTiming(builder);
    printScans(scans, SCAN_BUDGET_MS);
    printDashboardTiming(dashboard, DASHBOARD_BUDGET_MS);
    printPhone(phone, PHONE_BUDGETS, PHONE_KEY_MS);
  } finally {
    before?.remove();
  }
}

function phoneBuilds(before: BeforeBuild | undefined) {
  const current = { label: 'this build', webDir: join(ROOT, 'dist') };
  return before ? [{ label: `as of ${before.commit}`, webDir: before.distDir }, current] : [current];
}

function printEdit(edit: EditTiming[]) {
  console.log(`\nEdit page of a product with 200 variants, Chromium 1366×768, median of ${RUNS} (all runs in brackets)`);
  const usable = median(edit.map((e) => e.usable));
  const typing = median(edit.map((e) => e.typing));
  const verdict = usable <= EDIT_BUDGET_MS ? 'within budget' : 'OVER BUDGET';
  console.log(
    `  variant table usable  ${ms(usable).padEnd(9)} [${edit.map((e) => Math.round(e.usable)).join(', ')}]  budget ≤ ${EDIT_BUDGET_MS} ms: ${verdict}`,
  );
  console.log(`  key press to frame    ${ms(typing).padEnd(9)} [${edit.map((e) => Math.round(e.typing)).join(', ')}]`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
