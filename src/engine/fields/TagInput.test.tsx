import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EngineCreate } from '../form';
import { categoriesApi, renderEngine, type Received } from '../form/__fixtures__/renderEngine';
import { startMswServer } from '../../test/mswServer';

const received: Received = { posts: [], puts: [] };
startMswServer(...categoriesApi(received));

afterEach(() => {
  received.posts.length = 0;
});

describe('TagInput', { timeout: 30000 }, () => {
  it('adds tags on Enter and comma, lower-cased and hyphenated, ignoring duplicates', async () => {
    const user = userEvent.setup();
    renderEngine(<EngineCreate />, { url: '/categories/create', route: '/categories/create' });
    await user.type(await screen.findByLabelText(/^Name/), 'Panjabi');
    const tags = screen.getByLabelText('Tags');
    expect(tags).toHaveAccessibleDescription('Press Enter or a comma to add a tag');

    await user.type(tags, 'Summer Sale{Enter}');
    await user.type(tags, 'EID Collection,summer sale,');
    await user.type(tags, 'Cotton{Enter}');
    await user.type(tags, 'cotton{Enter}');

    const field = tags.closest('.MuiAutocomplete-root') as HTMLElement;
    for (const tag of ['summer-sale', 'eid-collection', 'cotton']) {
      expect(within(field).getAllByRole('button', { name: tag })).toHaveLength(1);
    }
    expect(within(field).queryByRole('button', { name: /Summer|EID|Cotton/ })).not.toBeInTheDocument();
    expect(tags).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(received.posts).toHaveLength(1));
    expect(received.posts[0].tags).toEqual(['summer-sale', 'eid-collection', 'cotton']);
  });
});
