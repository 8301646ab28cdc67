import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EditDialog } from './EditDialog';
import { categoriesApi, renderEngine, type Received } from './__fixtures__/renderEngine';
import { startMswServer } from '../../test/mswServer';

const received: Received = { posts: [], puts: [] };
startMswServer(...categoriesApi(received));

afterEach(() => {
  received.puts.length = 0;
});

/** A row's edit-modal action, as the list's row menu holds the dialog. */
function EditAction() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Edit Shirts</button>
      <EditDialog resource="categories" id="c1" open={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe('EditDialog', { timeout: 30000 }, () => {
  it('sends only what changed, closes on success and shows the stored record when opened again', async () => {
    const user = userEvent.setup();
    renderEngine(<EditAction />);
    await user.click(screen.getByRole('button', { name: 'Edit Shirts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Category Details' });
    const priority = await within(dialog).findByLabelText('Priority');
    await waitFor(() => expect(priority).toHaveValue(3));
    expect(within(dialog).getByLabelText('Slug')).toBeDisabled();

    await user.clear(priority);
    await user.type(priority, '8{Enter}');
    expect(received.puts).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(received.puts).toHaveLength(1));
    expect(received.puts[0]).toEqual({ priority: 8 });
    expect(await screen.findByText('Category Updated Successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(await screen.findByRole('button', { name: 'Edit Shirts' }));
    const again = await screen.findByRole('dialog', { name: 'Update Category Details' });
    expect(await within(again).findByLabelText(/^Name/)).toHaveValue('Shirts');
  });
});
