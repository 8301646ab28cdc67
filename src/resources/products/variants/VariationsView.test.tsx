import { render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { FieldSpec } from '../../../../common/resourceSpec';
import { createI18nProvider } from '../../../i18n';
import { VariationsView } from './VariationsView';

const field: FieldSpec = { key: 'variations', label: 'Variations', type: 'text', viewType: 'hidden' };

describe('variations on the product view', { timeout: 30_000 }, () => {
  it('lists each variant with its money in taka and the stock total', () => {
    const value = [
      { _id: 'v1', name: 'M-White', cost: 800, price: 1450.5, stock: 7, sku: 'PJ-M-WHITE', barcode: '2000000000015' },
      { _id: 'v2', name: 'L-White', cost: 800, price: 1200, stock: 2, sku: 'PJ-L-WHITE', barcode: '2000000000022' },
    ];
    render(
      <AdminContext i18nProvider={createI18nProvider()}>
        <VariationsView field={field} value={value} />
      </AdminContext>,
    );
    expect(screen.getByText('2 variants, total stock 9')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Variants' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('M-White৳ 800.00৳ 1,450.507PJ-M-WHITE2000000000015');
  });
});
