import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { EngineCreate } from './EngineCreate';
import { API, categoriesApi, renderEngine, type Received } from './__fixtures__/renderEngine';
import { formSpec } from './__fixtures__/formSpec';
import { startMswServer } from '../../test/mswServer';

const received: Received = { posts: [], puts: [] };
const server = startMswServer(...categoriesApi(received));

afterEach(() => {
  received.posts.length = 0;
  received.puts.length = 0;
});

const renderCreate = () => renderEngine(<EngineCreate />, { url: '/categories/create', route: '/categories/create' });

describe('EngineCreate', { timeout: 30000 }, () => {
  it('sends the defaults and no excluded field, then returns to the list with the spec toast', async () => {
    const user = userEvent.setup();
    renderCreate();
    await user.type(await screen.findByLabelText(/^Name/), 'Summer Shirts');
    await user.type(screen.getByLabelText('Internal note'), 'not for the server');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(received.posts).toHaveLength(1));
    const body = received.posts[0];
    expect(body).toMatchObject({ name: 'Summer Shirts', priority: 0, isActive: true, isFeatured: false, displayInMenu: true, displayInHomePage: false });
    expect(body).not.toHaveProperty('internalNote');
    expect(await screen.findByText('Category Added Successfully')).toBeInTheDocument();
    expect(screen.getByLabelText('current path')).toHaveTextContent(/^\/categories$/);
  });

  it('marks the name required and refuses to send it empty', async () => {
    const user = userEvent.setup();
    renderCreate();
    const name = await screen.findByLabelText(/^Name/);
    expect(screen.getByText('Name', { selector: 'label span, label' }).closest('label')).toHaveTextContent('Name *');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(name).toHaveAccessibleDescription('Required'));
    expect(name).toBeInvalid();
    expect(received.posts).toHaveLength(0);
  });

  it('does not head a section twice when its one field is named like it (issue 39: "Lines" twice)', async () => {
    const spec = {
      ...formSpec,
      sections: [...formSpec.sections, 'Notes'],
      fields: [...formSpec.fields, { key: 'notes', label: 'Notes', type: 'textarea' as const, section: 'Notes', viewType: 'text' as const }],
    };
    server.use(http.get(`${API}/categories/get/schema`, () => HttpResponse.json(spec)));
    renderCreate();
    expect(await screen.findByLabelText('Notes')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Display Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Notes' })).not.toBeInTheDocument();
  });

  it('shows a field only while its render condition holds', async () => {
    const user = userEvent.setup();
    renderCreate();
    const toggle = await screen.findByLabelText('Display in Menu');
    // Shown in the menu by default, so its menu label is asked for.
    expect(screen.getByLabelText('Menu label')).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.queryByLabelText('Menu label')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByLabelText('Menu label')).toBeInTheDocument();
  });

  it('turns a typed slug into a slug when the field is left', async () => {
    const user = userEvent.setup();
    renderCreate();
    const slug = await screen.findByLabelText('Slug');
    await user.type(slug, 'Men Shirts & Ties');
    await user.tab();
    expect(slug).toHaveValue('men-shirts-ties');
    expect(slug).toHaveAccessibleDescription('Leave empty to make one from the name. It cannot be changed later.');
  });

  it('shows the server field error under that field', async () => {
    server.use(
      http.post(`${API}/categories`, () =>
        HttpResponse.json(
          { statusCode: 409, error: 'Conflict', message: 'Slug is taken', errors: [{ field: 'slug', message: 'This slug is already taken' }] },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderCreate();
    await user.type(await screen.findByLabelText(/^Name/), 'Shirts');
    await user.type(screen.getByLabelText('Slug'), 'shirts');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const slug = screen.getByLabelText('Slug');
    await waitFor(() => expect(slug).toHaveAccessibleDescription('This slug is already taken'));
    expect(within(slug.closest('.ra-input') as HTMLElement).getByText('This slug is already taken')).toBeInTheDocument();
    expect(screen.getByLabelText('current path')).toHaveTextContent('/categories/create');
  });
});
