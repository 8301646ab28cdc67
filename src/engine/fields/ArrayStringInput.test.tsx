import { screen, waitFor, within, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Form } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { FieldSpec } from '../../../common/resourceSpec';
import { TEST_API } from '../../app/testing/renderShell';
import { ProductTestContext } from '../../resources/products/testing';
import { startMswServer } from '../../test/mswServer';
import { FieldInput } from './FieldInput';

const server = startMswServer();

const sizes: FieldSpec = {
  key: 'sizes',
  label: 'Sizes',
  type: 'array-string',
  suggestions: { resource: 'sizes', labelKey: 'name' },
  viewType: 'array-tag',
};

/** The sizes list as the server answers it with no sort asked: in the resource's own order (Sort Order). */
const storeSizes = ['S', 'M', 'L', 'XL'];

function Chosen() {
  const value = useWatch({ name: 'sizes' }) as string[] | undefined;
  return <output aria-label="chosen">{(value ?? []).join('|')}</output>;
}

function renderSizes(field: FieldSpec = sizes, record: Record<string, unknown> = { id: 'p1', sizes: ['M'] }) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(`${TEST_API}/sizes`, ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      const doc = storeSizes.map((name, i) => ({ _id: `s${i}`, name, priority: i }));
      return HttpResponse.json({ doc, docsInPage: doc.length, totalDocs: doc.length, totalPages: 1, page: 1, limit: 1000 });
    }),
  );
  render(
    <ProductTestContext>
      <Form record={record}>
        <FieldInput field={field} mode="edit" />
        <Chosen />
      </Form>
    </ProductTestContext>,
  );
  return asked;
}

const chosen = () => screen.getByRole('status', { name: 'chosen' });

describe('a list of strings with suggestions (a product’s sizes)', { timeout: 30_000 }, () => {
  it("offers the shop's sizes in their own order, without the ones chosen, and says a new one is taken with Enter", async () => {
    const asked = renderSizes();
    const input = screen.getByRole('combobox', { name: 'Sizes' });
    expect(input).toHaveAccessibleDescription('Type to choose from Sizes, or type a new one and press Enter');
    await userEvent.click(input);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['S', 'L', 'XL']);
    // No sort is sent: the server lists the resource in its own default order.
    expect(asked[0].get('sort')).toBeNull();
    expect(asked[0].get('limit')).toBe('1000');

    await userEvent.type(input, 'x');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['XL']);
    await userEvent.click(screen.getByRole('option', { name: 'XL' }));
    expect(chosen()).toHaveTextContent('M|XL');
  });

  it('takes a new value with Enter, a known one in the shop’s spelling, and a suggestion reached with the arrow keys', async () => {
    renderSizes();
    const input = screen.getByRole('combobox', { name: 'Sizes' });
    await userEvent.type(input, 'Free Size{Enter}');
    expect(chosen()).toHaveTextContent('M|Free Size');
    await userEvent.type(input, 'xl{Enter}');
    expect(chosen()).toHaveTextContent('M|Free Size|XL');
    // The same size again, whatever its case, is not added twice.
    await userEvent.type(input, 'm{Enter}');
    expect(chosen()).toHaveTextContent('M|Free Size|XL');
    // The suggestions left are S and L: down to the first, down to the second, Enter.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['S', 'L']));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(chosen()).toHaveTextContent('M|Free Size|XL|L');
    expect(within(input.closest('.MuiAutocomplete-root') as HTMLElement).getByRole('button', { name: 'L' })).toBeInTheDocument();
  });

  it('without suggestions it is a plain list that still adds with Enter or a comma', async () => {
    const { suggestions: _none, ...plain } = sizes;
    const asked = renderSizes(plain, { id: 'p1', sizes: [] });
    const input = screen.getByRole('combobox', { name: 'Sizes' });
    expect(input).toHaveAccessibleDescription('Press Enter or a comma to add one');
    await userEvent.type(input, 'Small,Large{Enter}');
    expect(chosen()).toHaveTextContent('Small|Large');
    expect(asked).toHaveLength(0);
  });
});
