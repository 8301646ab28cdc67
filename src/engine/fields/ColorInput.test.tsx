import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EngineCreate } from '../form';
import { categoriesApi, renderEngine, type Received } from '../form/__fixtures__/renderEngine';
import { startMswServer } from '../../test/mswServer';

const received: Received = { posts: [], puts: [] };
startMswServer(...categoriesApi(received));

afterEach(() => {
  received.posts.length = 0;
});

const renderCreate = () => renderEngine(<EngineCreate />, { url: '/categories/create', route: '/categories/create' });

describe('ColorInput', { timeout: 30000 }, () => {
  it('switches to transparent and back to the last colour picked', async () => {
    const user = userEvent.setup();
    renderCreate();
    await user.type(await screen.findByLabelText(/^Name/), 'Panjabi');
    const picker = screen.getByLabelText('Menu colour');
    const transparent = screen.getByRole('switch', { name: 'Transparent' });

    // A colour picker is not typed into: the browser reports the chosen colour as a change.
    fireEvent.change(picker, { target: { value: '#ff0000' } });
    await user.click(transparent);
    expect(transparent).toBeChecked();
    expect(picker).toBeDisabled();

    await user.click(transparent);
    expect(picker).toBeEnabled();
    expect(picker).toHaveValue('#ff0000');

    await user.click(transparent);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(received.posts).toHaveLength(1));
    expect(received.posts[0].menuColor).toBe('transparent');
  });

  it('comes back from transparent to black when no colour was picked', async () => {
    const user = userEvent.setup();
    renderCreate();
    await user.type(await screen.findByLabelText(/^Name/), 'Panjabi');
    const transparent = screen.getByRole('switch', { name: 'Transparent' });
    await user.click(transparent);
    await user.click(transparent);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(received.posts).toHaveLength(1));
    expect(received.posts[0].menuColor).toBe('#000000');
  });
});
