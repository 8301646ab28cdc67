import type { LightMyRequestResponse } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from '../config';
import { createTestApp, type TestApp } from './harness';

/*
 * Issue 34, "trust between staff": the storefront's calls (`/api/public/...`)
 * need no token, so nothing but the caller's address tells one caller from
 * another. Each address gets STOREFRONT_RATE_LIMIT calls a minute (a small
 * number here); past it the answer is 429 with Retry-After, in the API's
 * error body, and nothing is read from the database.
 *
 * | Attack                                            | Before             | Now                                  |
 * |---------------------------------------------------|--------------------|--------------------------------------|
 * | 200 parallel storefront calls from one address    | all 200            | the first LIMIT 200, the rest 429    |
 * | A new X-Forwarded-For on each call, behind a proxy| (no limit at all)  | the proxy's appended address counts  |
 */

const LIMIT = 5;
/** The storefront's own server-side renderer, which calls for every visitor (STOREFRONT_RATE_ALLOW). */
const RENDERER = '192.0.2.50';
/** The reverse proxy in front of the API (TRUST_PROXY=1). */
const PROXY = '10.0.0.1';

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp({ storefrontLimit: { max: LIMIT, allow: [RENDERER] }, trustProxy: parseTrustProxy('1') });
  owner = await t.login();
});
afterAll(() => t.close());

/** A storefront call as a client at `address` makes it, straight or through the proxy (with what the client wrote in X-Forwarded-For before it). */
const visit = (address: string, opts: { url?: string; viaProxy?: string } = {}) =>
  t.app.inject({
    method: 'GET',
    url: opts.url ?? '/api/public/menu',
    ...(opts.viaProxy === undefined
      ? { remoteAddress: address }
      : { remoteAddress: PROXY, headers: { 'x-forwarded-for': `${opts.viaProxy ? `${opts.viaProxy}, ` : ''}${address}` } }),
  });

const statuses = (answers: LightMyRequestResponse[]) => answers.map((a) => a.statusCode).sort();

describe('the storefront’s limit per address', () => {
  it('answers LIMIT calls of one address, then 429 with Retry-After in the API’s error body', async () => {
    const answers = await Promise.all(Array.from({ length: 4 * LIMIT }, () => visit('203.0.113.1')));
    expect(statuses(answers)).toEqual([...Array(LIMIT).fill(200), ...Array(3 * LIMIT).fill(429)]);
    for (const refused of answers.filter((a) => a.statusCode === 429)) {
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      expect(refused.json()).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        code: 'storefront_rate_limited',
        params: { seconds: wait },
        message: `Too many requests from your address; please try again in ${wait} seconds`,
      });
    }
    // Every storefront call of that address counts against the same allowance.
    expect((await visit('203.0.113.1', { url: '/api/public/seo/home' })).statusCode).toBe(429);
    expect((await visit('203.0.113.1', { url: '/api/public/products' })).statusCode).toBe(429);
  });

  it('counts each address on its own', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await visit('203.0.113.2')).statusCode).toBe(200);
    expect((await visit('203.0.113.2')).statusCode).toBe(429);
    expect((await visit('203.0.113.3')).statusCode).toBe(200);
    expect((await visit('2001:db8::3')).statusCode).toBe(200);
  });

  it('behind the proxy counts the address the proxy appended, whatever the client wrote before it', async () => {
    for (let i = 0; i <= LIMIT; i++) {
      const res = await visit('198.51.100.7', { viaProxy: `203.0.113.${100 + i}` });
      expect(res.statusCode).toBe(i < LIMIT ? 200 : 429);
    }
    // Another client through the same proxy is not held by the first one's calls.
    expect((await visit('198.51.100.8', { viaProxy: '' })).statusCode).toBe(200);
  });

  it('leaves out the addresses of STOREFRONT_RATE_ALLOW (the shop’s own renderer)', async () => {
    const answers = await Promise.all(Array.from({ length: 3 * LIMIT }, () => visit(RENDERER)));
    expect(statuses(answers)).toEqual(Array(3 * LIMIT).fill(200));
  });

  it('leaves the staff’s calls and sign-in alone, from an address that is over the storefront’s limit', async () => {
    for (let i = 0; i <= LIMIT; i++) await visit('203.0.113.9');
    expect((await visit('203.0.113.9')).statusCode).toBe(429);
    for (let i = 0; i < 2 * LIMIT; i++) {
      const res = await t.call(owner, { method: 'GET', url: '/api/categories', remoteAddress: '203.0.113.9' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    }
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.9',
      payload: { email: 'owner@example.com', password: 'owner-pass-123' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('lists the 429 and its Retry-After for every storefront call in the API document', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths as Record<
      string,
      Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>
    >;
    const storefront = Object.entries(paths).filter(([path]) => path.startsWith('/api/public/'));
    expect(storefront.length).toBeGreaterThanOrEqual(7);
    for (const [path, ops] of storefront) {
      for (const op of Object.values(ops)) {
        expect(op.responses['429'], path).toBeDefined();
        expect(Object.keys(op.responses['429'].headers ?? {}), path).toContain('Retry-After');
      }
    }
    // The staff's calls carry no such limit, and say none.
    expect(paths['/api/categories/'].get.responses['429']).toBeUndefined();
  });
});

describe('STOREFRONT_RATE_LIMIT and STOREFRONT_RATE_ALLOW', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'storefront-limit-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('are 120 calls a minute per address, with no address left out, unless set', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).storefrontLimit).toEqual({ max: 120, allow: [] });
    expect(loadConfig({ DATA_DIR: dataDir, STOREFRONT_RATE_LIMIT: '600', STOREFRONT_RATE_ALLOW: '10.1.0.5, 10.2.0.0/16' }).storefrontLimit).toEqual({
      max: 600,
      allow: ['10.1.0.5', '10.2.0.0/16'],
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, STOREFRONT_RATE_LIMIT: 'lots' })).toThrow(/STOREFRONT_RATE_LIMIT/);
    expect(() => loadConfig({ DATA_DIR: dataDir, STOREFRONT_RATE_LIMIT: '0' })).toThrow(/STOREFRONT_RATE_LIMIT/);
    expect(() => loadConfig({ DATA_DIR: dataDir, STOREFRONT_RATE_ALLOW: 'shop.example.com' })).toThrow(/STOREFRONT_RATE_ALLOW/);
  });
});
