import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EngineEdit } from './EngineEdit';
import { categoriesApi, renderEngine, type Received } from './__fixtures__/renderEngine';
import { startMswServer } from '../../test/mswServer';

const received: Received = { posts: [], puts: [] };
startMswServer(...categoriesApi(received));

afterEach(() => {
  received.puts.length = 0;
});

const renderEdit = () => renderEngine(<EngineEdit />, { url: '/categories/edit/c1', route: '/categories/edit/:id' });

describe('EngineEdit', { timeout: 30000 }, () => {
  it('shows the stored record with the slug fixed and no password-like or read-only inputs', async () => {
    renderEdit();
    const name = await screen.findByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveValue('Shirts'));
    expect(screen.getByLabelText('Slug')).toBeDisabled();
    expect(screen.getByLabelText('Slug')).toHaveValue('shirts');
    // Server-owned values show as text, not as inputs.
    expect(screen.getByText('Created')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Created' })).not.toBeInTheDocument();
  });

  it('sends only the changed field and returns to the list with the update toast', async () => {
    const user = userEvent.setup();
    renderEdit();
    const name = await screen.findByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveValue('Shirts'));
    await user.clear(name);
    await user.type(name, 'Formal Shirts');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(received.puts).toHaveLength(1));
    expect(received.puts[0]).toEqual({ name: 'Formal Shirts' });
    expect(await screen.findByText('Category Updated Successfully')).toBeInTheDocument();
    expect(screen.getByLabelText('current path')).toHaveTextContent(/^\/categories$/);
  });
});
