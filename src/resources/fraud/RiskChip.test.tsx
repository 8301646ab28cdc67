import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { riskOf } from '../../../common/fraudRisk';
import { createI18nProvider } from '../../i18n';
import { RiskChip } from './RiskChip';

function renderRisk(open: number, delivered: number, locale = 'en') {
  const { band, reason } = riskOf({ orders: open + delivered, delivered, returned: 0, cancelled: 0 });
  render(
    <AdminContext i18nProvider={createI18nProvider()} store={memoryStore({ locale })}>
      <RiskChip band={band} reason={reason} />
    </AdminContext>,
  );
}

// Issue 39: a customer's page said "1 open orders".
describe('the risk reason’s words', { timeout: 30_000 }, () => {
  it('one open order in the singular', async () => {
    renderRisk(1, 0);
    expect(await screen.findByTestId('risk-reason')).toHaveTextContent(/^1 open order, not finished yet$/);
  });

  it('more than one in the plural', async () => {
    renderRisk(3, 0);
    expect(await screen.findByTestId('risk-reason')).toHaveTextContent(/^3 open orders, none finished yet$/);
  });

  it('one finished order in the singular', async () => {
    renderRisk(0, 1);
    expect(await screen.findByTestId('risk-reason')).toHaveTextContent(/^The one finished order delivered$/);
  });

  it('in Bangla, one and more in their own words and Bangla digits', async () => {
    renderRisk(1, 0, 'bn');
    expect(await screen.findByText('১টি চলমান অর্ডার, এখনো শেষ হয়নি')).toBeInTheDocument();
  });

  it('in Bangla, more than one', async () => {
    renderRisk(2, 0, 'bn');
    expect(await screen.findByText('২টি চলমান অর্ডার, এখনো কোনোটি শেষ হয়নি')).toBeInTheDocument();
  });
});
