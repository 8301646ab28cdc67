import type { Browser, Page } from '@playwright/test';
import { loginForm } from '../../e2e/support/ui';
import { median } from './timeToRows';

export interface DashboardTiming {
  /** ms from the Sign in click until the dashboard page's welcome heading is drawn (app, auth/self and the page's lazy chunk loaded). */
  shell: number;
  /** ms from the Sign in click until the dashboard's figures (the KPI cards and every widget) are drawn. */
  ready: number;
}

export interface DashboardRuns {
  period: string;
  runs: DashboardTiming[];
}

/** The dashboard's figures are on screen: the KPI cards hold values and the charts' tables are in the page. */
async function figuresDrawn(page: Page) {
  await page.getByTestId('dashboard-figures').locator('[data-kpi-value]').first().waitFor();
}

/**
 * One sign-in in a fresh browser context (nothing cached, as after a new
 * start of the browser): from the Sign in click to the welcome heading (the
 * shell) and to the dashboard's figures. `store` is react-admin's saved
 * entries (the dashboard's period) put in place before the app starts.
 */
async function oneRun(browser: Browser, baseUrl: string, email: string, password: string, store: Record<string, string>): Promise<DashboardTiming> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 768 } });
  try {
    await context.addInitScript((entries: Record<string, string>) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, store);
    const page = await context.newPage();
    await page.goto('/auth/login');
    const form = loginForm(page);
    await form.email.fill(email);
    await form.password.fill(password);
    const start = Date.now();
    await form.submit.click();
    await page.getByRole('heading', { name: /^Welcome/ }).waitFor();
    const shell = Date.now() - start;
    await figuresDrawn(page);
    return { shell, ready: Date.now() - start };
  } finally {
    await context.close();
  }
}

/** The saved entries that make the dashboard open on `period`, read after choosing it as a person does. */
async function storeFor(browser: Browser, baseUrl: string, email: string, password: string, periodButton: string): Promise<Record<string, string>> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const page = await context.newPage();
    await page.goto('/auth/login');
    const form = loginForm(page);
    await form.email.fill(email);
    await form.password.fill(password);
    await form.submit.click();
    await figuresDrawn(page);
    await page.getByRole('button', { name: periodButton, exact: true }).click();
    await page.waitForFunction(() => Object.keys(localStorage).some((k) => k.includes('dashboard.period') && localStorage.getItem(k)?.includes('30d')));
    return page.evaluate(() =>
      Object.fromEntries(
        Object.keys(localStorage)
          .filter((k) => k.includes('dashboard.'))
          .map((k) => [k, localStorage.getItem(k) ?? '']),
      ),
    );
  } finally {
    await context.close();
  }
}

/**
 * The dashboard ready after sign-in (issue 23, budget 1.5 s), for today (the
 * default) and the last 30 days, `runs` sign-ins each after one warm-up.
 */
export async function timeDashboard(browser: Browser, baseUrl: string, email: string, password: string, runs: number): Promise<DashboardRuns[]> {
  const out: DashboardRuns[] = [];
  const thirty = await storeFor(browser, baseUrl, email, password, '30 days');
  for (const [period, store] of [
    ['today', {}],
    ['30 days', thirty],
  ] as const) {
    await oneRun(browser, baseUrl, email, password, store); // warm-up: the server's first queries
    const timings: DashboardTiming[] = [];
    for (let i = 0; i < runs; i++) timings.push(await oneRun(browser, baseUrl, email, password, store));
    out.push({ period, runs: timings });
  }
  return out;
}

export function printDashboardTiming(results: DashboardRuns[], budgetMs: number) {
  console.log(`\nDashboard after sign-in, Chromium 1366×768, fresh context each run, median (all runs in brackets)`);
  console.log('  period    page (welcome)    figures drawn   figures after the page');
  for (const { period, runs } of results) {
    const shell = median(runs.map((r) => r.shell));
    const ready = median(runs.map((r) => r.ready));
    const verdict = ready <= budgetMs ? 'within budget' : 'OVER BUDGET';
    console.log(
      `  ${period.padEnd(9)} ${`${Math.round(shell)} ms`.padEnd(17)} ${`${Math.round(ready)} ms`.padEnd(15)} ${Math.round(ready - shell)} ms  [${runs.map((r) => Math.round(r.ready)).join(', ')}]  budget ≤ ${budgetMs} ms: ${verdict}`,
    );
  }
}
