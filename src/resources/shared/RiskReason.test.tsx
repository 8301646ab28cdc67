import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { FieldSpec } from '../../../common/resourceSpec';
import { createI18nProvider } from '../../i18n';
import { RiskReasonCell, RiskReasonView } from './RiskReason';

const field = { key: 'riskReason', label: 'Why', type: 'read-only', viewType: 'text', component: 'risk-reason' } as FieldSpec;
const reason = { code: 'returned', orders: 5, finished: 4, returned: 2, cancelled: 0 };

function renderIn(locale: 'en' | 'bn', value: unknown) {
  render(
    <AdminContext i18nProvider={createI18nProvider()} store={memoryStore({ locale })}>
      <RiskReasonView field={field} value={value} />
      <table>
        <tbody>
          <tr>
            <td data-testid="cell">
              <RiskReasonCell field={field} record={{ id: 'o1' }} value={value} />
            </td>
          </tr>
        </tbody>
      </table>
    </AdminContext>,
  );
}

describe('a fraud band’s reason, kept as a code and counts (issue 38)', () => {
  it('reads as the fraud checker words it, with its plural', async () => {
    renderIn('en', reason);
    expect(await screen.findAllByText('2 of 4 parcels returned')).toHaveLength(2);
  });

  it('reads in Bangla on a Bangla screen', async () => {
    renderIn('bn', { code: 'no_orders', orders: 0, finished: 0, returned: 0, cancelled: 0 });
    const shown = await screen.findAllByText(/./, { selector: 'span' });
    expect(shown.some((el) => /[\u0980-\u09FF]/.test(el.textContent ?? ''))).toBe(true);
    expect(screen.queryByText('No orders from this phone yet')).toBeNull();
  });

  it('shows nothing for a value that is no reason (an order from the till)', () => {
    renderIn('en', null);
    expect(screen.getByTestId('cell')).toBeEmptyDOMElement();
  });
});
