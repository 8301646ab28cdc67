import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { http, HttpResponse } from 'msw';
import { API, categoriesApi, renderEngine, type Received } from '../form/__fixtures__/renderEngine';
import { formSpec } from '../form/__fixtures__/formSpec';
import { EngineShow } from './EngineShow';
import { ShowDialog } from './ShowDialog';
import { ViewItemPage } from './ViewItemPage';
import { startMswServer } from '../../test/mswServer';

const received: Received = { posts: [], puts: [] };
const server = startMswServer(...categoriesApi(received));

/** The value shown next to a label, as a reader pairs them. */
async function valueOf(label: string): Promise<HTMLElement> {
  const term = await screen.findByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

describe('EngineShow', { timeout: 30000 }, () => {
  it('shows flags as Yes/No, the date in the shop time zone and money in taka', async () => {
    renderEngine(<EngineShow />, { url: '/categories/c1', route: '/categories/:id' });
    expect(await screen.findByText('Shirts')).toBeInTheDocument();

    expect(await valueOf('Active')).toHaveTextContent('Yes');
    expect(await valueOf('Featured')).toHaveTextContent('No');
    // 10:05 UTC is 04:05 PM in Dhaka.
    expect(await valueOf('Created')).toHaveTextContent('2026-11-22 04:05 PM');
    expect(await valueOf('Shipping charge')).toHaveTextContent('৳ 1,250.50');
    expect(await valueOf('Priority')).toHaveTextContent('3');
    expect(await valueOf('Parent Category')).toHaveTextContent('—');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/categories/edit/c1');
    // Its history: the audit log filtered to this record.
    const history = new URL(screen.getByRole('link', { name: 'History' }).getAttribute('href') ?? '', 'http://x');
    expect(history.pathname).toBe('/audit');
    expect(JSON.parse(history.searchParams.get('filter') ?? '')).toEqual({ resource: 'categories', recordId: 'c1' });
    // Hidden and excluded fields are not shown.
    expect(screen.queryByText('Internal note')).not.toBeInTheDocument();
    expect(screen.queryByText('ID', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('heads a section once when its one field is named like it (issue 39: "Lines" twice)', async () => {
    const spec = {
      ...formSpec,
      sections: [...formSpec.sections, 'Notes'],
      fields: [...formSpec.fields, { key: 'notes', label: 'Notes', type: 'textarea' as const, section: 'Notes', viewType: 'text' as const }],
    };
    server.use(http.get(`${API}/categories/get/schema`, () => HttpResponse.json(spec)));
    renderEngine(<EngineShow />, { url: '/categories/c1', route: '/categories/:id' });
    expect(await screen.findByRole('heading', { name: 'Notes' })).toBeInTheDocument();
    // The field's own label stays for a screen reader, out of sight.
    expect(await screen.findByText('Notes', { selector: 'dt' })).toHaveStyle({ position: 'absolute', width: '1px' });
    expect(await screen.findByText('Active', { selector: 'dt' })).not.toHaveStyle({ position: 'absolute' });
  });

  it('is reachable as /view/:resource/:id', async () => {
    renderEngine(<ViewItemPage />, { url: '/view/categories/c1', route: '/view/:resource/:id' });
    expect(await valueOf('Slug')).toHaveTextContent('shirts');
    expect(await valueOf('Tags')).toHaveTextContent('summer');
  });

  it('shows the record in a dialog that closes', async () => {
    function ViewButton() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>View</button>
          <ShowDialog resource="categories" id="c1" open={open} onClose={() => setOpen(false)} />
        </>
      );
    }
    const user = userEvent.setup();
    renderEngine(<ViewButton />);
    await user.click(screen.getByRole('button', { name: 'View' }));
    expect(await screen.findByRole('dialog', { name: 'Category Details' })).toBeInTheDocument();
    expect(await valueOf('Short Description')).toHaveTextContent('Cotton shirts');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: 'View' })).toBeInTheDocument();
  });

  it("offers the row menu's actions the record's state allows, and no Edit where the row menu forbids it (issue 39)", async () => {
    // The stored category is active and not featured.
    const spec = {
      ...formSpec,
      rowMenu: [
        {
          type: 'update-api' as const,
          label: 'Feature',
          api: { method: 'POST' as const, path: '{_id}/feature' },
          condition: { field: 'isFeatured', equals: false },
          confirm: 'Feature it?',
        },
        {
          type: 'update-api' as const,
          label: 'Unfeature',
          api: { method: 'POST' as const, path: '{_id}/unfeature' },
          condition: { field: 'isFeatured', equals: true },
        },
        { type: 'view' as const, label: 'View' },
        { type: 'edit' as const, label: 'Edit', condition: { field: 'isActive', equals: false } },
      ],
    };
    const featured: string[] = [];
    server.use(
      http.get(`${API}/categories/get/schema`, () => HttpResponse.json(spec)),
      http.post(`${API}/categories/:id/feature`, ({ params }) => {
        featured.push(String(params.id));
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    renderEngine(<EngineShow />, { url: '/categories/c1', route: '/categories/:id' });
    expect(await screen.findByText('Shirts')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Feature' }));
    expect(screen.queryByRole('button', { name: 'Unfeature' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(featured).toEqual(['c1']));
  });

  it('asks an api action’s prompt under its own label, sends the value in the body, and shows a refusal under the field (issue 38)', async () => {
    const spec = {
      ...formSpec,
      rowMenu: [
        {
          type: 'update-api' as const,
          label: 'Hold',
          api: { method: 'POST' as const, path: '{_id}/hold' },
          key: 'reason',
          prompt: 'string' as const,
          promptLabel: 'Why is it held?',
          confirm: 'Hold it?',
        },
      ],
    };
    const bodies: unknown[] = [];
    server.use(
      http.get(`${API}/categories/get/schema`, () => HttpResponse.json(spec)),
      http.post(`${API}/categories/:id/hold`, async ({ request }) => {
        const body = (await request.json()) as { reason: string };
        bodies.push(body);
        if (body.reason.length > 5)
          return HttpResponse.json(
            {
              statusCode: 400,
              error: 'Bad Request',
              message: 'reason: must be at most 5 characters',
              errors: [{ field: 'reason', message: 'must be at most 5 characters' }],
            },
            { status: 400 },
          );
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    renderEngine(<EngineShow />, { url: '/categories/c1', route: '/categories/:id' });
    await user.click(await screen.findByRole('button', { name: 'Hold' }));
    const dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByRole('textbox', { name: 'Why is it held?' });
    expect(reason).toHaveValue('');
    await user.type(reason, 'Too long');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription(/at most 5 characters/));
    await user.clear(reason);
    await user.type(reason, 'Wait');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(bodies).toEqual([{ reason: 'Too long' }, { reason: 'Wait' }]));
  });
});
