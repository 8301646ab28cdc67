import { BKASH_SANDBOX_URL, BkashProvider } from './provider';

/** bKash's fields by name, as Settings keep them (common/courierCredentials.ts's `bkash` entry). */
export type BkashValues = Readonly<Record<string, string>>;

/**
 * bKash when its username, password, app key and app secret are all set (the API address for their live API,
 * https://tokenized.pay.bka.sh/v1.2.0-beta, or a test server; their sandbox otherwise, so unset it never takes real
 * money); null otherwise. The values come from Settings, else the BKASH_* environment variables
 * (settings/courierSettings.ts picks which).
 */
export function bkashFromValues(values: BkashValues, options: { timeoutMs?: number } = {}): BkashProvider | null {
  const { username, password, appKey, appSecret } = values;
  if (!username || !password || !appKey || !appSecret) return null;
  return new BkashProvider({ username, password, appKey, appSecret, baseUrl: values.baseUrl || BKASH_SANDBOX_URL, ...options });
}

/** bKash as the BKASH_* environment variables alone configure it (BKASH_USERNAME, BKASH_PASSWORD, BKASH_APP_KEY, BKASH_APP_SECRET, BKASH_BASE_URL). */
export function bkashFromEnv(env: NodeJS.ProcessEnv = process.env): BkashProvider | null {
  return bkashFromValues({
    username: env.BKASH_USERNAME?.trim() ?? '',
    password: env.BKASH_PASSWORD ?? '',
    appKey: env.BKASH_APP_KEY?.trim() ?? '',
    appSecret: env.BKASH_APP_SECRET ?? '',
    baseUrl: env.BKASH_BASE_URL?.trim() ?? '',
  });
}

/**
 * "Test connection" for bKash (issue 38): a token grant with the values given, which pays nothing and changes
 * nothing. Never throws: a refused key or a time-out is an answer with bKash's words.
 */
export async function tryBkash(values: BkashValues, timeoutMs: number): Promise<{ ok: boolean; message: string }> {
  const provider = bkashFromValues(values, { timeoutMs });
  if (!provider) return { ok: false, message: 'bKash needs every required field before it can be tried' };
  try {
    await provider.tryCredentials();
    return { ok: true, message: 'bKash answered: it granted a token with these credentials' };
  } catch (err) {
    return { ok: false, message: err instanceof Error ? err.message : String(err) };
  }
}
