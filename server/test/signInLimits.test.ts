import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { LIMITS } from '../domains/accounts/loginLimiter';
import { hashing } from '../domains/accounts/passwords';
import { createTestApp, OWNER, type TestApp } from './harness';

let t: TestApp;

const login = (email: string, password: string, ip: string, app: FastifyInstance = t.app, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip, headers });

/** How many of the answers were 401 (the password was checked) and 429 (refused before checking). */
function tally(codes: number[]) {
  return { checked: codes.filter((c) => c === 401).length, refused: codes.filter((c) => c === 429).length, other: codes.filter((c) => c !== 401 && c !== 429) };
}

let staffEmail: string;
const STAFF_PASSWORD = 'staff-password-1';

beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.login();
  const role = (await t.call(owner, { method: 'GET', url: '/api/roles?search=Owner' })).json().doc[0]._id as string;
  staffEmail = 'staff@example.com';
  const made = await t.call(owner, { method: 'POST', url: '/api/users', payload: { name: 'Staff', email: staffEmail, password: STAFF_PASSWORD, role } });
  expect(made.statusCode, made.body).toBe(201);
});
afterAll(() => t.close());

describe('sign-in limits under concurrency', () => {
  it('checks at most 5 of 20 simultaneous guesses at one email from one address', async () => {
    const codes = await Promise.all(Array.from({ length: 20 }, () => login('victim1@example.com', 'guess', '10.20.0.1').then((r) => r.statusCode)));
    const { checked, refused, other } = tally(codes);
    expect(other).toEqual([]);
    expect(checked).toBeLessThanOrEqual(LIMITS.emailAtAddress);
    expect(checked).toBeGreaterThan(0);
    expect(refused).toBe(20 - checked);
  });

  it('checks at most 20 of 40 simultaneous guesses from one address', async () => {
    const codes = await Promise.all(Array.from({ length: 40 }, (_, i) => login(`spray${i}@example.com`, 'guess', '10.21.0.1').then((r) => r.statusCode)));
    const { checked, refused, other } = tally(codes);
    expect(other).toEqual([]);
    expect(checked).toBeLessThanOrEqual(LIMITS.address);
    expect(refused).toBe(40 - checked);
    // Password checks went through the gate that caps concurrent argon2 hashing.
    expect(hashing.peak).toBeGreaterThan(0);
    expect(hashing.peak).toBeLessThanOrEqual(hashing.size);
  });
});

describe('one address cannot lock the owner out', () => {
  it('closes an email at one address after 5 failures, while the owner still signs in from another', async () => {
    for (let i = 0; i < 5; i++) expect((await login(staffEmail, 'wrong', '10.22.0.1')).statusCode).toBe(401);
    // The attacker's address is closed for this email, even with the right password …
    expect((await login(staffEmail, STAFF_PASSWORD, '10.22.0.1')).statusCode).toBe(429);
    // … but the owner of the account, elsewhere, is not.
    expect((await login(staffEmail, STAFF_PASSWORD, '10.22.0.2')).statusCode).toBe(200);
  });

  it('closes an email for everyone only after 25 failures from several addresses', async () => {
    const email = 'spread@example.com';
    for (let a = 0; a < LIMITS.email / LIMITS.emailAtAddress; a++) {
      for (let i = 0; i < LIMITS.emailAtAddress; i++) expect((await login(email, 'wrong', `10.23.${a}.1`)).statusCode).toBe(401);
    }
    expect((await login(email, 'wrong', '10.23.99.1')).statusCode).toBe(429);
  });

  it('does not count refused attempts, so hammering a closed address does not close the email elsewhere', async () => {
    const email = 'hammered@example.com';
    const codes: number[] = [];
    for (let i = 0; i < 40; i++) codes.push((await login(email, 'wrong', '10.24.0.1')).statusCode);
    expect(tally(codes)).toMatchObject({ checked: 5, refused: 35 });
    expect((await login(email, 'wrong', '10.24.0.2')).statusCode).toBe(401);
  });
});

describe('TRUST_PROXY', () => {
  const forwarded = (ip: string) => ({ 'x-forwarded-for': ip });

  it('is off by default: a forwarded address is ignored, every client behind the proxy shares its address', async () => {
    for (let i = 0; i < LIMITS.address; i++) await login(`p${i}@example.com`, 'x', '10.25.0.1', t.app, forwarded(`203.0.113.${i}`));
    expect((await login(OWNER.email, OWNER.password, '10.25.0.1', t.app, forwarded('198.51.100.7'))).statusCode).toBe(429);
  });

  it('when on, counts each forwarded client address on its own', async () => {
    const behindProxy = await buildApp({ database: t.database, jwtSecret: 'test-secret-that-is-long-enough-for-hs256', dataDir: t.dataDir, trustProxy: true });
    try {
      for (let i = 0; i < LIMITS.address; i++) await login(`q${i}@example.com`, 'x', '10.26.0.1', behindProxy, forwarded('203.0.113.50'));
      expect((await login(OWNER.email, OWNER.password, '10.26.0.1', behindProxy, forwarded('203.0.113.50'))).statusCode).toBe(429);
      expect((await login(OWNER.email, OWNER.password, '10.26.0.1', behindProxy, forwarded('198.51.100.8'))).statusCode).toBe(200);
    } finally {
      await behindProxy.close();
    }
  });
});
