import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ImportReport } from '../../../../common/productImport';
import { TEST_API } from '../../../app/testing/renderShell';
import { startMswServer } from '../../../test/mswServer';
import { ProductTestContext } from '../testing';
import { ImportDialog } from './ImportDialog';

const server = startMswServer();

// jsdom's File loses its text on the way through Node's fetch (its size survives), so the
// stand-in server answers by call: the first file has a bad row, the file chosen again has none.
const badRow = [{ row: 2, column: 'price', message: 'must be a number ≥ 0' }];

describe('product import dialog', { timeout: 30_000 }, () => {
  it('shows the dry run report, takes the fixed file again and applies it', async () => {
    const calls: string[] = [];
    server.use(
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

    const bad = new File(['name,sku,price\nPanjabi,PJ-1,1200\nSaree,SR-1,twelve\n'], 'products.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('CSV file'), bad);
    expect(await screen.findByText('Rows to create: 1. Rows to update: 1.')).toBeInTheDocument();
    const errors = screen.getByRole('table', { name: 'Errors by row and column' });
    expect(within(errors).getAllByRole('row')[1]).toHaveTextContent('2pricemust be a number ≥ 0');
    expect(apply).toBeDisabled();

    const fixed = new File(['name,sku,price\nPanjabi,PJ-1,1200\nSaree,SR-1,1500\n'], 'products.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('CSV file'), fixed);
    expect(await screen.findByText('No errors: the file can be applied.')).toBeInTheDocument();
    await userEvent.click(apply);
    await screen.findByText('Import applied. Rows created: 1. Rows updated: 1.');
    expect(calls).toEqual(['dry:1', 'dry:0', 'apply:0']);
    expect(closed).toEqual([true]);
  });
});
