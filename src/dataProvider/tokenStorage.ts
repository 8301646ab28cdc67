/**
 * The access token lives in this tab's memory only, and the refresh token in
 * an HttpOnly cookie of `/api/auth/refresh` that no script can read (issue
 * 34): a script injected into the page cannot carry either away for later.
 * What is kept in localStorage is only the fact that this browser signed in,
 * so a reloaded tab renews its access token from the cookie, and a till
 * reloaded offline still opens (issue 25) until it can renew.
 */
import type { TokenPair } from '../../common/wire/auth';
import { SIGNED_IN_KEY } from './signedInMark';

export { SIGNED_IN_KEY };
/** Where builds before issue 34 kept the tokens: removed on sight. */
const LEGACY_KEYS = [import.meta.env.VITE_TOKEN_KEY || 'token', 'refreshToken'];

export type { TokenPair } from '../../common/wire/auth';

let accessToken: string | null = null;

export const tokenStorage = {
  getAccessToken(): string | null {
    // Signed out in another tab (the mark gone): this tab's token goes too.
    if (!tokenStorage.isSignedIn()) accessToken = null;
    return accessToken;
  },
  /** This browser signed in and has not signed out: the access token may only wait for a renewal. */
  isSignedIn(): boolean {
    return localStorage.getItem(SIGNED_IN_KEY) !== null;
  },
  /** A refresh token in the pair is not kept: the app's is in the cookie. */
  save({ accessToken: token }: TokenPair): void {
    accessToken = token;
    localStorage.setItem(SIGNED_IN_KEY, '1');
    for (const key of LEGACY_KEYS) localStorage.removeItem(key);
  },
  clear(): void {
    accessToken = null;
    localStorage.removeItem(SIGNED_IN_KEY);
    for (const key of LEGACY_KEYS) localStorage.removeItem(key);
  },
};
