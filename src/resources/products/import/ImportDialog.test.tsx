import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ImportReport } from '../../../../common/wire/catalogue';
import { TEST_API } from '../../../app/testing/renderShell';
import { startMswServer } from '../../../test/mswServer';
import { ProductTestContext } from '../testing';
import { ImportDialog } from './ImportDialog';

const server = startMswServer();

// jsdom's File loses its text on the way through Node's fetch (its size survives), so the
// stand-in server answers by call: the first file has a bad row, the file chosen again has none.
const badRow = [{ line: 3, row: 2, column: 'price', message: 'must be a number ≥ 0' }];
const columns = [
  { header: 'Name', key: 'name', required: true, variation: false },
  { header: 'SKU', key: 'sku', required: true, variation: false },
  { header: 'Price', key: 'price', required: true, variation: false },
  { header: 'Tags', key: 'tags', required: false, variation: false },
  { header: 'Variations: Sell Price', key: 'variations.price', required: false, variation: true },
];

describe('product import dialog', { timeout: 30_000 }, () => {
  it('lists the columns it reads, shows the dry run report by line of the file, takes the fixed file again and applies it', async () => {
    const calls: string[] = [];
    server.use(
      http.get(`${TEST_API}/products/import/columns`, () => HttpResponse.json(columns)),
      http.post(`${TEST_API}/products/import`, async ({ request }) => {
        const dryRun = new URL(request.url).searchParams.get('dryRun') === 'true';
        const file = (await request.formData()).get('file') as Blob | null;
        expect(file?.size).toBeGreaterThan(0);
        const errors = calls.length === 0 ? badRow : [];
        calls.push(`${dryRun ? 'dry' : 'apply'}:${errors.length}`);
        return HttpResponse.json({ dryRun, create: 1, update: 1, errors } satisfies ImportReport, { status: errors.length && !dryRun ? 400 : 200 });
      }),
    );
    const closed: boolean[] = [];
    render(
      <ProductTestContext>
        <ImportDialog open onClose={() => closed.push(true)} />
      </ProductTestContext>,
    );
    const apply = screen.getByRole('button', { name: 'Apply import' });
    expect(apply).toBeDisabled();
    const product = await screen.findByRole('region', { name: 'Product columns' });
    expect(
      within(product)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Name *', 'SKU *', 'Price *', 'Tags']);
    expect(within(product).getByLabelText('SKU (needed for a new product)')).toBeInTheDocument();
    const variation = screen.getByRole('region', { name: 'Variation columns (a line per variation)' });
    expect(
      within(variation)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Variations: Sell Price']);
    expect(screen.getByRole('button', { name: 'Download template' })).toBeEnabled();

    const bad = new File(['name,sku,price\nPanjabi,PJ-1,1200\nSaree,SR-1,twelve\n'], 'products.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('CSV file'), bad);
    expect(await screen.findByText('Lines to create: 1. Lines to update: 1.')).toBeInTheDocument();
    const errors = screen.getByRole('table', { name: 'Errors by line and column' });
    expect(within(errors).getAllByRole('columnheader')[0]).toHaveTextContent('Line');
    // Data row 2 is line 3 of the file: the header is line 1.
    expect(within(errors).getAllByRole('row')[1]).toHaveTextContent('3pricemust be a number ≥ 0');
    expect(apply).toBeDisabled();

    const fixed = new File(['name,sku,price\nPanjabi,PJ-1,1200\nSaree,SR-1,1500\n'], 'products.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('CSV file'), fixed);
    expect(await screen.findByText('No errors: the file can be applied.')).toBeInTheDocument();
    await userEvent.click(apply);
    await screen.findByText('Import applied. Lines created: 1. Lines updated: 1.');
    expect(calls).toEqual(['dry:1', 'dry:0', 'apply:0']);
    expect(closed).toEqual([true]);
  });
});
