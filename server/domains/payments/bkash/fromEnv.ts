import { BKASH_SANDBOX_URL, BkashProvider } from './provider';

/**
 * bKash when BKASH_USERNAME, BKASH_PASSWORD, BKASH_APP_KEY and
 * BKASH_APP_SECRET are all set (BKASH_BASE_URL for their live API,
 * https://tokenized.pay.bka.sh/v1.2.0-beta, or a test server; their sandbox
 * otherwise, so unset it never takes real money); null otherwise. Settings
 * will keep these as they keep couriers' credentials once checkout uses them.
 */
export function bkashFromEnv(env: NodeJS.ProcessEnv = process.env): BkashProvider | null {
  const username = env.BKASH_USERNAME?.trim();
  const password = env.BKASH_PASSWORD;
  const appKey = env.BKASH_APP_KEY?.trim();
  const appSecret = env.BKASH_APP_SECRET;
  if (!username || !password || !appKey || !appSecret) return null;
  return new BkashProvider({ username, password, appKey, appSecret, baseUrl: env.BKASH_BASE_URL?.trim() || BKASH_SANDBOX_URL });
}
