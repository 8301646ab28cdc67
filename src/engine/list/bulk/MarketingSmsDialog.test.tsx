import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AdminContext, ListContextProvider, memoryStore, type ListControllerResult } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { MarketingSmsAnswer } from '../../../../common/wire/sms';
import { TEST_API } from '../../../app/testing/renderShell';
import { createApiClient, createApiDataProvider } from '../../../dataProvider';
import { createI18nProvider } from '../../../i18n';
import { startMswServer } from '../../../test/mswServer';
import { MarketingSmsDialog } from './MarketingSmsDialog';

/*
 * The Marketing SMS dialog counts people with the language's own singular and plural (polyglot's smart_count):
 * "1 customer", "2 customers", in English and in Bangla, never "All 1 customers".
 */

const server = startMswServer();

const preview = (recipients: number, optedOut: number, noPhone: number): MarketingSmsAnswer => ({
  message: '',
  queued: 0,
  batchId: null,
  matched: recipients + optedOut + noPhone,
  recipients,
  optedOut,
  noPhone,
  encoding: 'gsm7',
  characters: 5,
  parts: 1,
  cost: recipients * 0.35,
  held: false,
});

function renderDialog({ selected, total, answer, locale = 'en' }: { selected: number; total: number; answer: MarketingSmsAnswer; locale?: string }) {
  server.use(http.post(`${TEST_API}/customers/sms`, () => HttpResponse.json(answer)));
  const dataProvider = createApiDataProvider(createApiClient({ baseUrl: TEST_API }));
  // The dialog reads only the list's filters and total.
  const list = { filterValues: {}, total } as unknown as ListControllerResult;
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider()} store={memoryStore({ locale })}>
      <ListContextProvider value={list}>
        <MarketingSmsDialog resource="customers" ids={Array.from({ length: selected }, (_, i) => `c${i}`)} onClose={() => {}} />
      </ListContextProvider>
    </AdminContext>,
  );
}

describe('the Marketing SMS dialog counts in singular and plural', { timeout: 30_000 }, () => {
  it('one customer', async () => {
    renderDialog({ selected: 1, total: 1, answer: preview(1, 1, 1) });
    const dialog = await screen.findByRole('dialog', { name: 'Marketing SMS' });
    expect(within(dialog).getByRole('radio', { name: 'The 1 selected customer' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'The 1 customer matching the search and filters' })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Hello');
    expect(await within(dialog).findByTestId('sms-recipients')).toHaveTextContent(/^1 customer$/);
    expect(within(dialog).getByText('1 customer opted out, 1 customer without a valid mobile number')).toBeInTheDocument();
  });

  it('several customers', async () => {
    renderDialog({ selected: 2, total: 12, answer: preview(2, 3, 0) });
    const dialog = await screen.findByRole('dialog', { name: 'Marketing SMS' });
    expect(within(dialog).getByRole('radio', { name: 'The 2 selected customers' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'All 12 customers matching the search and filters' })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Hello');
    expect(await within(dialog).findByTestId('sms-recipients')).toHaveTextContent(/^2 customers$/);
    expect(within(dialog).getByText('3 customers opted out, 0 customers without a valid mobile number')).toBeInTheDocument();
  });

  it('in Bangla, with Bangla digits', async () => {
    renderDialog({ selected: 1, total: 2, answer: preview(2, 1, 0), locale: 'bn' });
    const dialog = await screen.findByRole('dialog', { name: 'মার্কেটিং এসএমএস' });
    expect(within(dialog).getByRole('radio', { name: 'বাছাই করা ১ জন গ্রাহক' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'খোঁজ ও ফিল্টারে মেলা সব ২ জন গ্রাহক' })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'বার্তা' }), 'Hello');
    expect(await within(dialog).findByTestId('sms-recipients')).toHaveTextContent(/^২ জন গ্রাহক$/);
    expect(within(dialog).getByText('১ জন এসএমএস চান না, ০ জনের বৈধ মোবাইল নম্বর নেই')).toBeInTheDocument();
  });
});
