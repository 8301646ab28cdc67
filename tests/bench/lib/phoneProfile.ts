import { devices, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { median } from './timeToRows';

/*
 * A shop's phone on a weak 4G connection (issue 40): Chromium with the
 * DevTools protocol's network throttling (1.6 Mbit/s down, 750 kbit/s up,
 * 150 ms latency) and its CPU slowed 4 times, a phone's screen, and a new
 * browser context (nothing cached) for each cold visit.
 */
export const WEAK_4G = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
export const CPU_SLOWDOWN = 4;
export const PHONE = devices['Galaxy A55'];

/** What a person types at the sign-in, and how fast: a key every `keyDelayMs` (0: the fields filled at once). */
export interface Typist {
  email: string;
  password: string;
  keyDelayMs: number;
}

export interface PhoneVisit {
  /** ms from the navigation to /pos (signed out) to the sign-in form usable: its fields and button drawn and enabled. */
  signInReady: number;
  /** ms the person took to type the email and password. */
  typing: number;
  /** ms from the Sign in click to the till usable: its search field enabled and the first product card drawn. */
  tillReady: number;
  /** Where the app went after signing in, before the bench moved to /pos (a build that opens the dashboard). */
  landedOn: string;
}

export interface PhoneRuns {
  label: string;
  /** A person's pace, and the form filled at once, each in a cold browser. */
  typed: PhoneVisit[];
  filled: PhoneVisit[];
  /** ms from a reload of /pos, signed in with the service worker installed by the first visit, to the till usable. */
  warm: number[];
  /** ms the first visit's service worker took to be active (its precache of the app complete), from the till usable. */
  swInstall: number;
}

declare global {
  interface Window {
    __phone?: { signInReady?: number; click?: number; tillReady?: number; landedOn?: string };
  }
}

/*
 * Runs in each page before the app: notes performance.now() (ms since this
 * document's navigation began) at the next frame after the sign-in form is
 * usable, at the Sign in click, and at the next frame after the till is
 * usable. A build that goes to the dashboard after signing in is moved to
 * /pos in the page, as the menu's link does, so that both builds reach the
 * till. Source text: tsx adds helpers to functions that the page lacks.
 */
const WATCH = `(() => {
  const marks = {};
  window.__phone = marks;
  const usable = (el) => !!el && !el.disabled && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const pending = new Set();
  const at = (name) => {
    if (pending.has(name)) return;
    pending.add(name);
    requestAnimationFrame(() => { marks[name] = performance.now(); });
  };
  const signInUsable = () =>
    usable(document.querySelector('input[name="email"]')) &&
    usable(document.querySelector('input[name="password"]')) &&
    usable(document.querySelector('form button[type="submit"]'));
  const tillUsable = () => {
    const label = [...document.querySelectorAll('label')].find((l) => (l.textContent || '').trim().startsWith('Search products'));
    const search = label && label.htmlFor ? document.getElementById(label.htmlFor) : null;
    return usable(search) && !!document.querySelector('[aria-label^="Add "][aria-label$=" to cart"]');
  };
  const check = () => {
    if (signInUsable()) at('signInReady');
    if (marks.click !== undefined && marks.landedOn === undefined && location.pathname !== '/auth/login') {
      marks.landedOn = location.pathname;
      if (location.pathname !== '/pos') {
        history.pushState(null, '', '/pos');
        dispatchEvent(new PopStateEvent('popstate', { state: null }));
      }
    }
    if (location.pathname === '/pos' && tillUsable()) at('tillReady');
  };
  document.addEventListener('click', (e) => {
    if (marks.click === undefined && e.target instanceof Element && e.target.closest('form button[type="submit"]')) marks.click = performance.now();
  }, true);
  document.addEventListener('DOMContentLoaded', () => {
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
    check();
  });
})();`;

async function throttled(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', WEAK_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript({ content: WATCH });
  return page;
}

const marks = (page: Page) => page.evaluate(() => ({ ...window.__phone }));

async function waitForMark(page: Page, name: 'signInReady' | 'tillReady', timeout = 120_000): Promise<number> {
  await page.waitForFunction((n) => window.__phone?.[n] !== undefined, name, { timeout, polling: 100 });
  return (await marks(page))[name] as number;
}

/** One cold visit: /pos signed out, the sign-in, the till. The context stays open for the warm visit. */
async function coldVisit(browser: Browser, baseUrl: string, who: Typist): Promise<{ visit: PhoneVisit; context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE, baseURL: baseUrl, serviceWorkers: 'allow' });
  const page = await throttled(context);
  await page.goto('/pos', { waitUntil: 'commit' });
  const signInReady = await waitForMark(page, 'signInReady');
  const email = page.locator('input[name="email"]');
  const password = page.locator('input[name="password"]');
  const typingStart = Date.now();
  if (who.keyDelayMs > 0) {
    await email.pressSequentially(who.email, { delay: who.keyDelayMs });
    await password.pressSequentially(who.password, { delay: who.keyDelayMs });
  } else {
    await email.fill(who.email);
    await password.fill(who.password);
  }
  const typing = Date.now() - typingStart;
  await page.locator('form button[type="submit"]').click();
  const tillAt = await waitForMark(page, 'tillReady');
  const { click, landedOn } = await marks(page);
  return { visit: { signInReady, typing, tillReady: tillAt - (click ?? NaN), landedOn: landedOn ?? '?' }, context, page };
}

