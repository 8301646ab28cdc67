import { PathaoAuth, type PathaoCredentials } from './auth';
import { judge, PathaoError, type PathaoAnswer } from './errors';
import { RateLimiter } from './rateLimit';

export { PathaoError } from './errors';

export interface PathaoClientOptions extends PathaoCredentials {
  /** https://api-hermes.pathao.com (live) or https://courier-api-sandbox.pathao.com. */
  baseUrl: string;
  /** How long one HTTP call may take. */
  timeoutMs?: number;
  /** Calls allowed per `windowMs` (Pathao allows about 60 a minute). */
  ratePerMinute?: number;
  windowMs?: number;
  /**
   * How long a call may wait in all for the rate limit and for 429s to pass:
   * the adapter runs in staff requests and jobs, so it gives up with a
   * reason rather than hold them for minutes.
   */
  maxWaitMs?: number;
  /** The first wait after a 429 (doubled each time): their 429 has no Retry-After. */
  backoffMs?: number;
  /** The clock the token's expiry is judged by (tests move it). */
  now?: () => number;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Pathao's merchant API over HTTP: the Bearer token (auth.ts), at most the
 * rate limit's calls a minute (rateLimit.ts), 429s waited out with a
 * doubling back-off, a 401 answered once by a fresh token, and every other
 * answer sorted into a body or a PathaoError saying what it means.
 */
export class PathaoClient {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly maxWaitMs: number;
  private readonly backoffMs: number;
  private readonly limiter: RateLimiter;
  private readonly auth: PathaoAuth;

  constructor(options: PathaoClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 20_000;
    this.maxWaitMs = options.maxWaitMs ?? 30_000;
    this.backoffMs = options.backoffMs ?? 1_000;
    this.limiter = new RateLimiter(options.ratePerMinute ?? 60, options.windowMs ?? 60_000);
    this.auth = new PathaoAuth(
      options,
      (body, deadline) => this.exchange('POST', '/aladdin/api/v1/issue-token', body, null, deadline),
      options.now ?? Date.now,
    );
  }

  /** One authenticated call; the body of a 2xx answer, else a PathaoError. */
  async request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const deadline = Date.now() + this.maxWaitMs;
    let token = await this.auth.accessToken(deadline);
    let answer = await this.exchange(method, path, body, token, deadline);
    if (answer.status === 401) {
      // A token they no longer take (revoked, or expired early): one fresh token, one more try. A 401 means nothing was done.
      this.auth.forget(token);
      token = await this.auth.accessToken(deadline);
      answer = await this.exchange(method, path, body, token, deadline);
    }
    return judge(answer);
  }

  /** One call, its 429s waited out within the deadline. */
  private async exchange(method: 'GET' | 'POST', path: string, body: unknown, token: string | null, deadline: number): Promise<PathaoAnswer> {
    for (let attempt = 0; ; attempt++) {
      const answer = await this.send(method, path, body, token, deadline);
      if (answer.status !== 429) return answer;
      const wait = this.backoffMs * 2 ** attempt;
      if (Date.now() + wait > deadline) throw new PathaoError('Pathao is busy (too many requests); try again in a minute', 'unsent', 429);
      await sleep(wait);
    }
  }

  private async send(method: 'GET' | 'POST', path: string, body: unknown, token: string | null, deadline: number): Promise<PathaoAnswer> {
    if (!(await this.limiter.acquire(deadline))) {
      throw new PathaoError('Pathao’s limit of calls a minute is used up; try again in a minute', 'unsent');
    }
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          'Content-Type': 'application/json; charset=UTF-8',
          Accept: 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) {
        throw new PathaoError(`Pathao did not answer within ${Math.round(this.timeoutMs / 1000)} s`, 'uncertain');
      }
      const code = err instanceof Error && isRecord(err.cause) ? err.cause.code : undefined;
      // A refused connection never reached them; anything else (a reset mid-answer) may have.
      const kind = code === 'ECONNREFUSED' || code === 'ENOTFOUND' ? 'unsent' : 'uncertain';
      throw new PathaoError(`Pathao could not be reached (${err instanceof Error ? err.message : String(err)})`, kind);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a proxy's error page): the status says what happened.
    }
    return { status: res.status, body: parsed };
  }
}
