import { expect, test } from '@playwright/test';

/**
 * No other site may frame the app (frame-ancestors 'none', X-Frame-Options DENY): a page
 * of another origin that frames the login screen gets Chromium's error page in the frame.
 */
test('another site cannot show the app inside its frame', async ({ page, baseURL }) => {
  await page.route('http://other-site.test/', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><iframe id="app" src="${baseURL}/auth/login" width="800" height="600"></iframe>` }),
  );
  await page.goto('http://other-site.test/');
  const framed = () => page.frames().find((f) => f !== page.mainFrame());
  await expect.poll(() => framed()?.url()).toMatch(/^chrome-error:/);
  expect(await framed()?.locator('input[type="password"]').count()).toBe(0);
});
