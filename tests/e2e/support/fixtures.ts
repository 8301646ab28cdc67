import { test as base } from '@playwright/test';
import { OwnerApi } from './api';
import { logIn } from './ui';

/** `api`: the owner's API client, for a test's own data and for reading what the server holds. */
export const test = base.extend<{ api: OwnerApi }>({
  api: async ({ request }, provide) => {
    await provide(await OwnerApi.login(request));
  },
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
