/**
 * The access and refresh tokens live in localStorage so a reload keeps the
 * session (spec §4 Auth). The access token's key comes from the build's
 * environment (spec §9 "default token name comes from an environment setting").
 */
import type { TokenPair } from '../../common/wire/auth';

export const ACCESS_TOKEN_KEY: string = import.meta.env.VITE_TOKEN_KEY || 'token';
export const REFRESH_TOKEN_KEY = 'refreshToken';

export type { TokenPair } from '../../common/wire/auth';

export const tokenStorage = {
  getAccessToken(): string | null {
    return localStorage.getItem(ACCESS_TOKEN_KEY);
  },
  getRefreshToken(): string | null {
    return localStorage.getItem(REFRESH_TOKEN_KEY);
  },
  save({ accessToken, refreshToken }: TokenPair): void {
    localStorage.setItem(ACCESS_TOKEN_KEY, accessToken);
    localStorage.setItem(REFRESH_TOKEN_KEY, refreshToken);
  },
  clear(): void {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    localStorage.removeItem(REFRESH_TOKEN_KEY);
  },
};
