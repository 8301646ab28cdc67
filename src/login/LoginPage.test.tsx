import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell, TEST_API } from '../app/testing/renderShell';
import { tokenStorage } from '../dataProvider';

vi.setConfig({ testTimeout: 20_000 });

const server = setupServer(
  http.get(`${TEST_API}/auth/self`, () =>
    HttpResponse.json({
      user: { _id: 'u1', name: 'Owner', email: 'owner@example.com', role: { _id: 'r1', name: 'Owner', permissions: ['*'] }, preferences: {} },
      shop: { name: 'Rong Fashion', currency: { code: 'BDT', symbol: '৳' }, timeZone: 'Asia/Dhaka' },
    }),
  ),
  http.get(`${TEST_API}/:resource/get/count`, () => HttpResponse.json({ count: 3 })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

describe('sign-in', () => {
  it('a visitor without a token is sent to /auth/login', async () => {
    renderShell('/categories');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('menu', { name: 'Main menu' })).toBeNull();
  });

  it('shows the server’s message when the sign-in is refused', async () => {
    server.use(
      http.post(`${TEST_API}/auth/login`, () =>
        HttpResponse.json({ statusCode: 401, error: 'Unauthorized', message: 'Wrong email or password' }, { status: 401 }),
      ),
    );
    renderShell('/auth/login');
    await userEvent.type(await screen.findByLabelText(/Email/), 'owner@example.com');
    await userEvent.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password');
    expect(tokenStorage.getAccessToken()).toBeNull();
  });

  it('signs in, keeps no token where scripts read, and opens the dashboard', async () => {
    let body: unknown;
    server.use(
      http.post(`${TEST_API}/auth/login`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ accessToken: 'access-from-login', refreshToken: 'refresh-from-login' });
      }),
    );
    renderShell('/auth/login');
    await userEvent.type(await screen.findByLabelText(/Email/), 'owner@example.com');
    await userEvent.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'owner-pass-123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Rong Fashion' })).toBeInTheDocument();
    // The refresh token is asked for in the cookie, and kept nowhere a script can read.
    expect(body).toEqual({ email: 'owner@example.com', password: 'owner-pass-123', refreshTokenIn: 'cookie' });
    expect(JSON.stringify(localStorage)).not.toContain('refresh-from-login');
    expect(JSON.stringify(localStorage)).not.toContain('access-from-login');
  });

  it('a signed-in visitor on /auth/login goes to the dashboard', async () => {
    tokenStorage.save({ accessToken: 'a1', refreshToken: 'r1' });
    renderShell('/auth/login');
    const menu = await screen.findByRole('menu', { name: 'Main menu' });
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
  });

  it('logout clears both tokens and returns to /auth/login', async () => {
    tokenStorage.save({ accessToken: 'a1', refreshToken: 'r1' });
    let ended = false;
    server.use(
      http.delete(`${TEST_API}/auth/refresh`, () => {
        ended = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderShell('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Account' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(tokenStorage.getAccessToken()).toBeNull();
    expect(tokenStorage.isSignedIn()).toBe(false);
    expect(ended).toBe(true);
  });

  it('the language chosen before logging out stays on the sign-in page', async () => {
    tokenStorage.save({ accessToken: 'a1', refreshToken: 'r1' });
    server.use(http.delete(`${TEST_API}/auth/refresh`, () => new HttpResponse(null, { status: 204 })));
    renderShell('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Account' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'বাংলা' }));
    await userEvent.click(await screen.findByRole('button', { name: 'অ্যাকাউন্ট' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'লগআউট' }));
    expect(await screen.findByRole('heading', { name: 'সাইন ইন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'বাংলা' })).toHaveAttribute('aria-pressed', 'true');
  });
});
