import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { API, categoriesApi, newTraffic, type ApiOptions, type Traffic } from './__fixtures__/categoriesApi';
import { renderEngineList } from './__fixtures__/renderEngineList';
import { startMswServer } from '../../test/mswServer';

// Two shared cores: a react-admin page takes a few seconds to settle.
configure({ asyncUtilTimeout: 8000 });

let traffic: Traffic;
const server = startMswServer();

beforeEach(() => {
  localStorage.clear();
  traffic = newTraffic();
});

function start(options: ApiOptions = {}) {
  server.use(...categoriesApi(traffic, options));
  renderEngineList();
  return userEvent.setup();
}

type User = ReturnType<typeof userEvent.setup>;

async function openRowMenu(user: User, name: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  return screen.findByRole('menu');
}

const headers = async () =>
  within(await screen.findByRole('table'))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('EngineList columns', { timeout: 40000 }, () => {
  it('shows the columns the user saved for this table', async () => {
    start({ preferences: { categories: ['name', 'priority', 'tags'] } });
    await screen.findByText('Men');
    expect(await headers()).toEqual(['', 'Name', 'Priority', 'Tags', 'Actions']);
  });

  it('refuses fewer than 2 columns, then saves the choice to the server and shows it', async () => {
    const user = start();
    await screen.findByText('Men');
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose columns' });
    for (const label of ['Slug', 'Parent Category', 'Priority', 'Active', 'Featured', 'Created']) {
      await user.click(within(dialog).getByRole('checkbox', { name: label }));
    }
    expect(within(dialog).getByText('Please select at least 2 fields')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Tags' }));
    expect(within(dialog).queryByText('Please select at least 2 fields')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(traffic.preferences).toEqual([{ field: 'categories', preferences: ['name', 'tags'] }]));
    await waitFor(async () => expect(await headers()).toEqual(['', 'Name', 'Tags', 'Actions']));
  });
});

describe('EngineList row menu', { timeout: 40000 }, () => {
  it('offers Mark as Active only for an inactive record, and Mark as Inactive only for an active one', async () => {
    const user = start();
    let menu = await openRowMenu(user, 'Women');
    expect(within(menu).getByRole('menuitem', { name: 'Mark as Active' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Mark as Inactive' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    menu = await openRowMenu(user, 'Men');
    expect(within(menu).getByRole('menuitem', { name: 'Mark as Inactive' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Mark as Active' })).not.toBeInTheDocument();
  });

  it('asks before marking active, sends only that field, then shows the action’s toast', async () => {
    const user = start();
    const menu = await openRowMenu(user, 'Women');
    await user.click(within(menu).getByRole('menuitem', { name: 'Mark as Active' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as Active' });
    expect(within(dialog).getByText('Mark this category as active?')).toBeInTheDocument();
    expect(traffic.puts).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(traffic.puts).toEqual([{ path: 'c2', body: { isActive: true } }]));
    expect(await screen.findByText('Category marked as active')).toBeInTheDocument();
  });

  it('asks for the new priority in the confirmation and sends it as a number', async () => {
    const user = start();
    const menu = await openRowMenu(user, 'Kids');
    await user.click(within(menu).getByRole('menuitem', { name: 'Update priority' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update priority' });
    const input = within(dialog).getByRole('spinbutton', { name: 'New value' });
    expect(input).toHaveValue(2);
    await user.clear(input);
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await user.type(input, '7{Enter}');
    await waitFor(() => expect(traffic.puts).toEqual([{ path: 'c3', body: { priority: 7 } }]));
    expect(await screen.findByText('Priority updated successfully')).toBeInTheDocument();
  });

  it('cancelling the confirmation sends nothing', async () => {
    const user = start();
    const menu = await openRowMenu(user, 'Kids');
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(traffic.deletes).toEqual([]);
  });

  it('deletes after confirmation with the spec’s toast', async () => {
    const user = start();
    const menu = await openRowMenu(user, 'Kids');
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete' })).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(traffic.deletes).toEqual(['c3']));
    expect(await screen.findByText('Category deleted successfully')).toBeInTheDocument();
  });

  it('shows the server’s refusal as an error toast', async () => {
    const user = start();
    server.use(
      http.put(`${API}/categories/:id`, () => HttpResponse.json({ statusCode: 409, error: 'Conflict', message: 'Name is already taken' }, { status: 409 })),
    );
    const menu = await openRowMenu(user, 'Kids');
    await user.click(within(menu).getByRole('menuitem', { name: 'Update Name' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Name' });
    const input = within(dialog).getByRole('textbox', { name: 'New value' });
    await user.clear(input);
    await user.type(input, 'Men{Enter}');
    expect(await screen.findByText('Name is already taken')).toBeInTheDocument();
    expect(screen.queryByText('Name updated successfully')).not.toBeInTheDocument();
  });

  it('hides the entries the user’s role may not do', async () => {
    const user = start({ permissions: ['categories:list', 'categories:show'] });
    const menu = await openRowMenu(user, 'Kids');
    await within(menu).findByRole('menuitem', { name: 'View' });
    expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Update priority' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Category' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });
});

describe('EngineList bulk menu and export', { timeout: 40000 }, () => {
  it('a bulk choice cannot be sent until an option is chosen, then updates the selected rows', async () => {
    const user = start();
    await screen.findByText('Men');
    const table = screen.getByRole('table');
    for (const name of ['Men', 'Women']) {
      await user.click(within((await within(table).findByText(name)).closest('tr')!).getByRole('checkbox'));
    }
    expect(await screen.findByText('2 Items Selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bulk actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change active status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change active status' });
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Change active status' }), 'Inactive');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(traffic.puts).toEqual([{ path: 'update/many', body: { ids: ['c1', 'c2'], updates: { isActive: false } } }]));
    expect(await screen.findByText('Batch item updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Items Selected/)).not.toBeInTheDocument());
  });

  it('export needs 2 fields, PDF at most 5, and sends the chosen fields with the list’s search and sort', async () => {
    const user = start();
    await screen.findByText('Men');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Cat{Enter}');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export' });
    const download = () => within(dialog).getByRole('button', { name: 'Download' });

    // The shown columns start checked: 7 of them. PDF takes at most 5.
    await user.click(within(dialog).getByRole('radio', { name: 'PDF' }));
    expect(within(dialog).getByText('You can only export up to 5 fields to PDF')).toBeInTheDocument();
    expect(download()).toBeDisabled();
    for (const label of ['Parent Category', 'Priority', 'Active', 'Featured', 'Created', 'Slug']) {
      await user.click(within(dialog).getByRole('checkbox', { name: label }));
    }
    expect(within(dialog).getByText('Please select at least 2 fields')).toBeInTheDocument();
    expect(download()).toBeDisabled();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Slug' }));
    await user.click(within(dialog).getByRole('radio', { name: 'CSV' }));
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    await user.click(download());
    await waitFor(() => expect(traffic.exports).toHaveLength(1));
    expect(traffic.exports[0].type).toBe('csv');
    expect(traffic.exports[0].body).toEqual({ fields: ['name', 'slug'] });
    expect(traffic.exports[0].query.get('search')).toBe('Cat');
    expect(traffic.exports[0].query.get('sort')).toBe('-createdAt');
  });

  it('exports only the selected rows from the bulk menu', async () => {
    const user = start();
    await screen.findByText('Men');
    const table = screen.getByRole('table');
    await user.click(within((await within(table).findByText('Kids')).closest('tr')!).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Bulk actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Export selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export' });
    expect(within(dialog).getByText('The 1 selected item')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(traffic.exports).toHaveLength(1));
    expect(traffic.exports[0].body).toMatchObject({ ids: ['c3'] });
  });
});
