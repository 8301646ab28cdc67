import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../dataProvider/apiClient';
import { SIGNED_IN_KEY, tokenStorage } from '../dataProvider/tokenStorage';
import { passwordChangeAsked } from './passwordRequest';
import { createAuthProvider } from './authProvider';
import { selfAnswer } from '../test/selfAnswer';
import { startMswServer } from '../test/mswServer';

const API = 'http://localhost/api';
const server = startMswServer();
let queryClient: QueryClient;
let authProvider: ReturnType<typeof createAuthProvider>;

const self = (permissions: string[]) => selfAnswer(permissions, { preferences: { categories: ['name', 'slug'] } });

beforeEach(() => {
  localStorage.clear();
  queryClient = new QueryClient();
  authProvider = createAuthProvider(createApiClient({ baseUrl: API }), queryClient);
});

describe('login and logout', () => {
  it('login asks for the refresh token in a cookie, keeps the access token in memory only, and leaves where to go to react-admin', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/auth/login`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ accessToken: 'a1', user: { _id: 'u1' } });
      }),
    );
    const result = await authProvider.login({ email: 'owner@example.com', password: 'secret-123' });
    expect(body).toEqual({ email: 'owner@example.com', password: 'secret-123', refreshTokenIn: 'cookie' });
    expect(tokenStorage.getAccessToken()).toBe('a1');
    // Nothing a script could carry away is in local storage.
    expect(JSON.stringify(localStorage)).not.toContain('a1');
    // No redirectTo: react-admin returns to the screen the visitor opened, or `/`.
    expect(result).toBeUndefined();
    expect(passwordChangeAsked()).toBe(false);
  });

  it('a sign-in with a password below the rules asks for a new one', async () => {
    server.use(http.post(`${API}/auth/login`, () => HttpResponse.json({ accessToken: 'a1', user: { _id: 'u1' }, passwordChangeRequired: true })));
    await authProvider.login({ email: 'owner@example.com', password: 'old-pass' });
    expect(passwordChangeAsked()).toBe(true);
  });

  it('a refused login keeps no token and rejects with the server message', async () => {
    server.use(
      http.post(`${API}/auth/login`, () =>
        HttpResponse.json({ statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password' }, { status: 401 }),
      ),
    );
    await expect(authProvider.login({ email: 'x@example.com', password: 'nope' })).rejects.toMatchObject({
      message: 'Invalid email or password',
    });
    expect(tokenStorage.getAccessToken()).toBeNull();
  });

  it('logout ends the cookie session on the server, forgets the token and goes to /auth/login', async () => {
    tokenStorage.save({ accessToken: 'a1' });
    let csrf: string | null = null;
    server.use(
      http.delete(`${API}/auth/refresh`, ({ request }) => {
        csrf = request.headers.get('X-Requested-With');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    expect(await authProvider.logout({})).toBe('/auth/login');
    expect(csrf).toBe('fetch');
    expect(tokenStorage.getAccessToken()).toBeNull();
    expect(tokenStorage.isSignedIn()).toBe(false);
  });

  it('logout still clears the tokens when the server cannot be reached', async () => {
    tokenStorage.save({ accessToken: 'a1', refreshToken: 'r1' });
    server.use(http.delete(`${API}/auth/refresh`, () => HttpResponse.error()));
    await authProvider.logout({});
    expect(tokenStorage.getAccessToken()).toBeNull();
    expect(tokenStorage.isSignedIn()).toBe(false);
  });
});

describe('checkAuth and checkError', () => {
  it('without a token rejects and sends the visitor to /auth/login', async () => {
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/auth/login' });
  });

  it('with a token resolves', async () => {
    tokenStorage.save({ accessToken: 'a1', refreshToken: 'r1' });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  /** A reloaded tab: signed in, but the access token was in the old page's memory. */
  const reloaded = () => {
    tokenStorage.save({ accessToken: 'gone' });
    authProvider = createAuthProvider(createApiClient({ baseUrl: API }), queryClient);
    tokenStorage.clear();
    localStorage.setItem(SIGNED_IN_KEY, '1');
  };

  it('after a reload renews the access token from the cookie', async () => {
    reloaded();
    server.use(http.post(`${API}/auth/refresh`, () => HttpResponse.json({ accessToken: 'a2' })));
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(tokenStorage.getAccessToken()).toBe('a2');
  });

  it('after a reload with the cookie session over, goes to /auth/login', async () => {
    reloaded();
    server.use(http.post(`${API}/auth/refresh`, () => HttpResponse.json({ message: 'ended' }, { status: 401 })));
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/auth/login' });
    expect(tokenStorage.isSignedIn()).toBe(false);
  });

  it('after a reload with no network stays signed in, for the offline till', async () => {
    reloaded();
    server.use(http.post(`${API}/auth/refresh`, () => HttpResponse.error()));
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(tokenStorage.isSignedIn()).toBe(true);
  });

  it('logs out on a 401 but not on a 403', async () => {
    tokenStorage.save({ accessToken: 'a1', refreshToken: 'r1' });
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/auth/login' });
    expect(tokenStorage.getAccessToken()).toBeNull();
  });
});

describe('identity and permissions', () => {
  it('reads name, role and preferences from auth/self, asking the server once per session', async () => {
    tokenStorage.save({ accessToken: 'a1', refreshToken: 'r1' });
    let calls = 0;
    server.use(
      http.get(`${API}/auth/self`, () => {
        calls += 1;
        return HttpResponse.json(self(['categories:list']));
      }),
    );
    const identity = await authProvider.getIdentity!();
    expect(identity).toMatchObject({
      id: 'u1',
      fullName: 'Rahim Uddin',
      roleName: 'Store Manager',
      preferences: { categories: ['name', 'slug'] },
    });
    expect(await authProvider.getPermissions!({})).toEqual(['categories:list']);
    expect(calls).toBe(1);
  });

  it('signed out, asks the server nothing: no permissions, no access, no identity', async () => {
    // No handler for auth/self: a request would fail the call.
    expect(await authProvider.getPermissions!({})).toEqual([]);
    expect(await authProvider.canAccess!({ resource: 'categories', action: 'list' })).toBe(false);
    await expect(authProvider.getIdentity!()).rejects.not.toHaveProperty('status');
  });

  it('canAccess grants everything to *', async () => {
    tokenStorage.save({ accessToken: 'a1', refreshToken: 'r1' });
    server.use(http.get(`${API}/auth/self`, () => HttpResponse.json(self(['*']))));
    expect(await authProvider.canAccess!({ resource: 'users', action: 'delete' })).toBe(true);
  });

  it('canAccess follows specific permissions', async () => {
    tokenStorage.save({ accessToken: 'a1', refreshToken: 'r1' });
    server.use(http.get(`${API}/auth/self`, () => HttpResponse.json(self(['categories:list', 'brands:*']))));
    expect(await authProvider.canAccess!({ resource: 'categories', action: 'list' })).toBe(true);
    expect(await authProvider.canAccess!({ resource: 'categories', action: 'delete' })).toBe(false);
    expect(await authProvider.canAccess!({ resource: 'brands', action: 'delete' })).toBe(true);
    expect(await authProvider.canAccess!({ resource: 'users', action: 'list' })).toBe(false);
  });

  it('canAccess checks a resource read with another’s permissions as that one (courier areas as deliveries)', async () => {
    tokenStorage.save({ accessToken: 'a1', refreshToken: 'r1' });
    server.use(http.get(`${API}/auth/self`, () => HttpResponse.json(self(['deliveries:list']))));
    expect(await authProvider.canAccess!({ resource: 'courier-area-map', action: 'list' })).toBe(true);
    expect(await authProvider.canAccess!({ resource: 'courier-area-map', action: 'edit' })).toBe(false);
  });

  it('a new login forgets the previous user’s identity', async () => {
    tokenStorage.save({ accessToken: 'a1', refreshToken: 'r1' });
    let role = 'Cashier';
    server.use(
      http.get(`${API}/auth/self`, () => {
        const answer = self([]);
        answer.user.role.name = role;
        return HttpResponse.json(answer);
      }),
      http.post(`${API}/auth/login`, () => HttpResponse.json({ accessToken: 'a2', refreshToken: 'r2' })),
    );
    expect((await authProvider.getIdentity!()).roleName).toBe('Cashier');
    role = 'Owner';
    await authProvider.login({ email: 'owner@example.com', password: 'x' });
    expect((await authProvider.getIdentity!()).roleName).toBe('Owner');
  });
});
