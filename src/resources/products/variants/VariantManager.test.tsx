import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { combinationAttributes, combinations } from '../../../../common/variants';
import type { FieldSpec } from '../../../../common/resourceSpec';
import { createI18nProvider } from '../../../i18n';
import type { ProductVariation } from './types';
import { VariantManager } from './VariantManager';
import { VariationsInput } from './VariationsInput';

const list = (sizes: string[], colors: string[]): ProductVariation[] =>
  combinations(sizes, colors).map((c) => ({ name: c.name, attributes: combinationAttributes(c), price: 1200, cost: 800, stock: 1 }));

function Harness({ initial, seen }: { initial: ProductVariation[]; seen: ProductVariation[][] }) {
  const [value, setValue] = useState(initial);
  return (
    <VariantManager
      variations={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

const renderManager = (initial: ProductVariation[]) => {
  const seen: ProductVariation[][] = [];
  render(
    <AdminContext i18nProvider={createI18nProvider()}>
      <Harness initial={initial} seen={seen} />
    </AdminContext>,
  );
  return seen;
};

describe('variant manager', { timeout: 30_000 }, () => {
  it('edits one variant inline and leaves the others as they were', async () => {
    const initial = list(['S', 'M', 'L'], ['Red', 'Blue']);
    const seen = renderManager(initial);
    expect(within(screen.getByRole('table', { name: 'Variants' })).getAllByRole('row')).toHaveLength(7);
    const price = screen.getByRole('textbox', { name: 'Sell Price of M-Blue' });
    await userEvent.clear(price);
    await userEvent.type(price, '1450.5');
    const stock = screen.getByRole('textbox', { name: 'Stock of M-Blue' });
    await userEvent.clear(stock);
    await userEvent.type(stock, '7');
    const last = seen.at(-1)!;
    expect(last[3]).toMatchObject({ name: 'M-Blue', price: 1450.5, stock: 7, cost: 800 });
    last.forEach((v, i) => i !== 3 && expect(v).toBe(initial[i]));
    expect(screen.getByText('6 variants, total stock 12')).toBeInTheDocument();
  });

  it('never passes on a negative, non-numeric or over-precise amount', async () => {
    const seen = renderManager(list(['S'], ['Red']));
    const cost = screen.getByRole('textbox', { name: 'Cost Price of S-Red' });
    for (const bad of ['-5', 'abc', '10.555']) {
      fireEvent.change(cost, { target: { value: bad } });
      expect(cost).toHaveAttribute('aria-invalid', 'true');
    }
    fireEvent.change(screen.getByRole('textbox', { name: 'Stock of S-Red' }), { target: { value: '2.5' } });
    expect(seen).toEqual([]);
  });

  it('applies one price, cost or stock to every variant', async () => {
    const seen = renderManager(list(['S', 'M'], ['Red', 'Blue']));
    await userEvent.type(screen.getByRole('textbox', { name: 'Stock for all' }), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Stock to all variants' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Sell Price for all' }), '999');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Sell Price to all variants' }));
    expect(seen.at(-1)!.map((v) => [v.stock, v.price])).toEqual(Array(4).fill([5, 999]));
    expect(screen.getByRole('textbox', { name: 'Stock of M-Blue' })).toHaveValue('5');
    expect(screen.getByText('4 variants, total stock 20')).toBeInTheDocument();
  });
});

const variationsField: FieldSpec = { key: 'variations', label: 'Variations', type: 'text', viewType: 'hidden' };

/** Stand-ins for the size and colour pickers: buttons that set the form's lists. */
function Choose() {
  const { setValue } = useFormContext();
  const variations = useWatch({ name: 'variations' }) as ProductVariation[];
  return (
    <>
      <button type="button" onClick={() => setValue('sizes', ['M', 'L', 'XL'])}>
        sizes M L XL
      </button>
      <button type="button" onClick={() => setValue('colors', ['Blue'])}>
        colours Blue
      </button>
      <output aria-label="names">{variations.map((v) => `${v.name}:${v.price}:${v.stock}`).join(' ')}</output>
    </>
  );
}

describe('variations field of the product form', { timeout: 30_000 }, () => {
  it('regenerates on a new choice of sizes or colours, keeping the surviving variants', async () => {
    const saved = list(['S', 'M'], ['Red', 'Blue']).map((v, i) => ({ ...v, stock: i + 1 }));
    render(
      <AdminContext i18nProvider={createI18nProvider()}>
        <Form record={{ id: 'p1', sizes: ['S', 'M'], colors: ['Red', 'Blue'], price: 500, cost: 300, variations: saved }}>
          <VariationsInput field={variationsField} mode="edit" />
          <Choose />
        </Form>
      </AdminContext>,
    );
    const names = screen.getByRole('status', { name: 'names' });
    // Opening a saved product changes nothing.
    expect(names).toHaveTextContent('S-Red:1200:1 S-Blue:1200:2 M-Red:1200:3 M-Blue:1200:4');
    await userEvent.click(screen.getByRole('button', { name: 'sizes M L XL' }));
    expect(names).toHaveTextContent('M-Red:1200:3 M-Blue:1200:4 L-Red:500:0 L-Blue:500:0 XL-Red:500:0 XL-Blue:500:0');
    await userEvent.click(screen.getByRole('button', { name: 'colours Blue' }));
    expect(names).toHaveTextContent(/^M-Blue:1200:4 L-Blue:500:0 XL-Blue:500:0$/);
    expect(screen.getByText('3 variants, total stock 4')).toBeInTheDocument();
  });
});
