import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { InvoiceRequest } from '../../../common/wire/orders';
import { TEST_API } from '../../app/testing/renderShell';
import { SELF_QUERY_KEY } from '../../authProvider';
import { PLAIN_PRINTED, selfAnswer } from '../../test/selfAnswer';
import { createApiClient, createApiDataProvider } from '../../dataProvider';
import { createI18nProvider } from '../../i18n';
import { startMswServer } from '../../test/mswServer';
import { InvoiceButton } from './InvoiceButton';

const server = startMswServer();
const click = HTMLAnchorElement.prototype.click;
let saved: string[] = [];
let asked: InvoiceRequest[] = [];
beforeEach(() => {
  saved = [];
  asked = [];
  URL.createObjectURL = () => 'blob:test';
  URL.revokeObjectURL = () => undefined;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    saved.push(this.download);
  };
  server.use(
    http.post(`${TEST_API}/orders/export/invoice`, async ({ request }) => {
      const body = (await request.json()) as InvoiceRequest;
      asked.push(body);
      const name = body.form === 'mushak-6.3' ? 'MUSHAK-6.3_S-003001_202611251630.pdf' : 'INVOICE_S-003001_202611251630.pdf';
      return new HttpResponse('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${name}"` } });
    }),
  );
});
afterEach(() => {
  HTMLAnchorElement.prototype.click = click;
});

function renderButton(vatRegistration: string | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const self = selfAnswer(['*'], {
    roleName: 'Owner',
    printed: { ...PLAIN_PRINTED, shopName: 'Rangdhonu Fashion', address: 'Dhanmondi, Dhaka', vatRegistration },
  });
  queryClient.setQueryData(SELF_QUERY_KEY, self);
  render(
    <AdminContext
      dataProvider={createApiDataProvider(createApiClient({ baseUrl: TEST_API }))}
      i18nProvider={createI18nProvider()}
      queryClient={queryClient}
      store={memoryStore()}
    >
      <InvoiceButton orderId="o1" />
      <Notification />
    </AdminContext>,
  );
}

describe('the invoice button of the order page', { timeout: 30_000 }, () => {
  it('saves the sale invoice at once while the shop has no VAT registration number', async () => {
    renderButton(null);
    const button = await screen.findByRole('button', { name: 'Invoice PDF' });
    expect(button).not.toHaveAttribute('aria-haspopup');
    await userEvent.click(button);
    expect(await screen.findByText('Invoice saved as INVOICE_S-003001_202611251630.pdf')).toBeInTheDocument();
    expect(asked).toEqual([{ id: 'o1', form: 'invoice' }]);
    expect(saved).toEqual(['INVOICE_S-003001_202611251630.pdf']);
  });

  it('with a BIN, offers the sale invoice and the VAT invoice (Mushak-6.3) in English and Bangla', async () => {
    renderButton('000123456-0101');
    await userEvent.click(await screen.findByRole('button', { name: 'Invoice PDF' }));
    const menu = await screen.findByRole('menu', { name: 'Choose an invoice' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Sale invoice', 'VAT invoice (Mushak-6.3), English', 'VAT invoice (Mushak-6.3), Bangla']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'VAT invoice (Mushak-6.3), Bangla' }));
    expect(await screen.findByText('Invoice saved as MUSHAK-6.3_S-003001_202611251630.pdf')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Invoice PDF' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sale invoice' }));
    await expect.poll(() => asked.length).toBe(2);
    expect(asked).toEqual([
      { id: 'o1', form: 'mushak-6.3', lang: 'bn' },
      { id: 'o1', form: 'invoice' },
    ]);
  });
});
