import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BookAnswer, BookRequest } from '../../../common/wire/deliveries';
import { TEST_API } from '../../app/testing/renderShell';
import { createApiClient, createApiDataProvider } from '../../dataProvider';
import { createI18nProvider } from '../../i18n';
import { startMswServer } from '../../test/mswServer';
import { BookDeliveriesDialog } from './BookDeliveriesDialog';

const server = startMswServer();
let asked: BookRequest[] = [];

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
  server.use(
    http.get(`${TEST_API}/deliveries/couriers`, () =>
      HttpResponse.json([
        { name: 'manual', label: 'Manual (own rider)' },
        { name: 'steadfast', label: 'Steadfast' },
      ]),
    ),
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
  it('offers the couriers the server has, books with the one chosen and shows each order’s outcome', async () => {
    const closed: (boolean | undefined)[] = [];
    renderDialog('en', (done) => closed.push(done));
    const dialog = await screen.findByRole('dialog', { name: 'Book delivery for 2 orders' });
    expect(within(dialog).getByRole('radio', { name: 'Manual (own rider)' })).toBeChecked();
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Steadfast' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note for the courier (optional)' }), 'Call before');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    const table = await within(dialog).findByRole('table', { name: 'Outcome' });
    expect(asked).toEqual([{ orders: ['o1', 'o2'], courier: 'steadfast', note: 'Call before' }]);
    expect(within(table).getByRole('row', { name: /S-000101/ })).toHaveTextContent('Booked · Tracking SF424107X');
    expect(within(table).getByRole('row', { name: /S-000102/ })).toHaveTextContent('Not booked: The order has no delivery address');
    expect(await screen.findByText('1 booked, 1 not booked')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(closed).toEqual([true]);
  });

  it('says each reason in Bangla from its code', async () => {
    renderDialog('bn');
    const dialog = await screen.findByRole('dialog', { name: /ডেলিভারি বুক করুন/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'বুক করুন' }));
    const table = await within(dialog).findByRole('table', { name: 'ফলাফল' });
    expect(within(table).getByRole('row', { name: /S-000102/ })).toHaveTextContent('বুক হয়নি: অর্ডারে কোনো ডেলিভারি ঠিকানা নেই');
  });
});
