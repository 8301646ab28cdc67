import { Box } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { FieldSpec } from '../../../../common/resourceSpec';
import resourceSpecBn from '../../../../common/resourceSpecBn';
import { createI18nProvider } from '../../../i18n';
import { servedSpecs } from '../../../test/fixtures/servedSpecs';
import { translateSpec } from '../../translateSpec';
import { CellFormatsProvider } from './CellFormats';
import { cellStyles } from './cellStyles';
import { ColumnValue } from './ColumnValue';

/** One table cell's value as the table body draws it, with the body's cell styles. */
function renderCell(declared: Omit<FieldSpec, 'viewType'>, value: unknown) {
  const field: FieldSpec = { viewType: 'text', ...declared };
  render(
    <AdminContext i18nProvider={createI18nProvider()}>
      <CellFormatsProvider>
        <Box sx={cellStyles}>
          <ColumnValue field={field} record={{ id: 'r1', [field.key]: value }} />
        </Box>
      </CellFormatsProvider>
    </AdminContext>,
  );
}

// Issue 39: "S-" / "004002" on two lines in the orders, deliveries, payments and damages lists.
describe('a list cell that must not break across lines', { timeout: 30_000 }, () => {
  it('a document number the server gives (a copyable read-only text) stays on one line', () => {
    renderCell(
      { key: 'number', label: 'Order', type: 'read-only', readOnly: true, column: { type: 'text', sortable: true, default: true, copy: true } },
      'S-004002',
    );
    expect(screen.getByText('S-004002')).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('a figure stays on one line', () => {
    renderCell({ key: 'qty', label: 'Quantity', type: 'number', column: { type: 'number', sortable: true, default: true } }, -1250);
    expect(screen.getByText('-1,250')).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('an amount and a date stay on one line', () => {
    renderCell({ key: 'cost', label: 'Cost', type: 'currency', column: { type: 'currency', sortable: true, default: true } }, 1300);
    expect(screen.getByText('৳ 1,300.00')).toHaveStyle({ whiteSpace: 'nowrap' });
    renderCell({ key: 'date', label: 'Date', type: 'date', column: { type: 'date-only', sortable: true, default: true } }, '2026-11-24');
    expect(screen.getByText('2026-11-24')).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('a SKU people typed may still break at its hyphens, so a long one cannot widen the table', () => {
    renderCell({ key: 'sku', label: 'SKU', type: 'text', column: { type: 'text', sortable: true, default: true, copy: true } }, 'TEE-BAMBOO-CREW-NECK-XL');
    expect(screen.getByText('TEE-BAMBOO-CREW-NECK-XL')).not.toHaveStyle({ whiteSpace: 'nowrap' });
  });
});

// Issue 39: in Bangla, the orders and returns lists still said "Guest".
describe('a word the server writes into a text', { timeout: 30_000 }, () => {
  const customerName = (path: string) => {
    const spec = translateSpec(servedSpecs[path], (text) => resourceSpecBn[text] ?? text);
    return spec.fields.find((f) => f.key === 'customerName') as FieldSpec;
  };

  for (const path of ['orders', 'return']) {
    it(`${path}: a sale's customer "Guest" is in Bangla, a customer's own name as typed`, () => {
      renderCell(customerName(path), 'Guest');
      expect(screen.getByText('অতিথি')).toBeInTheDocument();
      renderCell(customerName(path), 'Rahim Uddin');
      expect(screen.getByText('Rahim Uddin')).toBeInTheDocument();
    });
  }

  it('in English it stays "Guest"', () => {
    renderCell(servedSpecs.orders.fields.find((f) => f.key === 'customerName') as FieldSpec, 'Guest');
    expect(screen.getByText('Guest')).toBeInTheDocument();
  });
});
