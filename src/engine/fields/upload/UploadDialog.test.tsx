import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { EngineCreate } from '../../form';
import { API, categoriesApi, renderEngine, type Received } from '../../form/__fixtures__/renderEngine';

const received: Received = { posts: [], puts: [] };
const media = { _id: 'm1', url: 'http://localhost/uploads/panjabi.jpg', name: 'panjabi.jpg' };
const server = setupServer(
  ...categoriesApi(received),
  http.get(`${API}/upload`, () => HttpResponse.json({ doc: [media], docsInPage: 1, totalDocs: 1, totalPages: 1, page: 1, limit: 16 })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  received.posts.length = 0;
});
afterAll(() => server.close());

async function openImageDialog() {
  const user = userEvent.setup();
  renderEngine(<EngineCreate />, { url: '/categories/create', route: '/categories/create' });
  await user.type(await screen.findByLabelText(/^Name/), 'Panjabi');
  // The first of the form's two images (Image, then the SEO's Meta Image).
  await user.click(screen.getAllByRole('button', { name: 'Choose image' })[0]);
  const dialog = await screen.findByRole('dialog', { name: 'Choose a file' });
  return { user, dialog };
}

async function savedImage(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(received.posts).toHaveLength(1));
  return received.posts[0].image;
}

describe('UploadDialog', { timeout: 30000 }, () => {
  it('picks a photo from the media library', async () => {
    const { user, dialog } = await openImageDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Use panjabi.jpg' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'Preview of Image' })).toHaveAttribute('src', media.url);
    expect(await savedImage(user)).toBe(media.url);
  });

  it('uploads a file and uses the stored copy', async () => {
    server.use(
      http.post(`${API}/upload`, () =>
        HttpResponse.json({ url: 'http://localhost/uploads/new.png', name: 'new.png', Location: 'http://localhost/uploads/new.png' }),
      ),
    );
    const { user, dialog } = await openImageDialog();
    await user.click(within(dialog).getByRole('tab', { name: 'Upload' }));
    await user.upload(within(dialog).getByLabelText('Choose a file from this device'), new File(['png'], 'new.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await savedImage(user)).toBe('http://localhost/uploads/new.png');
  });

  it('shows the server error as it came when an upload fails', async () => {
    server.use(
      http.post(`${API}/upload`, () =>
        HttpResponse.json({ statusCode: 415, error: 'Unsupported Media Type', message: 'The file is not an image' }, { status: 415 }),
      ),
    );
    const { user, dialog } = await openImageDialog();
    await user.click(within(dialog).getByRole('tab', { name: 'Upload' }));
    await user.upload(within(dialog).getByLabelText('Choose a file from this device'), new File(['x'], 'notes.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The file is not an image');
    expect(dialog).toBeInTheDocument();
  });

  it('uses a web address, refusing one that is not http(s)', async () => {
    const { user, dialog } = await openImageDialog();
    await user.click(within(dialog).getByRole('tab', { name: 'Web Address' }));
    const url = within(dialog).getByLabelText('Web address (URL)');
    const use = within(dialog).getByRole('button', { name: 'Use this address' });
    expect(use).toBeDisabled();
    await user.type(url, 'javascript:alert(1)');
    await user.click(use);
    expect(within(dialog).getByText('Enter a web address starting with http:// or https://')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Choose a file' })).toBeInTheDocument();
    await user.clear(url);
    await user.type(url, 'cdn.example.com/eid.jpg{Enter}');
    expect(within(dialog).getByText('Enter a web address starting with http:// or https://')).toBeInTheDocument();
    await user.clear(url);
    await user.type(url, 'https://cdn.example.com/eid.jpg');
    await user.click(use);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await savedImage(user)).toBe('https://cdn.example.com/eid.jpg');
  });

  it('shows a broken-image placeholder, not the alt text, when the address gives no picture', async () => {
    const { user, dialog } = await openImageDialog();
    await user.click(within(dialog).getByRole('tab', { name: 'Web Address' }));
    await user.type(within(dialog).getByLabelText('Web address (URL)'), 'https://cdn.example.com/missing.jpg{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.error(screen.getByRole('img', { name: 'Preview of Image' }));
    expect(screen.getByRole('img', { name: 'Image could not be loaded from its address' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of Image' })).not.toBeInTheDocument();
  });
});
