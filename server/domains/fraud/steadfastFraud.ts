/**
 * Steadfast's own fraud check by phone (their merchant API, also served at
 * portal.packzy.com): `GET {base}/fraud_check/{phone}` with the merchant's
 * `Api-Key` and `Secret-Key` headers answers the courier's history of that
 * phone across every merchant it delivers for:
 * `{ "status": 200, "total_parcels": 12, "total_delivered": 9, "total_cancelled": 3 }`.
 * A refusal (wrong keys, a limit) is an HTTP error or a body whose `status`
 * is not 200, with a `message`.
 *
 * The same environment variables configure the deliveries' Steadfast courier
 * (server/domains/deliveries/couriers/); this file is only the fraud check, so the
 * checker does not depend on the booking client. Keys the owner saved in Settings
 * take the variables' place for both (issue 37; fraud/plugin.ts reads them at each check).
 */

export interface SteadfastConfig {
  apiKey: string;
  secretKey: string;
  /** `https://portal.packzy.com/api/v1` (no trailing slash needed). */
  baseUrl: string;
  /** How long to wait for the courier before showing the store's history alone. */
  timeoutMs?: number;
}

export const STEADFAST_DEFAULT_BASE_URL = 'https://portal.packzy.com/api/v1';
const DEFAULT_TIMEOUT_MS = 5000;

/** STEADFAST_API_KEY and STEADFAST_SECRET_KEY (and STEADFAST_BASE_URL); undefined when a key is missing. */
export function steadfastFromEnv(env: NodeJS.ProcessEnv = process.env): SteadfastConfig | undefined {
  const apiKey = env.STEADFAST_API_KEY?.trim();
  const secretKey = env.STEADFAST_SECRET_KEY?.trim();
  if (!apiKey || !secretKey) return undefined;
  return { apiKey, secretKey, baseUrl: env.STEADFAST_BASE_URL?.trim() || STEADFAST_DEFAULT_BASE_URL };
}

/** The same from Steadfast's fields as Settings keep them (common/courierCredentials.ts); undefined when a key is missing. */
export function steadfastFromValues(values: Readonly<Record<string, string>>): SteadfastConfig | undefined {
  if (!values.apiKey || !values.secretKey) return undefined;
  return { apiKey: values.apiKey, secretKey: values.secretKey, baseUrl: values.baseUrl || STEADFAST_DEFAULT_BASE_URL };
}

export type SteadfastAnswer =
  { ok: true; total: number; delivered: number; cancelled: number } | { ok: false; status: 'refused' | 'unavailable'; message: string };

const count = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : undefined;
};

const messageOf = (body: unknown, fallback: string): string => {
  const m = body && typeof body === 'object' ? (body as Record<string, unknown>).message : undefined;
  return typeof m === 'string' && m.trim() ? m.trim().slice(0, 300) : fallback;
};

/** Ask Steadfast about `phone` (eleven digits). Never throws: a failure is an answer saying why. */
export async function askSteadfast(config: SteadfastConfig, phone: string): Promise<SteadfastAnswer> {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/fraud_check/${encodeURIComponent(phone)}`;
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { 'Api-Key': config.apiKey, 'Secret-Key': config.secretKey, Accept: 'application/json' },
      signal: AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    return { ok: false, status: 'unavailable', message: timedOut ? 'Steadfast did not answer in time' : 'Steadfast could not be reached' };
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    body = undefined;
  }
  if (res.status === 401 || res.status === 403 || res.status === 429 || (res.status >= 400 && res.status < 500)) {
    return { ok: false, status: 'refused', message: messageOf(body, `Steadfast refused the check (HTTP ${res.status})`) };
  }
  if (!res.ok) return { ok: false, status: 'unavailable', message: messageOf(body, `Steadfast answered HTTP ${res.status}`) };
  const data = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (data.status !== undefined && Number(data.status) !== 200) {
    return { ok: false, status: 'refused', message: messageOf(data, 'Steadfast refused the check') };
  }
  const total = count(data.total_parcels);
  const delivered = count(data.total_delivered);
  const cancelled = count(data.total_cancelled);
  if (total === undefined || delivered === undefined || cancelled === undefined) {
    return { ok: false, status: 'unavailable', message: 'Steadfast answered in a form we do not read' };
  }
  return { ok: true, total, delivered, cancelled };
}
