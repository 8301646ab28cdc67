import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../i18n';
import { ReceiptDialog } from './ReceiptDialog';
import { useOffline } from './offlineStore';
import type { QueuedSale } from './sale';

const SALE: QueuedSale = {
  number: 'S-004002',
  device: 'till-uttara-01',
  soldAt: '2026-12-04T08:00:00.000Z',
  seq: 1,
  idempotencyKey: 'k',
  order: { cart: { items: [{ _id: 'p1', qty: 1 }] }, paymentMethod: 'cash', customer: 'guest' },
  receipt: {
    lines: [{ name: 'Polo Shirt', qty: 1, unitPrice: 500, totalPrice: 500 }],
    subTotal: 500,
    vat: 0,
    discount: 0,
    shipping: 0,
    rounding: 0,
    total: 500,
    paid: 500,
    change: 0,
    location: 'Uttara Shop',
  },
  state: 'waiting',
  attempts: 0,
};

afterEach(() => useOffline.getState().set({ receipt: null }));

describe('the receipt of an offline sale', () => {
  it('names the till whose block its number comes from (issue 36)', async () => {
    useOffline.getState().set({ receipt: SALE });
    render(
      <AdminContext i18nProvider={createI18nProvider()} store={memoryStore()}>
        <ReceiptDialog />
      </AdminContext>,
    );
    expect(await screen.findByTestId('receipt-series')).toHaveTextContent("Series: till till-uttara-01's block");
  });

  it('carries its number as a barcode, which the till scans to exchange the sale (issue 36)', async () => {
    useOffline.getState().set({ receipt: SALE });
    render(
      <AdminContext i18nProvider={createI18nProvider()} store={memoryStore()}>
        <ReceiptDialog />
      </AdminContext>,
    );
    expect(await screen.findByRole('img', { name: 'Barcode of S-004002' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
  });
});
