import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PurchaseDetail, ReceiveInput } from '../../../common/wire/purchases';
import { TEST_API } from '../../app/testing/renderShell';
import { PosTestApp } from '../../pos/testing';
import { startMswServer } from '../../test/mswServer';
import { PurchaseReceiveDialog } from './PurchaseReceiveDialog';

const server = startMswServer();

const line = (l: Pick<PurchaseDetail['lines'][number], '_id' | 'name' | 'qty' | 'receivedQty'> & Partial<PurchaseDetail['lines'][number]>) => ({
  product: 'p1',
  variant: null,
  variantName: null,
  sku: null,
  unitCost: 100,
  toReceive: l.qty - l.receivedQty,
  ...l,
});

const PURCHASE: PurchaseDetail = {
  _id: 'pu1',
  number: 'P-000007',
  status: 'partly-received',
  supplier: { _id: 's1', name: 'Mirpur Weavers', phone: null, address: null },
  location: { _id: 'l1', name: 'Tejgaon Warehouse', address: null },
  total: 1500,
  note: null,
  orderedAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T09:00:00.000Z',
  lines: [
    line({ _id: 'a', name: 'Jamdani sari', variantName: 'Red', qty: 10, receivedQty: 4 }),
    line({ _id: 'b', name: 'Prayer cap', qty: 5, receivedQty: 5 }),
  ],
};

describe('Receive dialog', () => {
  it('offers what is left, ignores a quantity below 0, sends one receipt id however often it is pressed, and says so', async () => {
    const sent: ReceiveInput[] = [];
    server.use(
      http.get(`${TEST_API}/purchases/pu1/lines`, () => HttpResponse.json(PURCHASE)),
      http.post(`${TEST_API}/purchases/pu1/receive`, async ({ request }) => {
        const body = (await request.json()) as ReceiveInput;
        sent.push(body);
        // The first answer is lost (a flaky network): the retry must carry the same receipt.
        if (sent.length === 1)
          return HttpResponse.json({ statusCode: 409, error: 'Conflict', message: 'The shop was busy with the same items; please try again' }, { status: 409 });
        return HttpResponse.json({ receipt: body.receipt, replayed: false, received: body.lines, purchase: { ...PURCHASE, status: 'received' } });
      }),
    );
    let closed = 0;
    render(
      <PosTestApp path="/purchases/pu1/show" route="/purchases/:id/show">
        <PurchaseReceiveDialog purchaseId="pu1" onClose={() => (closed += 1)} />
      </PosTestApp>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Receive purchase P-000007' });
    expect(within(dialog).getByText('The goods go into Tejgaon Warehouse.')).toBeInTheDocument();
    const sari = await within(dialog).findByRole('textbox', { name: 'Quantity of Jamdani sari (Red) to receive now' });
    expect(sari).toHaveValue('6');
    expect(within(dialog).getByRole('textbox', { name: 'Quantity of Prayer cap to receive now' })).toBeDisabled();
    await userEvent.clear(sari);
    await userEvent.type(sari, '3');
    expect(sari).toHaveValue('3');
    await userEvent.type(sari, '-');
    expect(sari).toHaveValue('3');
    // More than is left becomes what is left.
    await userEvent.type(sari, '9');
    expect(sari).toHaveValue('6');
    await userEvent.clear(sari);
    await userEvent.type(sari, '3');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Receive goods' }));
    expect(await screen.findByText('The shop was busy with the same items; please try again')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Receive goods' }));
    expect(await screen.findByText('Purchase P-000007: goods received')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[0]).toEqual({ receipt: expect.stringMatching(/^[0-9a-f-]{36}$/), lines: [{ line: 'a', qty: 3 }] });
    expect(sent[1]).toEqual(sent[0]);
    expect(closed).toBe(1);
  }, 30_000);
});
