import { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAuthProvider } from '../authProvider';
import { createApiClient, createApiDataProvider, tokenStorage } from '../dataProvider';
import { createI18nProvider } from '../i18n';
import { TEST_API } from '../app/testing/renderShell';
import { useFormatDate } from './useFormatDate';
import { useFormatMoney } from './useFormatMoney';
import { startMswServer } from '../test/mswServer';

const server = startMswServer();
beforeEach(() => {
  localStorage.clear();
  tokenStorage.save({ accessToken: 'a1', refreshToken: 'r1' });
});

function wrapper(locale: 'en' | 'bn') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createApiClient({ baseUrl: TEST_API });
  const store = memoryStore({ locale });
  return ({ children }: { children: ReactNode }) => (
    <AdminContext
      dataProvider={createApiDataProvider(client)}
      authProvider={createAuthProvider(client, queryClient)}
      i18nProvider={createI18nProvider()}
      queryClient={queryClient}
      store={store}
    >
      {children}
    </AdminContext>
  );
}

function serveShop(shop: { symbol: string; timeZone: string }) {
  server.use(
    http.get(`${TEST_API}/auth/self`, () =>
      HttpResponse.json({
        user: { _id: 'u1', name: 'A', email: 'a@example.com', role: { _id: 'r', name: 'Owner', permissions: ['*'] }, preferences: {} },
        shop: { name: 'Rong', currency: { code: 'BDT', symbol: shop.symbol }, timeZone: shop.timeZone },
      }),
    ),
  );
}

describe('useFormatMoney', () => {
  it('writes taka with two decimals and lakh grouping, using the shop’s symbol', async () => {
    serveShop({ symbol: 'Tk', timeZone: 'Asia/Dhaka' });
    const { result } = renderHook(() => useFormatMoney(), { wrapper: wrapper('en') });
    await waitFor(() => expect(result.current(123456.5)).toBe('Tk 1,23,456.50'));
    expect(result.current(0.1 + 0.2)).toBe('Tk 0.30');
    expect(result.current(null)).toBe('');
  });

  it('uses Bangla digits when the locale is bn', async () => {
    serveShop({ symbol: '৳', timeZone: 'Asia/Dhaka' });
    const { result } = renderHook(() => useFormatMoney(), { wrapper: wrapper('bn') });
    await waitFor(() => expect(result.current(1200)).toBe('৳ ১,২০০.০০'));
  });
});

describe('useFormatDate', () => {
  it('shows instants in the shop’s time zone as YYYY-MM-DD and hh:mm A', async () => {
    // Not the default zone, so the answer shows the shop's setting was used.
    serveShop({ symbol: '৳', timeZone: 'Asia/Kolkata' });
    const { result } = renderHook(() => useFormatDate(), { wrapper: wrapper('en') });
    // 20:00 UTC is 01:30 the next morning in Kolkata (UTC+5:30), 02:00 in Dhaka.
    await waitFor(() => expect(result.current.dateTime('2026-11-21T20:00:00Z')).toBe('2026-11-22 01:30 AM'));
    expect(result.current.date(undefined)).toBe('');
  });

  it('writes Bangla digits and translates AM/PM when the locale is bn', async () => {
    serveShop({ symbol: '৳', timeZone: 'Asia/Dhaka' });
    const { result } = renderHook(() => useFormatDate(), { wrapper: wrapper('bn') });
    await waitFor(() => expect(result.current.dateTime('2026-11-22T10:05:00Z')).toBe('২০২৬-১১-২২ ০৪:০৫ অপরাহ্ণ'));
    expect(result.current.time('2026-11-21T20:00:00Z')).toBe('০২:০০ পূর্বাহ্ণ');
  });
});

describe('numbers in translated messages', () => {
  it('are written in Bangla digits in Bangla, while text put into a message stays as typed', async () => {
    const i18n = createI18nProvider();
    expect(i18n.translate('engine.list.result_count', { smart_count: 17 })).toBe('17 results');
    await i18n.changeLocale('bn');
    expect(i18n.translate('engine.list.result_count', { smart_count: 17 })).toBe('১৭টি ফলাফল');
    expect(i18n.translate('engine.list.page_of', { page: 1, pages: 12 })).toBe('পাতা ১ / ১২');
    expect(i18n.translate('engine.list.filters.tag.equal', { name: 'SKU', value: 'TEE-42' })).toContain('TEE-42');
  });
});
