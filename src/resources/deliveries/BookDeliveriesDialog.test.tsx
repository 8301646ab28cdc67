import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BookAnswer, BookRequest } from '../../../common/wire/deliveries';
import type { QuoteAnswer } from '../../../common/wire/courierQuotes';
import { TEST_API } from '../../app/testing/renderShell';
import { createApiClient, createApiDataProvider } from '../../dataProvider';
import { createI18nProvider } from '../../i18n';
import { startMswServer } from '../../test/mswServer';
import { BookDeliveriesDialog } from './BookDeliveriesDialog';

const server = startMswServer();
let asked: BookRequest[] = [];
let quoted = 0;

const option = (courier: 'manual' | 'steadfast' | 'redx', more: Partial<QuoteAnswer['orders'][number]['options'][number]>) => ({
  courier,
  reachable: true,
  charge: null,
  codCharge: null,
  source: 'none' as const,
  delivered: 0,
  finished: 0,
  deliveredRate: null,
  note: null,
  ...more,
});

/** The first order in Dhanmondi with RedX suggested (proven there), the second without an address. */
const QUOTES: QuoteAnswer = {
  orders: [
    {
      order: 'o1',
      orderNumber: 'S-000101',
      district: '47',
      thana: 'm47-dhanmondi',
      codAmount: 910,
      options: [
        option('manual', {}),
        option('steadfast', { source: 'rate-card', charge: 60, codCharge: 9.1 }),
        option('redx', { source: 'courier', charge: 60, codCharge: 0, delivered: 9, finished: 10, deliveredRate: 90 }),
      ],
      suggestion: { courier: 'redx', reason: { code: 'cheapest_above', params: { rate: 80 } } },
    },
    {
      order: 'o2',
      orderNumber: 'S-000102',
      district: null,
      thana: null,
      codAmount: 0,
      options: [],
      suggestion: null,
      error: 'The order has no delivery address',
    },
  ],
};

/** What the server answers for two orders: the first booked, the second refused for want of an address (its coded reason). */
const ANSWER: BookAnswer = {
  booked: 1,
  failed: 1,
  results: [
    { order: 'o1', orderNumber: 'S-000101', ok: true, delivery: 'd1', status: 'booked', trackingCode: 'SF424107X', consignmentId: '1424107', codAmount: 910 },
    { order: 'o2', orderNumber: 'S-000102', ok: false, error: 'The order has no delivery address', code: 'delivery_no_address' },
  ],
};

beforeEach(() => {
  asked = [];
  quoted = 0;
  server.use(
    http.get(`${TEST_API}/deliveries/couriers`, () =>
      HttpResponse.json([
        { name: 'manual', label: 'Manual (own rider)' },
        { name: 'steadfast', label: 'Steadfast' },
        { name: 'redx', label: 'RedX' },
      ]),
    ),
    http.post(`${TEST_API}/deliveries/quotes`, () => {
      quoted += 1;
      return HttpResponse.json(QUOTES);
    }),
    http.post(`${TEST_API}/deliveries/book`, async ({ request }) => {
      asked.push((await request.json()) as BookRequest);
      return HttpResponse.json(ANSWER);
    }),
  );
});

function renderDialog(locale: 'en' | 'bn', onClose: (done?: boolean) => void = () => undefined) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AdminContext
      dataProvider={createApiDataProvider(createApiClient({ baseUrl: TEST_API }))}
      i18nProvider={createI18nProvider()}
      queryClient={queryClient}
      store={memoryStore({ locale })}
    >
      <BookDeliveriesDialog ids={['o1', 'o2']} onClose={onClose} />
      <Notification />
    </AdminContext>,
  );
}

describe('Book delivery from the orders list', { timeout: 30_000 }, () => {
  it('chooses the suggested courier for each order with every courier’s price and delivered rate, and books one call per courier', async () => {
    const closed: (boolean | undefined)[] = [];
    renderDialog('en', (done) => closed.push(done));
    const dialog = await screen.findByRole('dialog', { name: 'Book delivery for 2 orders' });
    const choice = await within(dialog).findByRole('combobox', { name: 'Courier for S-000101' });
    expect(choice).toHaveTextContent('RedX · ৳ 60.00 + ৳ 0.00 cash collection · 90% delivered (9 of 10)');
    expect(within(dialog).getByText('Suggested: the cheapest that delivered at least 80% here')).toBeInTheDocument();
    expect(within(dialog).getByText('S-000101 · Dhanmondi, Dhaka')).toBeInTheDocument();
    expect(within(dialog).getByText('S-000102 · The order has no delivery address')).toBeInTheDocument();
    await userEvent.click(choice);
    const steadfast = await screen.findByRole('option', { name: /^Steadfast · ৳ 60.00 \+ ৳ 9.10 cash collection · too few parcels/ });
    await userEvent.click(steadfast);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note for the courier (optional)' }), 'Call before');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    const table = await within(dialog).findByRole('table', { name: 'Outcome' });
    expect(asked).toEqual([
      { orders: ['o1'], courier: 'steadfast', note: 'Call before' },
      { orders: ['o2'], courier: 'manual', note: 'Call before' },
    ]);
    expect(within(table).getByRole('row', { name: /S-000101/ })).toHaveTextContent('Booked · Tracking SF424107X');
    expect(within(table).getByRole('row', { name: /S-000102/ })).toHaveTextContent('Not booked: The order has no delivery address');
    expect(await screen.findByText('1 booked, 1 not booked')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(closed).toEqual([true]);
  });

  it('books every order with one courier when staff choose one for all', async () => {
    renderDialog('en');
    const dialog = await screen.findByRole('dialog', { name: 'Book delivery for 2 orders' });
    await userEvent.click(await within(dialog).findByRole('combobox', { name: 'Book every order with' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Steadfast' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    await within(dialog).findByRole('table', { name: 'Outcome' });
    expect(asked).toEqual([{ orders: ['o1', 'o2'], courier: 'steadfast' }]);
    expect(quoted).toBe(1);
  });

  it('offers one courier for all when the prices cannot be read', async () => {
    server.use(http.post(`${TEST_API}/deliveries/quotes`, () => HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 })));
    renderDialog('en');
    const dialog = await screen.findByRole('dialog', { name: 'Book delivery for 2 orders' });
    expect(await within(dialog).findByText(/The prices could not be read/)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Manual (own rider)' })).toBeChecked();
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Steadfast' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    await within(dialog).findByRole('table', { name: 'Outcome' });
    expect(asked).toEqual([{ orders: ['o1', 'o2'], courier: 'steadfast' }]);
  });

  it('says each reason in Bangla from its code', async () => {
    renderDialog('bn');
    const dialog = await screen.findByRole('dialog', { name: /ডেলিভারি বুক করুন/ });
    expect(await within(dialog).findByText('প্রস্তাব: এখানে অন্তত ৮০% ডেলিভারি করা সবচেয়ে সস্তা কুরিয়ার')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'বুক করুন' }));
    const table = await within(dialog).findByRole('table', { name: 'ফলাফল' });
    expect(within(table).getByRole('row', { name: /S-000102/ })).toHaveTextContent('বুক হয়নি: অর্ডারে কোনো ডেলিভারি ঠিকানা নেই');
  });
});
