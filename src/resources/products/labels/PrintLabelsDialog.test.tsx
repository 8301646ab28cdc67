import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_API } from '../../../app/testing/renderShell';
import { startMswServer } from '../../../test/mswServer';
import { ProductTestContext } from '../testing';
import { PrintLabelsDialog } from './PrintLabelsDialog';

const server = startMswServer();
const click = HTMLAnchorElement.prototype.click;
let saved: string[] = [];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = () => 'blob:test';
  URL.revokeObjectURL = () => undefined;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    saved.push(this.download);
  };
});
afterEach(() => {
  HTMLAnchorElement.prototype.click = click;
});

describe('print labels', { timeout: 30_000 }, () => {
  it('asks for one label per unit in stock, or the chosen number of each, on A4 or a label roll, and saves the PDF', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${TEST_API}/products/labels`, async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse('%PDF-1.4', {
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="labels_202611232200.pdf"' },
        });
      }),
    );
    const closed: boolean[] = [];
    render(
      <ProductTestContext>
        <PrintLabelsDialog ids={['p1', 'p2']} onClose={(done) => closed.push(done === true)} />
      </ProductTestContext>,
    );
    expect(screen.getByRole('heading', { name: 'Print labels for 2 products' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await screen.findByText('Labels saved as labels_202611232200.pdf');

    await userEvent.click(screen.getByRole('radio', { name: 'The same number of each' }));
    const count = screen.getByRole('textbox', { name: 'Labels of each' });
    await userEvent.clear(count);
    await userEvent.type(count, '0');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
    await userEvent.clear(count);
    await userEvent.type(count, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await screen.findAllByText('Labels saved as labels_202611232200.pdf');

    // A label printer's roll instead of A4 sheets.
    const paper = screen.getByRole('radiogroup', { name: 'Paper' });
    expect(screen.getByRole('radio', { name: 'A4 sheet (3 × 8 labels of 70 × 37 mm)' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Label roll (38 × 25 mm, one label a page)' }));
    expect(paper).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await expect.poll(() => bodies.length).toBe(3);
    expect(bodies).toEqual([
      { ids: ['p1', 'p2'], layout: 'a4' },
      { ids: ['p1', 'p2'], count: 3, layout: 'a4' },
      { ids: ['p1', 'p2'], count: 3, layout: 'roll-38x25' },
    ]);
    expect(saved).toEqual(['labels_202611232200.pdf', 'labels_202611232200.pdf', 'labels_202611232200.pdf']);
    expect(closed).toEqual([true, true, true]);
  });
});
