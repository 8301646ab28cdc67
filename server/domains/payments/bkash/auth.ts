import { BkashError } from './errors';

export interface BkashCredentials {
  /** The merchant's API username and password bKash gives with the app key (sent as headers of the token calls). */
  username: string;
  password: string;
  appKey: string;
  appSecret: string;
}

interface Token {
  id: string;
  refresh: string | null;
  /** When the id token stops working, on the auth clock. */
  expiresAt: number;
  /** Renewed from here on, before it stops working. */
  renewAt: number;
}

/** Five minutes, or a tenth of the token's life when that is shorter (theirs live an hour). */
const MARGIN_MS = 300_000;

/** One token call: the path under the base URL and the body, answered with the judged body. */
export type TokenCall = (
  path: '/tokenized/checkout/token/grant' | '/tokenized/checkout/token/refresh',
  body: Record<string, string>,
) => Promise<Record<string, unknown>>;

/**
 * bKash's id token (tokenized checkout, "Grant Token" and "Refresh Token"):
 * granted with the username and password headers and the app key and
 * secret, kept in memory, and refreshed with the `refresh_token` before it
 * expires (their docs ask merchants to reuse a token for its hour rather
 * than grant one per payment). A refresh they refuse falls back to a grant.
 * Callers that find it due together share one renewal, as Pathao's token
 * does (deliveries/couriers/pathao/auth.ts).
 */
export class BkashAuth {
  private token: Token | null = null;
  private pending: Promise<Token> | null = null;

  constructor(
    private readonly credentials: BkashCredentials,
    private readonly call: TokenCall,
    private readonly now: () => number,
  ) {}

  async idToken(): Promise<string> {
    const token = this.token;
    if (token && this.now() < token.renewAt) return token.id;
    this.pending ??= this.renew(token).finally(() => {
      this.pending = null;
    });
    return (await this.pending).id;
  }

  /** A token bKash refused (401): the next call gets a fresh one. */
  forget(id: string): void {
    if (this.token?.id === id) this.token = null;
  }

  private async renew(old: Token | null): Promise<Token> {
    const app = { app_key: this.credentials.appKey, app_secret: this.credentials.appSecret };
    // A token past its expiry is granted afresh rather than refreshed: the grant always works with the right credentials.
    if (old?.refresh && this.now() < old.expiresAt) {
      try {
        return this.keep(await this.call('/tokenized/checkout/token/refresh', { ...app, refresh_token: old.refresh }));
      } catch (err) {
        if (!(err instanceof BkashError && err.kind === 'answered')) throw err;
      }
    }
    let answer: Record<string, unknown>;
    try {
      answer = await this.call('/tokenized/checkout/token/grant', app);
    } catch (err) {
      if (err instanceof BkashError && err.kind === 'answered') {
        throw new BkashError(
          `bKash refused the merchant credentials (${err.message}); check the username, password, app key and app secret (the BKASH_* variables)`,
          'answered',
          err.code,
          err.status,
        );
      }
      throw err;
    }
    return this.keep(answer);
  }

  private keep(answer: Record<string, unknown>): Token {
    if (typeof answer.id_token !== 'string' || !answer.id_token) throw new BkashError('bKash answered the token request without a token', 'answered');
    const seconds = Number(answer.expires_in);
    const lifeMs = (Number.isFinite(seconds) && seconds > 0 ? seconds : 3600) * 1000;
    const at = this.now();
    this.token = {
      id: answer.id_token,
      refresh: typeof answer.refresh_token === 'string' && answer.refresh_token ? answer.refresh_token : null,
      expiresAt: at + lifeMs,
      renewAt: at + lifeMs - Math.min(MARGIN_MS, lifeMs / 10),
    };
    return this.token;
  }
}
