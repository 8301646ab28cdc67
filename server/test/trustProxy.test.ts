import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from '../config';
import { LIMITS } from '../domains/accounts/loginLimiter';
import { createTestApp, type TestApp } from './harness';

/**
 * TRUST_PROXY (issue 34): `true` would take the left-most X-Forwarded-For, which the client
 * writes itself; the server refuses it at start and trusts a number of proxies or their addresses.
 */

describe('TRUST_PROXY=true', () => {
  it('is refused at start with a message that says what to set instead', () => {
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY=true.*TRUST_PROXY=1/s);
    expect(() => loadConfig({ TRUST_PROXY: ' TRUE ', DATA_DIR: '/tmp/trust-proxy-test' })).toThrow(/X-Forwarded-For/);
  });

  it('still takes off, a hop count and the proxies’ addresses', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16')).toBe('10.0.0.1, 10.1.0.0/16');
    const oneHop = parseTrustProxy('1') as (address: string, hop: number) => boolean;
    expect([oneHop('127.0.0.1', 0), oneHop('127.0.0.1', 1)]).toEqual([true, false]);
  });
});

describe('behind one proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: parseTrustProxy('1') });
  });
  afterAll(() => t.close());

  // The proxy on this machine appends the address it saw; what the client wrote comes before it.
  const viaProxy = (forged: string, client: string) => ({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': `${forged}, ${client}` } });

  it('does not let a client read the metrics by writing this machine’s address into X-Forwarded-For', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics', ...viaProxy('127.0.0.1', '203.0.113.7') });
    expect(res.statusCode).toBe(403);
  });

  it('does not let a client dodge the per-address sign-in limit by changing what it writes', async () => {
    const codes: number[] = [];
    for (let i = 0; i <= LIMITS.address; i++) {
      const { remoteAddress, headers } = viaProxy(`198.51.100.${i}`, '203.0.113.8');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `x${i}@example.com`, password: 'wrong' },
        remoteAddress,
        headers,
      });
      codes.push(res.statusCode);
    }
    expect(codes.at(-1)).toBe(429);
  });
});
