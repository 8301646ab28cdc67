import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../config';
import { localStorageIn } from '../domains/uploads/storage';
import { createTestApp, type TestApp } from './harness';

/** The security headers of the app, its routes, the API and uploads (issue 34, "The storefront and the app's edges"). */

let t: TestApp;
let webDir: string;

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'web-'));
  await mkdir(join(webDir, 'assets'));
  await writeFile(join(webDir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>');
  await writeFile(join(webDir, 'assets', 'app.js'), 'console.log(1)');
  t = await createTestApp({ webDir, trustProxy: parseTrustProxy('1') });
  const uploads = localStorageIn(t.dataDir).root;
  await mkdir(uploads, { recursive: true });
  await writeFile(join(uploads, 'dot.png'), PNG);
});
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** A CSP header as its directives: `{ 'script-src': ["'self'"] }`. */
function directives(header: unknown): Record<string, string[]> {
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  return Object.fromEntries(
    (header as string)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe('security headers', () => {
  it.each([
    ['the app', '/', 'text/html'],
    ['an app route', '/products/123/show', 'text/html'],
    ['an app file', '/assets/app.js', 'javascript'],
    ['the API', '/api/health/live', 'application/json'],
    ['a storefront call', '/api/public/menu', 'application/json'],
    ['a refusal of the API', '/api/products', 'application/json'],
  ])('on %s: a CSP without inline scripts that no other site may frame, nosniff, a referrer policy', async (_what, url, type) => {
    const res = await get(url);
    expect(res.headers['content-type']).toContain(type);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('on an uploaded file: nothing but the picture itself runs, no site frames it, storefronts may show it', async () => {
    const res = await get('/uploads/dot.png');
    expect(res.statusCode).toBe(200);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp).toHaveProperty('sandbox');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('sends HSTS only on answers that came over TLS, as the trusted proxy says', async () => {
    for (const url of ['/', '/api/health/live', '/uploads/dot.png']) {
      const res = await get(url, { 'x-forwarded-proto': 'https' });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
    expect((await get('/', { 'x-forwarded-proto': 'http' })).headers['strict-transport-security']).toBeUndefined();
  });
});
