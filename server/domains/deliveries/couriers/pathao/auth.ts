import { judge, PathaoError, type PathaoAnswer } from './errors';

export interface PathaoCredentials {
  clientId: string;
  clientSecret: string;
  /** The merchant panel's login email and password (their `password` grant). */
  username: string;
  password: string;
}

interface Token {
  access: string;
  refresh: string | null;
  /** When the access token stops working, on the auth clock. */
  expiresAt: number;
  /** Renewed from here on, before it stops working. */
  renewAt: number;
}

/** An hour, or a tenth of the token's life when that is shorter (theirs live 5 days). */
const MARGIN_MS = 3_600_000;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Pathao's OAuth token (POST /aladdin/api/v1/issue-token): issued with the
 * `password` grant, kept in memory, and renewed with the `refresh_token`
 * grant before it expires; a refresh they refuse falls back to the password.
 * Callers that find it due together share one renewal, so a burst of
 * bookings asks for one token, not one each.
 */
export class PathaoAuth {
  private token: Token | null = null;
  private pending: Promise<Token> | null = null;

  constructor(
    private readonly credentials: PathaoCredentials,
    private readonly issue: (body: Record<string, string>, deadline: number) => Promise<PathaoAnswer>,
    private readonly now: () => number,
  ) {}

  async accessToken(deadline: number): Promise<string> {
    const token = this.token;
    if (token && this.now() < token.renewAt) return token.access;
    this.pending ??= this.renew(token, deadline).finally(() => {
      this.pending = null;
    });
    return (await this.pending).access;
  }

  /** A token Pathao refused (401): the next call gets a fresh one with the password. */
  forget(access: string): void {
    if (this.token?.access === access) this.token = null;
  }

  private async renew(old: Token | null, deadline: number): Promise<Token> {
    const { clientId, clientSecret, username, password } = this.credentials;
    const client = { client_id: clientId, client_secret: clientSecret };
    // A token past its expiry is not refreshed: their refresh token may have gone with it, and the password always works.
    if (old?.refresh && this.now() < old.expiresAt) {
      try {
        return this.keep(await this.ask({ ...client, grant_type: 'refresh_token', refresh_token: old.refresh }, deadline));
      } catch (err) {
        if (!(err instanceof PathaoError && err.kind === 'answered')) throw err;
      }
    }
    return this.keep(await this.ask({ ...client, grant_type: 'password', username, password }, deadline));
  }

  private async ask(body: Record<string, string>, deadline: number): Promise<Record<string, unknown>> {
    let answer: unknown;
    try {
      answer = judge(await this.issue(body, deadline));
    } catch (err) {
      if (err instanceof PathaoError && err.kind === 'answered') {
        throw new PathaoError(
          `Pathao refused the API credentials (${err.status}); check the client id and secret, login email and password (Settings, or the PATHAO_* variables)`,
          'answered',
          err.status,
        );
      }
      throw err;
    }
    if (!isRecord(answer) || typeof answer.access_token !== 'string' || !answer.access_token) {
      throw new PathaoError('Pathao answered the token request without a token', 'answered');
    }
    return answer;
  }

  private keep(answer: Record<string, unknown>): Token {
    const lifeMs = (typeof answer.expires_in === 'number' && answer.expires_in > 0 ? answer.expires_in : 3600) * 1000;
    const at = this.now();
    this.token = {
      access: String(answer.access_token),
      refresh: typeof answer.refresh_token === 'string' && answer.refresh_token ? answer.refresh_token : null,
      expiresAt: at + lifeMs,
      renewAt: at + lifeMs - Math.min(MARGIN_MS, lifeMs / 10),
    };
    return this.token;
  }
}
