import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider, UserIdentity } from 'react-admin';
import { hasPermission } from '../../common/permissions';
import { permissionPrefix } from '../../common/resourceNames';
import type { ApiClient } from '../dataProvider/apiClient';
import { callRoute } from '../dataProvider/request';
import { tokenStorage } from '../dataProvider/tokenStorage';
import { askForNewPassword, forgetPasswordRequest } from './passwordRequest';
import { announceCloseKept, announceSignOutRefused, closeKeptOnThisDevice, waitingSalesOnThisDevice } from '../pos/offline/signOutGuard';
import { forgetKeptSelf, selfOrKept } from './keptSelf';
import { IDENTITY_QUERY_KEY, SELF_QUERY_KEY } from './session';

export const LOGIN_PATH = '/auth/login';

export interface LoginParams {
  email: string;
  password: string;
}

/** getIdentity's answer: react-admin's id/fullName plus what the account menu and tables need. */
export interface Identity extends UserIdentity {
  email: string;
  phone: string | null;
  roleName: string;
  /** The role's id: the role editor locks the role one holds (nobody changes it). */
  roleId: string;
  permissions: string[];
  preferences: Record<string, string[]>;
}

function hasStatus(error: unknown): error is { status: number } {
  return typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number';
}

export function createAuthProvider(client: ApiClient, queryClient: QueryClient): AuthProvider {
  const fetchSelf = () =>
    queryClient.fetchQuery({
      queryKey: SELF_QUERY_KEY,
      queryFn: () => selfOrKept(() => callRoute(client, 'GET /auth/self', {})),
      staleTime: Infinity,
    });

  const forgetSession = () => {
    forgetKeptSelf();
    queryClient.removeQueries({ queryKey: SELF_QUERY_KEY });
    queryClient.removeQueries({ queryKey: IDENTITY_QUERY_KEY });
  };

  // Signed out, nobody holds a permission, and asking the server would only
  // answer 401: react-admin asks for permissions on every page, the login page
  // included, and a 401 there logs out, clears the cache, asks again... a loop.
  const permissions = async (): Promise<string[]> => (tokenStorage.isSignedIn() ? (await fetchSelf()).user.role.permissions : []);

  return {
    async login({ email, password }: LoginParams) {
      const answer = await callRoute(client, 'POST /auth/login', { body: { email, password, refreshTokenIn: 'cookie' } }, { auth: false });
      tokenStorage.save(answer);
      if (answer.passwordChangeRequired) askForNewPassword();
      else forgetPasswordRequest();
      // Start the new session from scratch: react-admin keeps the failed
      // checkAuth of the signed-out visit in its cache and, with requireAuth,
      // would log the user straight out again on the way to `/`. Awaiting the
      // reset lets the active checkAuth succeed before react-admin navigates.
      // No redirectTo: react-admin then goes back to the screen the visitor
      // opened before being sent to sign in (a till's /pos), else to `/`.
      await queryClient.resetQueries({ queryKey: ['auth'] });
    },

    async logout() {
      // Issue 25: a signed-in user's sign-out waits for the till's offline sales to be sent (they
      // cannot be sent signed out). A session that is already over (no token) still signs out.
      if (tokenStorage.isSignedIn()) {
        const waiting = await waitingSalesOnThisDevice().catch(() => 0);
        if (waiting > 0) {
          announceSignOutRefused(waiting);
          throw new Error('pos.offline.signout_refused');
        }
        const kept = closeKeptOnThisDevice();
        if (kept !== null) {
          announceCloseKept(kept);
          throw new Error('shifts.till.signout_close_kept');
        }
      }
      const signedIn = tokenStorage.isSignedIn();
      tokenStorage.clear();
      forgetSession();
      forgetPasswordRequest();
      // Revoking on the server is best effort: the access token is gone from this tab either way,
      // and the cookie's session would end on its own.
      if (signedIn) await client.endSession();
      return LOGIN_PATH;
    },

    async checkAuth() {
      // message: false: landing on the sign-in page is not an error worth a toast.
      if (!tokenStorage.isSignedIn()) throw { redirectTo: LOGIN_PATH, message: false };
      if (tokenStorage.getAccessToken()) return;
      // A reloaded tab: renew from the cookie. With no network the till still opens (issue 25),
      // on what it kept, and renews when the connection returns.
      if ((await client.renew()) === 'ended') throw { redirectTo: LOGIN_PATH, message: false };
    },

    async checkError(error: unknown) {
      // The apiClient already tried a token refresh: a 401 here means the session is over.
      // A 403 only says this action is not allowed; the toast shows the server's message.
      if (hasStatus(error) && error.status === 401) {
        tokenStorage.clear();
        throw { redirectTo: LOGIN_PATH };
      }
    },

    async getIdentity(): Promise<Identity> {
      if (!tokenStorage.isSignedIn()) throw new Error('ra.auth.auth_check_error');
      const { user } = await fetchSelf();
      return {
        id: user._id,
        fullName: user.name,
        avatar: user.image ?? undefined,
        email: user.email,
        phone: user.phone ?? null,
        roleName: user.role.name,
        roleId: user.role._id,
        permissions: user.role.permissions,
        preferences: user.preferences ?? {},
      };
    },

    getPermissions: permissions,

    async canAccess({ resource, action }) {
      // A resource read with another's permissions (courier areas with the deliveries') is checked as that one.
      return hasPermission(await permissions(), permissionPrefix(resource), action);
    },
  };
}
