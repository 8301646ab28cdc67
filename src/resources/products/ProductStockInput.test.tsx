import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { FieldSpec } from '../../../common/resourceSpec';
import { createI18nProvider } from '../../i18n';
import { ProductStockInput } from './ProductStockInput';

const stock: FieldSpec = { key: 'stock', label: 'Stock', type: 'number', viewType: 'number', min: 0 };

function MakeVariable() {
  const { setValue } = useFormContext();
  return (
    <button type="button" onClick={() => setValue('type', 'variable')}>
      variable
    </button>
  );
}

describe('product stock', { timeout: 30_000 }, () => {
  it('is typed for a simple product and the sum of the variants, read-only, for a variable one', async () => {
    const record = {
      id: 'p1',
      type: 'simple',
      stock: 4,
      variations: [
        { name: 'S-Red', price: 1, cost: 1, stock: 3 },
        { name: 'M-Red', price: 1, cost: 1, stock: 5 },
      ],
    };
    render(
      <AdminContext i18nProvider={createI18nProvider()}>
        <Form record={record}>
          <ProductStockInput field={stock} mode="edit" />
          <MakeVariable />
        </Form>
      </AdminContext>,
    );
    const input = screen.getByRole('spinbutton', { name: 'Stock' });
    expect(input).toHaveValue(4);
    await userEvent.click(screen.getByRole('button', { name: 'variable' }));
    const sum = screen.getByRole('textbox', { name: 'Stock' });
    expect(sum).toHaveValue('8');
    expect(sum).toHaveAttribute('readonly');
    expect(screen.getByText('Stock is the sum of the variants: 8')).toBeInTheDocument();
  });
});
