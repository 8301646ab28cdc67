import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createAuthProvider } from '../../authProvider/authProvider';
import { createApiClient } from '../../dataProvider/apiClient';
import { tokenStorage } from '../../dataProvider/tokenStorage';
import { startMswServer } from '../../test/mswServer';
import { drain } from './drain';
import { topUpNumbers } from './numbers';
import { tillDb } from './posDb';
import { queueSale } from './queue';
import { keepUnsentClose, UNSENT_CLOSE_KEY } from '../shift/unsentClose';

/*
 * Issue 25: signing out is refused while the till has offline sales to send, with the count; issue 36:
 * and while it keeps a shift's close made offline, which only its cashier's session may send.
 */

const API = 'http://localhost/api';
const server = startMswServer();

describe('sign-out with offline sales waiting', () => {
  it('is refused with the count, keeps the session, and goes through once they are sent', async () => {
    server.use(http.delete(`${API}/auth/refresh`, () => new HttpResponse(null, { status: 204 })));
    const auth = createAuthProvider(createApiClient({ baseUrl: API }), new QueryClient());
    const db = await tillDb()!;
    await topUpNumbers(db, 'till-signout-1', async () => ['S-000001', 'S-000002']);
    const receipt = { lines: [], subTotal: 0, vat: 0, discount: 0, shipping: 0, rounding: 0, total: 0, paid: 0, change: 0, location: '' };
    const order = { cart: { items: [{ _id: 'p', qty: 1 }] }, paymentMethod: 'cash' as const, customer: 'guest' };
    await queueSale(db, { order, receipt });
    await queueSale(db, { order, receipt });
    tokenStorage.save({ accessToken: 'a1', refreshToken: 'r1' });

    const told: number[] = [];
    window.addEventListener('pos:signout-refused', (e) => told.push((e as CustomEvent<number>).detail));
    await expect(auth.logout({})).rejects.toThrow('pos.offline.signout_refused');
    expect(told).toEqual([2]);
    expect(tokenStorage.getAccessToken()).toBe('a1');

    await drain(db, async () => ({ kind: 'sent', orderId: 'o' }));
    expect(await auth.logout({})).toBe('/auth/login');
    expect(tokenStorage.getAccessToken()).toBeNull();
  });

  it('is refused while a shift closed offline is kept on the till, naming the shift', async () => {
    server.use(http.delete(`${API}/auth/refresh`, () => new HttpResponse(null, { status: 204 })));
    const auth = createAuthProvider(createApiClient({ baseUrl: API }), new QueryClient());
    keepUnsentClose({ shift: 'shift-1', number: 'SH-000007', counted: { '100': 1 }, countedAt: new Date().toISOString() });
    tokenStorage.save({ accessToken: 'a2', refreshToken: 'r2' });
    const told: string[] = [];
    window.addEventListener('pos:signout-refused-close', (e) => told.push((e as CustomEvent<string>).detail));
    await expect(auth.logout({})).rejects.toThrow('shifts.till.signout_close_kept');
    expect(told).toEqual(['SH-000007']);
    expect(tokenStorage.getAccessToken()).toBe('a2');

    localStorage.removeItem(UNSENT_CLOSE_KEY);
    expect(await auth.logout({})).toBe('/auth/login');
  });
});
