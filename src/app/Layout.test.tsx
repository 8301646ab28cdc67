import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { selfAnswer } from '../test/selfAnswer';
import { tokenStorage } from '../dataProvider';
import { dashboardAnswer } from '../dashboard/testing/dashboardAnswer';
import { renderShell, TEST_API } from './testing/renderShell';
import { startMswServer } from '../test/mswServer';

// Whole-shell renders take seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });

const server = startMswServer();

const self = (permissions: string[]) => selfAnswer(permissions);

function serve(permissions: string[]) {
  server.use(
    http.get(`${TEST_API}/auth/self`, () => HttpResponse.json(self(permissions))),
    http.get(`${TEST_API}/dashboard`, () => HttpResponse.json(dashboardAnswer({ profit: permissions.includes('*') }))),
    http.get(`${TEST_API}/locations`, () => HttpResponse.json({ doc: [], docsInPage: 0, totalDocs: 0, totalPages: 0, page: 1, limit: 1000 })),
  );
}

beforeEach(() => {
  localStorage.clear();
  tokenStorage.save({ accessToken: 'a1', refreshToken: 'r1' });
});

const sidebarMenu = () => screen.findByRole('menu', { name: 'Main menu' });

describe('sidebar', () => {
  it('shows the shop name and only the screens the user may list, in their §2.1 groups', async () => {
    serve(['categories:list', 'brands:list', 'colors:list']);
    renderShell('/');
    expect(await screen.findByText('Rong Fashion', { selector: '.RaSidebar-fixed div' })).toBeInTheDocument();
    const menu = await sidebarMenu();
    await within(menu).findByRole('menuitem', { name: 'Categories' });
    const entries = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.getAttribute('aria-label') ?? item.textContent);
    expect(entries).toEqual(['Dashboard', 'Product Management', 'Categories', 'Brands', 'Product Attributes', 'Colors']);
    expect(within(menu).queryByRole('menuitem', { name: 'Users' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Admin Management' })).toBeNull();
  });

  it('a folded group hides its entries', async () => {
    serve(['*']);
    renderShell('/');
    const menu = await sidebarMenu();
    await within(menu).findByRole('menuitem', { name: 'Users' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Admin Management' }));
    await waitFor(() => expect(within(menu).queryByRole('menuitem', { name: 'Users' })).toBeNull());
    expect(within(menu).getByRole('menuitem', { name: 'Admin Management' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('dashboard', () => {
  it('shows the period’s figures against the previous period, profit only to those who may see it', async () => {
    serve(['*']);
    renderShell('/');
    const sales = await screen.findByRole('region', { name: 'Net sales' });
    expect(within(sales).getByText('৳ 12,345.50')).toBeInTheDocument();
    expect(within(sales).getByText('Up 23.5% on the previous period')).toBeInTheDocument();
    expect(within(sales).getByText('Previous period: ৳ 10,000.00')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Gross profit' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'New customers' })).toHaveTextContent('Down 25.0% on the previous period');
    // The low-stock list opens the inventory filtered to it.
    const lowStock = screen.getByRole('region', { name: 'Low stock' });
    const open = within(lowStock).getByRole('link', { name: 'Open in Inventory' });
    expect(decodeURIComponent(open.getAttribute('href') ?? '')).toBe('/inventory?filter={"lowStock":true}');
    // A chart's figures are a table too, for screen readers and copying.
    const byMethod = screen.getByRole('table', { name: 'Sales by payment method' });
    expect(within(byMethod).getByRole('row', { name: /bKash/ })).toHaveTextContent('৳ 4,345.50');
    expect(screen.getByRole('heading', { name: 'Welcome to Rong Fashion' })).toBeInTheDocument();
  });

  it('leaves out the profit cards when the server sends none', async () => {
    serve(['dashboard:view', 'orders:list']);
    renderShell('/');
    await screen.findByRole('region', { name: 'Net sales' });
    expect(screen.queryByRole('region', { name: 'Gross profit' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Margin' })).toBeNull();
  });

  it('asks for no figures without dashboard:view', async () => {
    serve(['categories:list']);
    renderShell('/');
    expect(await screen.findByText(/Your role does not show the shop’s figures here/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Net sales' })).toBeNull();
  });
});

describe('top bar', () => {
  it('the Create menu offers "Add …" only where the user may create', async () => {
    serve(['brands:list', 'brands:create', 'categories:list']);
    renderShell('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }));
    const menu = await screen.findByRole('menu', { name: 'Create' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Add Brand']);
    expect(items[0]).toHaveAttribute('href', '/brands/create');
  });

  it('the account menu shows the role and switches the whole shell to Bangla', async () => {
    serve(['*']);
    renderShell('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Account' }));
    expect(await screen.findByText('Role: Store Manager')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'বাংলা' }));
    const menu = await screen.findByRole('menu', { name: 'প্রধান মেনু' });
    expect(await within(menu).findByRole('menuitem', { name: 'পণ্য ব্যবস্থাপনা' })).toBeInTheDocument();
    const sales = await screen.findByRole('region', { name: 'নিট বিক্রি' });
    expect(within(sales).getByText('৳ ১২,৩৪৫.৫০')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('bn');
  });

  // Issue 39: every tab read "Dokan Admin".
  it('the browser tab reads the page’s title and the shop’s name, in the chosen language', async () => {
    serve(['*']);
    renderShell('/');
    await screen.findByRole('region', { name: 'Net sales' });
    await waitFor(() => expect(document.title).toBe('Dashboard · Rong Fashion'));
    await userEvent.click(await screen.findByRole('button', { name: 'Account' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'বাংলা' }));
    await waitFor(() => expect(document.title).toBe('ড্যাশবোর্ড · Rong Fashion'));
  });

  it('changes the password: all three fields required, then PUT auth/change-password and a toast', async () => {
    serve(['*']);
    let body: unknown;
    server.use(
      http.put(`${TEST_API}/auth/change-password`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ok: true });
      }),
    );
    renderShell('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Account' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update password' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(3);
    expect(body).toBeUndefined();

    await userEvent.type(within(dialog).getByLabelText(/Current password/), 'old-pass-1');
    await userEvent.type(within(dialog).getByLabelText(/^New password/), 'new-pass-2');
    await userEvent.type(within(dialog).getByLabelText(/Confirm new password/), 'new-pass-2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Password Updated Successfully')).toBeInTheDocument();
    expect(body).toEqual({ oldPassword: 'old-pass-1', password: 'new-pass-2', confirm: 'new-pass-2' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).toBeNull());
  });
});
