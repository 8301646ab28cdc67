import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { FieldSpec } from '../../../common/resourceSpec';
import { ProductTestContext } from '../../resources/products/testing';
import { FieldInput } from './FieldInput';

const TYPES = [
  { value: 'simple', label: 'Simple' },
  { value: 'variable', label: 'Variable' },
];

async function choices(field: FieldSpec) {
  render(
    <ProductTestContext>
      <Form record={{ id: 'p1' }} defaultValues={{ [field.key]: field.default }}>
        <FieldInput field={field} mode="create" />
      </Form>
    </ProductTestContext>,
  );
  await userEvent.click(screen.getByRole('combobox', { name: new RegExp(field.label) }));
  return within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent);
}

describe('the engine select', { timeout: 30_000 }, () => {
  it('offers no blank choice when the field has a default (a product’s Type always has one)', async () => {
    expect(await choices({ key: 'type', label: 'Type', type: 'select', options: TYPES, default: 'simple', viewType: 'tag' })).toEqual(['Simple', 'Variable']);
  });

  it('keeps the blank choice for an optional select without a default (a discount’s type can be cleared)', async () => {
    const options = await choices({ key: 'discountType', label: 'Discount Type', type: 'select', options: TYPES, viewType: 'tag' });
    expect(options).toHaveLength(3);
    expect(options.slice(1)).toEqual(['Simple', 'Variable']);
  });
});