/** Waits for the first visit's service worker to be active and in control: the whole app is then in its cache. */
async function serviceWorkerInstalled(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.active?.state === 'activated' && !!navigator.serviceWorker.controller;
    },
    null,
    { timeout: 300_000, polling: 500 },
  );
}

/** Reloads of /pos, signed in, the app from the service worker: ms to the till usable each time. */
async function warmVisits(page: Page, runs: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    await page.reload({ waitUntil: 'commit' });
    out.push(await waitForMark(page, 'tillReady'));
  }
  return out;
}

/**
 * `runs` cold visits typed at a person's pace (the first one then reloads
 * the till `runs` times with its service worker) and `runs` with the form
 * filled at once.
 */
export async function timePhone(browser: Browser, baseUrl: string, label: string, who: Typist, runs: number): Promise<PhoneRuns> {
  const typed: PhoneVisit[] = [];
  const filled: PhoneVisit[] = [];
  let warm: number[] = [];
  let swInstall = NaN;
  for (let i = 0; i < runs; i++) {
    const { visit, context, page } = await coldVisit(browser, baseUrl, who);
    typed.push(visit);
    if (i === 0) {
      const start = Date.now();
      await serviceWorkerInstalled(page);
      swInstall = Date.now() - start;
      warm = await warmVisits(page, runs);
    }
    await context.close();
  }
  for (let i = 0; i < runs; i++) {
    const { visit, context } = await coldVisit(browser, baseUrl, { ...who, keyDelayMs: 0 });
    filled.push(visit);
    await context.close();
  }
  return { label, typed, filled, warm, swInstall };
}

const ms = (n: number) => `${Math.round(n)} ms`;
const all = (values: number[]) => `[${values.map((v) => Math.round(v)).join(', ')}]`;

export interface PhoneBudgets {
  signInMs: number;
  tillMs: number;
  warmMs: number;
}

export function printPhone(results: PhoneRuns[], budgets: PhoneBudgets, keyDelayMs: number) {
  console.log(
    `\nA phone on weak 4G (${PHONE.viewport.width}×${PHONE.viewport.height}, ${WEAK_4G.downloadThroughput * 8e-6} Mbit/s down, ${WEAK_4G.uploadThroughput * 8e-3} kbit/s up, ${WEAK_4G.latency} ms latency, CPU ÷${CPU_SLOWDOWN}), cold cache, median (all runs in brackets)`,
  );
  const verdict = (value: number, budget: number) => `budget ≤ ${budget} ms: ${value <= budget ? 'within budget' : 'OVER BUDGET'}`;
  for (const r of results) {
    const signIn = r.typed.concat(r.filled).map((v) => v.signInReady);
    const typed = r.typed.map((v) => v.tillReady);
    const filled = r.filled.map((v) => v.tillReady);
    console.log(`  ${r.label} (after signing in it opened ${[...new Set(r.typed.concat(r.filled).map((v) => v.landedOn))].join(', ')})`);
    console.log(
      `    (a) /pos to the sign-in form usable            ${ms(median(signIn)).padEnd(9)} ${all(signIn)}  ${verdict(median(signIn), budgets.signInMs)}`,
    );
    console.log(
      `    (b) Sign in to the till usable, typed ${keyDelayMs} ms a key (${ms(median(r.typed.map((v) => v.typing)))} of typing)  ${ms(median(typed)).padEnd(9)} ${all(typed)}  ${verdict(median(typed), budgets.tillMs)}`,
    );
    console.log(`        the same, the form filled at once          ${ms(median(filled)).padEnd(9)} ${all(filled)}`);
    console.log(
      `    (c) reload of the till with its service worker ${ms(median(r.warm)).padEnd(9)} ${all(r.warm)}  ${verdict(median(r.warm), budgets.warmMs)}`,
    );
    console.log(`        service worker active ${ms(r.swInstall)} after the till was usable`);
  }
}
