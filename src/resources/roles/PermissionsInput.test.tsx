import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AuthProvider } from 'react-admin';
import { setupServer } from 'msw/node';
import { ACTIONS } from '../../../common/permissions';
import type { ResourceSpec } from '../../../common/resourceSpec';
import { rolesSpec as servedRoles } from '../../test/fixtures/servedSpecs';
import { EngineCreate, EngineEdit } from '../../engine';
import { API, renderEngine } from '../../engine/form/__fixtures__/renderEngine';
import { registerRoleParts } from '.';

registerRoleParts();

/** The roles spec as the server serves it, with the choices narrowed to two resources. */
const rolesSpec: ResourceSpec = {
  ...servedRoles,
  fields: servedRoles.fields.map((f) =>
    f.key === 'permissions'
      ? {
          ...f,
          options: [
            ...['categories', 'customers'].flatMap((resource) => ACTIONS.map((action) => ({ value: `${resource}:${action}`, label: `${resource} ${action}` }))),
            // A permission beyond the five actions, as the server offers it (its value as its label).
            { value: 'inventory:adjust', label: 'inventory:adjust' },
          ],
        }
      : f,
  ),
};

const posts: Record<string, unknown>[] = [];
const server = setupServer(
  http.get(`${API}/roles/get/schema`, () => HttpResponse.json(rolesSpec)),
  http.get(`${API}/roles/r1`, () => HttpResponse.json({ _id: 'r1', name: 'Help desk', permissions: ['customers:list'] })),
  http.post(`${API}/roles`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    posts.push(body);
    return HttpResponse.json({ _id: 'r1', ...body });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  posts.length = 0;
});
afterAll(() => server.close());

async function renderRoleForm() {
  const user = userEvent.setup();
  renderEngine(<EngineCreate />, { url: '/roles/create', route: '/roles/create', resource: 'roles' });
  await user.type(await screen.findByLabelText(/^Name/), 'Cashier');
  // The matrix shows a loader until it knows who is signing (what they may grant): on a busy machine, after the name is typed.
  await screen.findByRole('checkbox', { name: 'Adjust' });
  return user;
}

async function saved(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(posts).toHaveLength(1));
  return posts[0].permissions;
}

describe('roles: the permissions matrix (a custom field)', { timeout: 30000 }, () => {
  it('ticks permissions per resource and action', async () => {
    const user = await renderRoleForm();
    await user.click(screen.getByRole('checkbox', { name: 'Categories: List' }));
    await user.click(screen.getByRole('checkbox', { name: 'Customers: Edit' }));
    await user.click(screen.getByRole('checkbox', { name: 'Categories: List' }));
    await user.click(screen.getByRole('checkbox', { name: 'Categories: Show' }));
    expect(await saved(user)).toEqual(['customers:edit', 'categories:show']);
  });

  // Issue 39: the box read "inventory:adjust" and was named "Inventory: Adjust".
  it('names a permission of the Other column by the words it shows', async () => {
    const user = await renderRoleForm();
    const adjust = screen.getByRole('checkbox', { name: 'Adjust' });
    expect(adjust.closest('label')).toHaveTextContent(/^Adjust$/);
    expect(adjust.closest('tr')?.querySelector('th')).toHaveTextContent('Inventory');
    expect(screen.queryByText('inventory:adjust')).toBeNull();
    await user.click(adjust);
    expect(await saved(user)).toEqual(['inventory:adjust']);
  });

  it('grants everything with the All switch and gives the detailed choice back when it is turned off', async () => {
    const user = await renderRoleForm();
    await user.click(screen.getByRole('checkbox', { name: 'Customers: Delete' }));
    const all = screen.getByRole('switch', { name: 'All permissions (*)' });

    await user.click(all);
    const boxes = screen.getAllByRole('checkbox');
    // Two resources × six actions, and one permission beyond them.
    expect(boxes).toHaveLength(13);
    for (const box of boxes) {
      expect(box).toBeChecked();
      expect(box).toBeDisabled();
    }

    await user.click(all);
    expect(screen.getByRole('checkbox', { name: 'Customers: Delete' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Customers: List' })).not.toBeChecked();

    await user.click(all);
    expect(await saved(user)).toEqual(['*']);
  });
});

/** A signed-in editor who is not an owner: some customer permissions and the right to make roles. */
function signedIn(permissions: string[], roleId = 'r9'): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => permissions,
    getIdentity: async () => ({ id: 'u1', fullName: 'Rahim Uddin', roleId, permissions }),
  };
}

describe('roles: the matrix offers only what the editor may grant', { timeout: 30000 }, () => {
  it('locks the permissions a non-owner does not hold and All, and says why', async () => {
    const user = userEvent.setup();
    renderEngine(<EngineCreate />, {
      url: '/roles/create',
      route: '/roles/create',
      resource: 'roles',
      authProvider: signedIn(['customers:list', 'customers:edit', 'roles:create']),
    });
    await user.type(await screen.findByLabelText(/^Name/), 'Help desk');
    await screen.findByText('Greyed-out permissions are locked: you can give only the permissions you hold yourself.');
    expect(screen.getByRole('switch', { name: 'All permissions (*)' })).toBeDisabled();
    for (const action of ['List', 'Show', 'Edit', 'Delete']) expect(screen.getByRole('checkbox', { name: `Categories: ${action}` })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Customers: Delete' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Customers: List' }));
    await user.click(screen.getByRole('checkbox', { name: 'Customers: Edit' }));
    expect(await saved(user)).toEqual(['customers:list', 'customers:edit']);
  });

  it('locks nothing for an owner', async () => {
    renderEngine(<EngineCreate />, { url: '/roles/create', route: '/roles/create', resource: 'roles', authProvider: signedIn(['*']) });
    expect(await screen.findByRole('switch', { name: 'All permissions (*)' })).toBeEnabled();
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeEnabled();
    expect(screen.queryByText(/are locked/)).toBeNull();
  });

  it('locks the whole role the editor holds', async () => {
    renderEngine(<EngineEdit />, { url: '/roles/r1', route: '/roles/:id', resource: 'roles', authProvider: signedIn(['*'], 'r1') });
    await screen.findByText('This is your own role: nobody changes the permissions of the role they hold.');
    expect(screen.getByRole('checkbox', { name: 'Customers: List' })).toBeChecked();
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'All permissions (*)' })).toBeDisabled();
  });
});
