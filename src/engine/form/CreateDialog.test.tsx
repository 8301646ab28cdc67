import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateDialog } from './CreateDialog';
import { categoriesApi, renderEngine, type Received } from './__fixtures__/renderEngine';
import { startMswServer } from '../../test/mswServer';

const received: Received = { posts: [], puts: [] };
startMswServer(...categoriesApi(received));

afterEach(() => {
  received.posts.length = 0;
});

/** The list's add button, as the list page would hold the dialog. */
function AddButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Add Category</button>
      <CreateDialog resource="categories" open={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe('CreateDialog', { timeout: 30000 }, () => {
  it('does not submit when Enter is pressed in a text field, saves on Save, then closes and starts afresh', async () => {
    const user = userEvent.setup();
    renderEngine(<AddButton />);
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Category' });

    await user.type(await within(dialog).findByLabelText(/^Name/), 'Panjabi{Enter}');
    await user.type(within(dialog).getByLabelText('Meta Title'), 'Eid panjabi{Enter}');
    // Give a submission that should not happen the time to reach the server.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received.posts).toHaveLength(0);
    expect(dialog).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(received.posts).toHaveLength(1));
    expect(received.posts[0]).toMatchObject({ name: 'Panjabi', meta: { title: 'Eid panjabi' } });
    expect(await screen.findByText('Category Added Successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(await screen.findByRole('button', { name: 'Add Category' }));
    const again = await screen.findByRole('dialog', { name: 'Add New Category' });
    expect(await within(again).findByLabelText(/^Name/)).toHaveValue('');
  });
});
