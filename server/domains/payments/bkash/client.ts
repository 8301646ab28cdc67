import { BkashAuth, type BkashCredentials } from './auth';
import { type BkashAnswer, BkashError, judge } from './errors';

export interface BkashClientOptions extends BkashCredentials {
  /** https://tokenized.pay.bka.sh/v1.2.0-beta (live) or https://tokenized.sandbox.bka.sh/v1.2.0-beta. */
  baseUrl: string;
  /** How long one HTTP call may take before it is a time-out. */
  timeoutMs?: number;
  /** The clock the token's expiry is judged by (tests move it). */
  now?: () => number;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * bKash's tokenized checkout API over HTTP: the id token (auth.ts) in the
 * `Authorization` header as it is, without "Bearer" (their docs), the app
 * key in `X-App-Key`, and every answer sorted into a body or a BkashError
 * saying what it means.
 */
export class BkashClient {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly auth: BkashAuth;

  constructor(private readonly options: BkashClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.auth = new BkashAuth(
      options,
      async (path, body) => judge(await this.send(path, body, { username: options.username, password: options.password })),
      options.now ?? Date.now,
    );
  }

  /** One authenticated POST; the body of a successful answer, else a BkashError. */
  async post(path: string, body: Record<string, string>): Promise<Record<string, unknown>> {
    let token = await this.auth.idToken();
    let answer = await this.send(path, body, this.headers(token));
    if (answer.status === 401) {
      // A token they no longer take (expired early, or revoked): one fresh token, one more try. A 401 means nothing was done.
      this.auth.forget(token);
      token = await this.auth.idToken();
      answer = await this.send(path, body, this.headers(token));
    }
    return judge(answer);
  }

  /** A token granted with these credentials (Settings' "Test connection"): nothing is paid or changed; a BkashError when refused. */
  async grantToken(): Promise<void> {
    await this.auth.idToken();
  }

  private headers(token: string): Record<string, string> {
    return { Authorization: token, 'X-App-Key': this.options.appKey };
  }

  private async send(path: string, body: Record<string, string>, headers: Record<string, string>): Promise<BkashAnswer> {
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl}${path}`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) {
        throw new BkashError(`bKash did not answer within ${this.timeoutMs} ms`, 'uncertain');
      }
      const code = err instanceof Error && isRecord(err.cause) ? err.cause.code : undefined;
      // A refused connection never reached them; anything else (a reset mid-answer) may have.
      const kind = code === 'ECONNREFUSED' || code === 'ENOTFOUND' ? 'unsent' : 'uncertain';
      throw new BkashError(`bKash could not be reached (${err instanceof Error ? err.message : String(err)})`, kind);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a gateway's error page): the status says what happened.
    }
    return { status: res.status, body: parsed };
  }
}
