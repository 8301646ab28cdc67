import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './tests/e2e/support/chromium';
import { E2E_BASE_URL, E2E_PORT, E2E_SECRETS_KEY, OWNER_EMAIL, OWNER_PASSWORD } from './tests/e2e/support/env';

/**
 * End-to-end tests in Debian's Chromium (its headless shell) against the real product: the API
 * server on a fresh embedded database with demo data, serving the built app
 * from dist/ (`npm run build` first; scripts/test-all.sh does).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // 2 cores: the server, Chromium and the test runner already share them.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The list is what CI keeps; a failure's trace and screenshot stay in the output folder.
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    headless: true,
    acceptDownloads: true,
    locale: 'en-US',
    timezoneId: 'Asia/Dhaka',
    actionTimeout: 15_000,
    trace: 'retain-on-failure',
    // The app's service worker precaches all of the app (200 files) in each test's fresh browser
    // context: only the offline till's specs, which test it, let it run (test.use there).
    serviceWorkers: 'block',
    // The app then animates nothing (src/app/theme.ts): the browser draws a frame only when a page changes.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${E2E_BASE_URL}/api/health`,
    // SECRETS_KEY: couriers' credentials are kept in Settings by the couriers' spec (a key for tests only).
    env: { PORT: String(E2E_PORT), ADMIN_EMAIL: OWNER_EMAIL, ADMIN_PASSWORD: OWNER_PASSWORD, SECRETS_KEY: E2E_SECRETS_KEY },
    reuseExistingServer: false,
    // A fresh embedded database runs initdb and seeds the demo store.
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
