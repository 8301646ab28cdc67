import { test as base, expect } from '@playwright/test';
import { SIGNED_IN_KEY } from '../../../src/dataProvider/signedInMark';
import { OwnerApi } from './api';
import { E2E_BASE_URL, OWNER_EMAIL, OWNER_PASSWORD } from './env';

/**
 * `api`: the owner's API client, for a test's own data and for reading what the server holds.
 * `noCspViolations` (automatic): a test fails when Chromium refused anything under the app's
 * Content-Security-Policy (server/domains/ops/securityHeaders.ts), so each screen a test opens
 * proves the policy lets it run.
 */
export const test = base.extend<{ api: OwnerApi; noCspViolations: void }>({
  api: async ({ request }, provide) => {
    await provide(await OwnerApi.login(request));
  },
  noCspViolations: [
    async ({ page }, provide) => {
      const refused: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) refused.push(message.text());
      });
      await provide();
      expect(refused, 'Content Security Policy violations in the console').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Tests that start signed in as the owner, on the dashboard. The session is made as the app's
 * sign-in makes it (the refresh cookie, and the mark that this browser signed in), through the API:
 * the login screen itself is walked by auth.spec.ts and a few others, and walking it before each
 * of the other tests cost a page load and a sign-in each (about 4 s a test on a quiet machine).
 */
export const signedInTest = test.extend<{ signedIn: void }>({
  storageState: async ({ playwright }, provide) => {
    const request = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
    const res = await request.post('/api/auth/login', { data: { email: OWNER_EMAIL, password: OWNER_PASSWORD, refreshTokenIn: 'cookie' } });
    if (!res.ok()) throw new Error(`sign-in as the owner failed: ${res.status()} ${await res.text()}`);
    const { cookies } = await request.storageState();
    await request.dispose();
    await provide({ cookies, origins: [{ origin: E2E_BASE_URL, localStorage: [{ name: SIGNED_IN_KEY, value: '1' }] }] });
  },
  signedIn: [
    async ({ page }, provide) => {
      // Only until the dashboard's address is committed: a test that opens another screen first
      // does not wait for the dashboard to load, and one that works on the dashboard waits for
      // what it looks for, as it would after the login screen.
      await page.goto('/', { waitUntil: 'commit' });
      await provide();
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
