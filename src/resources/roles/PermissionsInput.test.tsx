import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ACTIONS } from '../../../common/permissions';
import type { ResourceSpec } from '../../../common/resourceSpec';
import { rolesSpec as servedRoles } from '../../test/fixtures/servedSpecs';
import { EngineCreate } from '../../engine';
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
          options: ['categories', 'customers'].flatMap((resource) =>
            ACTIONS.map((action) => ({ value: `${resource}:${action}`, label: `${resource} ${action}` })),
          ),
        }
      : f,
  ),
};

const posts: Record<string, unknown>[] = [];
const server = setupServer(
  http.get(`${API}/roles/get/schema`, () => HttpResponse.json(rolesSpec)),
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

  it('grants everything with the All switch and gives the detailed choice back when it is turned off', async () => {
    const user = await renderRoleForm();
    await user.click(screen.getByRole('checkbox', { name: 'Customers: Delete' }));
    const all = screen.getByRole('switch', { name: 'All permissions (*)' });

    await user.click(all);
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(12);
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
