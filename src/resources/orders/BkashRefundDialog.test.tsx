import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paymentMethodsHandler, PosTestApp } from '../../pos/testing';
import { startMswServer } from '../../test/mswServer';
import { BkashRefundDialog, bkashRefundable } from './BkashRefundDialog';

startMswServer(paymentMethodsHandler);

const payments = [
  { _id: 'a', provider: 'bkash', purpose: 'advance', amount: 60, status: 'completed', trxId: 'TRX60', refunded: 20, createdAt: '2026-12-01T10:00:00.000Z' },
  { _id: 'b', provider: 'bkash', purpose: 'advance', amount: 60, status: 'cancelled', trxId: null, refunded: 0, createdAt: '2026-12-01T09:00:00.000Z' },
];

describe('Refund by bKash', () => {
  it('counts only what is left of completed payments', () => {
    expect(bkashRefundable(payments)).toBe(4000);
  });

  it('lists the bKash payments, offers what is left, and sends the amount with a reason; more than is left is refused', async () => {
    const sent: { amount: number; reason: string }[] = [];
    render(
      <PosTestApp path="/orders/o1" route="/orders/:id">
        <BkashRefundDialog payments={payments} pending={false} onClose={() => undefined} onSubmit={(b) => sent.push(b)} />
      </PosTestApp>,
    );
    expect(await screen.findByRole('cell', { name: 'TRX60' })).toBeVisible();
    const save = screen.getByRole('button', { name: 'Refund through bKash' });
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('40');
    // A reason is needed.
    expect(save).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Delivery waived');
    await userEvent.clear(amount);
    await userEvent.type(amount, '41');
    expect(save).toBeDisabled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '25.50');
    await userEvent.click(save);
    expect(sent).toEqual([{ amount: 25.5, reason: 'Delivery waived' }]);
  });
});
