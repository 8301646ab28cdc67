import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_API } from '../../app/testing/renderShell';
import { startMswServer } from '../../test/mswServer';
import { ProductTestContext } from '../products/testing';
import { RecordPayoutDialog } from './RecordPayoutDialog';

const server = startMswServer();

const ROWS = [
  { _id: 'd1', courier: 'steadfast', orderNumber: 'S-000101', collected: 1310.5 },
  { _id: 'd2', courier: 'steadfast', orderNumber: 'S-000102', collected: 2560 },
  { _id: 'd3', courier: 'manual', orderNumber: 'S-000103', collected: 990 },
];

/** The owed list's rows by id, as `GET courier-dues?_id_in=…` answers them. */
function serveRows() {
  server.use(
    http.get(`${TEST_API}/courier-dues`, ({ request }) => {
      const ids = (new URL(request.url).searchParams.get('_id_in') ?? '').split(',');
      const doc = ROWS.filter((r) => ids.includes(r._id));
      return HttpResponse.json({ doc, docsInPage: doc.length, totalDocs: doc.length, totalPages: 1, page: 1, limit: 1000 });
    }),
  );
}

describe('record payout', { timeout: 30_000 }, () => {
  it('works out collected, fees and remitted as the fees are typed, refuses fees over the cash, and posts the payout', async () => {
    serveRows();
    const bodies: unknown[] = [];
    server.use(
      http.post(`${TEST_API}/courier-settlements`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            _id: 's1',
            number: 'CS-000007',
            courier: 'steadfast',
            reference: 'INV-9',
            collected: 3870.5,
            fees: 100.25,
            remitted: 3770.25,
            settledAt: '2026-11-26T10:00:00.000Z',
            notes: null,
            userName: 'Owner',
            deliveries: [],
          },
          { status: 201 },
        );
      }),
    );
    const closed: boolean[] = [];
    render(
      <ProductTestContext>
        <RecordPayoutDialog ids={['d1', 'd2']} onClose={(done) => closed.push(done === true)} />
      </ProductTestContext>,
    );
    expect(await screen.findByRole('heading', { name: 'Record Steadfast’s payout for 2 parcels' })).toBeInTheDocument();
    expect(screen.getByTestId('payout-collected')).toHaveTextContent('৳ 3,870.50');
    const fees = screen.getByRole('textbox', { name: 'Fees kept by the courier' });
    await userEvent.clear(fees);
    await userEvent.type(fees, '3870.51');
    expect(screen.getByText('The fees cannot be more than the cash collected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record payout' })).toBeDisabled();
    await userEvent.clear(fees);
    await userEvent.type(fees, '100.25');
    expect(screen.getByTestId('payout-fees')).toHaveTextContent('৳ 100.25');
    expect(screen.getByTestId('payout-remitted')).toHaveTextContent('৳ 3,770.25');
    await userEvent.type(screen.getByRole('textbox', { name: 'Courier’s reference' }), 'INV-9');
    await userEvent.click(screen.getByRole('button', { name: 'Record payout' }));
    await screen.findByText('Payout CS-000007 recorded: ৳ 3,770.25 remitted, and the orders are paid');
    expect(bodies).toEqual([{ courier: 'steadfast', deliveryIds: ['d1', 'd2'], fees: 100.25, reference: 'INV-9' }]);
    expect(closed).toEqual([true]);
  });

  it('says a payout is from one courier when the parcels are with two, and records nothing', async () => {
    serveRows();
    render(
      <ProductTestContext>
        <RecordPayoutDialog ids={['d1', 'd3']} onClose={() => undefined} />
      </ProductTestContext>,
    );
    expect(await screen.findByText(/A payout is from one courier: these parcels are with Steadfast, Manual/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record payout' })).toBeDisabled();
  });
});
