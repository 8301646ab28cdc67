import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PayoutDifference } from '../../../common/payoutDifferences';
import { TEST_API } from '../../app/testing/renderShell';
import { startMswServer } from '../../test/mswServer';
import { ProductTestContext } from '../products/testing';
import { differencesOf, PayoutDifferences } from './PayoutDifferences';
import { ReadPayoutsButton } from './ReadPayoutsButton';

const server = startMswServer();

const DIFFERENCES: PayoutDifference[] = [
  { kind: 'short', consignmentId: '1424107', orderNumber: 'S-000101', expected: 1250, actual: 1050 },
  { kind: 'missing', consignmentId: '1424109', orderNumber: 'S-000103', expected: 990, actual: null },
  { kind: 'unknown', consignmentId: '9999', orderNumber: null, expected: null, actual: 500 },
];

describe('a payout’s differences', { timeout: 30_000 }, () => {
  it('lists each difference with what the shop expected beside what the courier paid, every column named', async () => {
    render(
      <ProductTestContext>
        <PayoutDifferences value={JSON.stringify(DIFFERENCES)} />
      </ProductTestContext>,
    );
    const table = await screen.findByRole('table', { name: 'What differs from what the shop expected' });
    for (const name of ['Difference', 'Order', 'Consignment', 'Expected', 'Courier’s payout'])
      expect(within(table).getByRole('columnheader', { name })).toBeInTheDocument();
    const short = within(table).getByRole('row', { name: /Paid short/ });
    expect(within(short).getByText('S-000101')).toBeInTheDocument();
    expect(short).toHaveTextContent(/1,250\.00/);
    expect(short).toHaveTextContent(/1,050\.00/);
    expect(within(table).getByRole('row', { name: /Missing from the payout/ })).toHaveTextContent('S-000103');
    expect(within(table).getByRole('row', { name: /Not our parcel/ })).toHaveTextContent('9999');
  });

  it('says when nothing differs, and when the differences cannot be read', async () => {
    const { unmount } = render(
      <ProductTestContext>
        <PayoutDifferences value="[]" />
      </ProductTestContext>,
    );
    expect(await screen.findByText('Nothing differs: every parcel was paid as expected.')).toBeInTheDocument();
    unmount();
    expect(differencesOf('not json')).toBeNull();
    expect(differencesOf('[{"kind":"lost"}]')).toBeNull();
    expect(differencesOf(null)).toEqual([]);
  });
});

describe('read payouts', { timeout: 30_000 }, () => {
  it('asks the server to read the couriers’ payouts and says what was matched and which courier failed', async () => {
    let calls = 0;
    server.use(
      http.post(`${TEST_API}/deliveries/payouts/read`, () => {
        calls++;
        return HttpResponse.json({
          couriers: [
            { courier: 'steadfast', read: 1, matched: 1, error: null },
            { courier: 'pathao', read: 0, matched: 0, error: 'Pathao did not answer within 20 s' },
          ],
          matched: [{ _id: 'p1', courier: 'steadfast', externalId: '9001', settlementNumber: 'CS-000012', differences: 1 }],
        });
      }),
    );
    render(
      <ProductTestContext>
        <ReadPayoutsButton />
      </ProductTestContext>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Read payouts' }));
    expect(await screen.findByText(/Pathao could not be read: Pathao did not answer/)).toBeInTheDocument();
    expect(calls).toBe(1);
  });
});
