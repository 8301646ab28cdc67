/** Where the product runs for the end-to-end tests and whom it lets in (scripts/e2e-server.mjs). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3391);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const OWNER_EMAIL = 'owner@example.com';
export const OWNER_PASSWORD = 'e2e-owner-pass-123';
/** The end-to-end server's key for couriers' credentials kept in Settings: 32 bytes as hex, for tests only. */
export const E2E_SECRETS_KEY = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';
