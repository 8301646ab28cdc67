import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { EngineCreate, EngineEdit } from '../form';
import { storedCategory } from '../form/__fixtures__/formSpec';
import { API, categoriesApi, renderEngine, type Received } from '../form/__fixtures__/renderEngine';
import { startMswServer } from '../../test/mswServer';

const received: Received = { posts: [], puts: [] };
const server = startMswServer(...categoriesApi(received));

// jsdom does no layout: ProseMirror measures the cursor to scroll it into view.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
beforeAll(() => {
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  Element.prototype.getClientRects ??= noRects;
});
afterEach(() => {
  received.puts.length = 0;
});

// The editor is a lazy chunk: on a busy machine its first import takes longer than a query's usual wait.
const lazyLoad = { timeout: 20000 };

describe('EditorInput', { timeout: 30000 }, () => {
  it('is a multi-line text box named after its label, with no list item outside a list', async () => {
    const { container } = renderEngine(<EngineCreate />, { url: '/categories/create', route: '/categories/create' });
    const editor = await screen.findByRole('textbox', { name: 'Description' }, lazyLoad);
    expect(editor).toHaveAttribute('aria-multiline', 'true');
    expect(editor).toHaveAttribute('contenteditable', 'true');
    // The toolbar's level picker used to be an <li> in a <nav>.
    for (const item of container.querySelectorAll('li')) expect(item.closest('ul, ol')).not.toBeNull();
  });

  it('turns the paragraph under the cursor into the heading picked in the level menu', async () => {
    server.use(http.get(`${API}/categories/:id`, () => HttpResponse.json({ ...storedCategory, description: '<p>Cotton weave</p>' })));
    const user = userEvent.setup();
    renderEngine(<EngineEdit />, { url: '/categories/edit/c1', route: '/categories/edit/:id' });
    const editor = await screen.findByRole('textbox', { name: 'Description' }, lazyLoad);
    await waitFor(() => expect(editor).toHaveTextContent('Cotton weave'));

    // Focus puts the cursor in the only paragraph (a click would need layout jsdom lacks).
    act(() => editor.focus());
    const level = screen.getByRole('button', { name: 'Normal' });
    expect(level).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(level);
    await user.click(screen.getByRole('menuitem', { name: 'Heading 2' }));
    expect(screen.getByRole('button', { name: 'Heading 2' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(received.puts).toHaveLength(1));
    // tiptap keeps an empty paragraph after a last heading, so the text can go on below it.
    expect(received.puts[0].description).toMatch(/^<h2>Cotton weave<\/h2>(<p><\/p>)?$/);
  });
});
