import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { FieldSpec } from '../../../common/resourceSpec';
import { createI18nProvider } from '../../i18n';
import { StockCell } from './StockCell';

const field: FieldSpec = { key: 'stock', label: 'Stock', type: 'number', viewType: 'number' };
const cell = (stock: number, lowStockAlert: number | null) =>
  render(
    <AdminContext i18nProvider={createI18nProvider()}>
      <StockCell field={field} value={stock} record={{ id: 'p', stock, lowStockAlert }} />
    </AdminContext>,
  );

describe('stock cell', { timeout: 30_000 }, () => {
  it('marks stock at or below the low-stock alert, not above it', () => {
    cell(5, 5);
    expect(screen.getByText('Low')).toHaveAttribute('title', 'At or below the low-stock alert (5)');
  });
  it('has no mark above the alert or without one', () => {
    const { unmount } = cell(6, 5);
    expect(screen.getByText('6')).toBeInTheDocument();
    expect(screen.queryByText('Low')).toBeNull();
    unmount();
    cell(0, null);
    expect(screen.queryByText('Low')).toBeNull();
  });
});
