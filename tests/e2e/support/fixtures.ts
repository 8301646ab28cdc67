import { test as base, expect } from '@playwright/test';
import { OwnerApi } from './api';
import { logIn } from './ui';

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

/** Tests that start signed in as the owner, through the login screen as a person does. */
export const signedInTest = test.extend<{ signedIn: void }>({
  signedIn: [
    async ({ page }, provide) => {
      await logIn(page);
      await provide();
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
