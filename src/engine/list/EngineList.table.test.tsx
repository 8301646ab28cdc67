import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTheme } from '@mui/material/styles';
import { http, HttpResponse } from 'msw';
import { memoryStore } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { categoriesSpec } from '../../test/fixtures/servedSpecs';
import { API, categoriesApi, newTraffic, type Traffic } from './__fixtures__/categoriesApi';
import { renderEngineList } from './__fixtures__/renderEngineList';
import { startMswServer } from '../../test/mswServer';

// Two shared cores: a react-admin page takes a few seconds to settle.
configure({ asyncUtilTimeout: 8000 });

let traffic: Traffic;
const server = startMswServer();

beforeEach(() => {
  localStorage.clear();
  traffic = newTraffic();
  server.use(...categoriesApi(traffic));
});

const lastList = () => traffic.lists[traffic.lists.length - 1];
const table = () => screen.findByRole('table');
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('EngineList table', { timeout: 30000 }, () => {
  it('asks for page 1 of 16 sorted -createdAt and shows the default columns, count and page label', async () => {
    renderEngineList();
    expect(await screen.findByRole('heading', { name: 'Categories' })).toBeInTheDocument();
    await screen.findByText('Men');
    expect(Object.fromEntries(lastList())).toEqual({ page: '1', limit: '16', sort: '-createdAt' });
    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    // Spec §2.7's order; the two display flags are chosen columns, not default ones.
    expect(headers).toEqual(['', 'Name', 'Parent Category', 'Slug', 'Priority', 'Active', 'Featured', 'Created', 'Actions']);
    expect(screen.getByText('40 results')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('shows booleans as Yes in green and No in red, and the parent by name', async () => {
    renderEngineList();
    const women = await rowOf('Women');
    const { palette } = createTheme();
    expect(within(women).getAllByText('No')[0]).toHaveStyle({ color: palette.error.main });
    const men = await rowOf('Men');
    expect(within(men).getByText('Yes')).toHaveStyle({ color: palette.success.main });
    const child = await rowOf('Category 4');
    expect(await within(child).findByText('Men')).toBeInTheDocument();
    expect(within(child).getByText('2026-11-04')).toBeInTheDocument();
    expect(within(child).getByText('12:30 PM')).toBeInTheDocument();
  });

  // Issue 39: "Sort by sKU ascending", a label's first letter lowered by react-admin.
  it('names each sort button with the column’s label as it reads', async () => {
    renderEngineList();
    await screen.findByText('Men');
    expect(within(await table()).getByRole('button', { name: 'Sort by Name ascending' })).toBeInTheDocument();
    expect(within(await table()).getByRole('button', { name: 'Sort by Priority ascending' })).toBeInTheDocument();
  });

  it('sorts ascending on the first click of a header and descending on the second, back on page 1', async () => {
    const user = userEvent.setup();
    renderEngineList();
    await screen.findByText('Men');
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(lastList().get('page')).toBe('2'));

    await user.click(within(await table()).getByText('Name'));
    await waitFor(() => expect(lastList().get('sort')).toBe('name'));
    expect(lastList().get('page')).toBe('1');

    await user.click(within(await table()).getByText('Name'));
    await waitFor(() => expect(lastList().get('sort')).toBe('-name'));
    expect(lastList().get('page')).toBe('1');
  });

  it('says "more than" for a capped count and pages on until the last page, which shows the exact figure', async () => {
    const user = userEvent.setup();
    server.use(...categoriesApi(traffic, { countCap: 20 }));
    renderEngineList();
    await screen.findByText('Men');
    expect(screen.getByText('More than 20 results')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of more than 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Page 2 of more than 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    // 40 categories: page 3 holds the last 8, and the count is known again.
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByText('40 results')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });

  it('offers the page sizes of spec §9 and asks for the chosen size', async () => {
    const user = userEvent.setup();
    renderEngineList();
    await screen.findByText('Men');
    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['16', '32', '50', '100', '250', '999']);
    await user.click(screen.getByRole('option', { name: '50' }));
    await waitFor(() => expect(lastList().get('limit')).toBe('50'));
    expect(await screen.findByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('the header checkbox selects the page and the selection bar replaces the filter bar', async () => {
    const user = userEvent.setup();
    renderEngineList();
    await screen.findByText('Men');
    expect(screen.getByRole('group', { name: 'Filters' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(await screen.findByText('16 Items Selected')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Filters' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unselect' }));
    expect(screen.queryByText(/Items Selected/)).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Filters' })).toBeInTheDocument();
  });

  it('names every selection checkbox on its input, the row ones after their record', async () => {
    const user = userEvent.setup();
    renderEngineList();
    await screen.findByText('Men');
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(16);
    for (const row of rows) {
      const box = within(row).getByRole('checkbox');
      // The name sits on the <input> itself, and nothing around it carries a label of its own.
      expect(box).toHaveAccessibleName(/^Select \S/);
      expect(box.closest('[aria-label]')).toBe(box);
    }
    const header = screen.getByRole('checkbox', { name: 'Select all' });
    expect(header.closest('[aria-label]')).toBe(header);
    await user.click(screen.getByRole('checkbox', { name: 'Select Kids' }));
    expect(await screen.findByText('1 Item Selected')).toBeInTheDocument();
  });

  it('paging, sorting, searching and refreshing each clear the selection', async () => {
    const user = userEvent.setup();
    renderEngineList();
    await screen.findByText('Men');
    const selectTwo = async () => {
      const rows = within(await table())
        .getAllByRole('row')
        .slice(1, 3);
      for (const row of rows) await user.click(within(row).getByRole('checkbox'));
      expect(await screen.findByText('2 Items Selected')).toBeInTheDocument();
    };
    const selectionGone = () => waitFor(() => expect(screen.queryByText(/Items? Selected/)).not.toBeInTheDocument());

    await selectTwo();
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await selectionGone();

    await selectTwo();
    await user.click(within(await table()).getByText('Priority'));
    await selectionGone();

    await selectTwo();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Category{Enter}');
    await waitFor(() => expect(lastList().get('search')).toBe('Category'));
    await selectionGone();

    // Refresh is the reset of spec §4: defaults again, selection gone.
    await selectTwo();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await selectionGone();
    await waitFor(() => expect(Object.fromEntries(lastList())).toEqual({ page: '1', limit: '16', sort: '-createdAt' }));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('a clickable row opens the record’s page, and the row menu’s edit goes to the edit page', async () => {
    server.use(
      ...categoriesApi(traffic, {
        spec: { ...categoriesSpec, clickable: true, rowMenu: [{ type: 'edit', label: 'Edit page' }] },
      }),
    );
    const user = userEvent.setup();
    renderEngineList();
    await user.click(await screen.findByRole('button', { name: 'Actions for Kids' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit page' }));
    await waitFor(() => expect(screen.getByLabelText('current path')).toHaveTextContent('/categories/edit/c3'));
    cleanup();

    renderEngineList();
    await user.click(await screen.findByText('Kids'));
    await waitFor(() => expect(screen.getByLabelText('current path')).toHaveTextContent(/^\/categories\/c3$/));
  });

  it('shows cards with label and value instead of rows on a narrow screen', async () => {
    // jsdom has no layout: answer every media query as a phone would.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }));
    try {
      const user = userEvent.setup();
      renderEngineList();
      const cards = await screen.findAllByRole('article');
      expect(cards).toHaveLength(16);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const women = cards.find((card) => within(card).queryByText('Women'))!;
      expect(within(women).getByText('Slug')).toBeInTheDocument();
      expect(within(women).getByText('women')).toBeInTheDocument();
      expect(within(women).getByRole('button', { name: 'Actions for Women' })).toBeInTheDocument();
      await user.click(within(women).getByRole('checkbox', { name: 'Select this row' }));
      expect(await screen.findByText('1 Item Selected')).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows the skeleton while loading, then the no-results card for an empty answer', async () => {
    server.use(
      http.get(`${API}/categories`, async () => {
        await new Promise((r) => setTimeout(r, 150));
        return HttpResponse.json({ doc: [], docsInPage: 0, totalDocs: 0, totalPages: 0, page: 1, limit: 16 });
      }),
    );
    renderEngineList();
    const skeleton = await screen.findByTestId('list-skeleton');
    expect(within(skeleton).getAllByRole('row')).toHaveLength(10);
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
    expect(screen.getByText("There aren't any results for that query. Try using different filters.")).toBeInTheDocument();
  });

  it('names a refused filter by its field’s label on the error card, never by its key', async () => {
    server.use(
      http.get(`${API}/categories`, () =>
        HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'createdAt_last: must be days_N or months_N',
            errors: [{ field: 'createdAt_last', message: 'must be days_N or months_N' }],
          },
          { status: 400 },
        ),
      ),
    );
    renderEngineList();
    const card = await screen.findByRole('alert');
    expect(within(card).getByText('Created: must be days_N or months_N')).toBeInTheDocument();
    expect(within(card).queryByText(/createdAt/)).not.toBeInTheDocument();
  });

  // Issue 39: a link with a filter the server refuses left "Error Fetching Data." with no way out, and the filter was kept.
  it('offers Clear filters and Try again for a refused filter, and does not keep it', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(`${API}/categories`, ({ request }) => {
        if (!new URL(request.url).searchParams.has('bogus')) return undefined;
        traffic.lists.push(new URL(request.url).searchParams);
        return HttpResponse.json(
          { statusCode: 400, error: 'Bad Request', message: 'bogus: is not a filter', errors: [{ field: 'bogus', message: 'is not a filter' }] },
          { status: 400 },
        );
      }),
    );
    const store = memoryStore();
    renderEngineList({ url: `/categories?filter=${encodeURIComponent('{"bogus":"x"}')}`, store });
    const card = await screen.findByRole('alert');
    expect(within(card).getByText('Error Fetching Data.')).toBeInTheDocument();
    const asked = traffic.lists.length;
    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(traffic.lists.length).toBeGreaterThan(asked));
    // What the list remembers for the next visit holds no refused filter.
    await waitFor(() => expect(store.getItem<{ filter?: object }>('categories.listParams')?.filter ?? {}).not.toHaveProperty('bogus'));
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Men')).toBeInTheDocument();
    expect(lastList().has('bogus')).toBe(false);
  });

  it('does not keep a declared filter whose value the server refused', async () => {
    server.use(
      http.get(`${API}/categories`, ({ request }) =>
        new URL(request.url).searchParams.has('createdAt_last')
          ? HttpResponse.json(
              {
                statusCode: 400,
                error: 'Bad Request',
                message: 'createdAt_last: at most 3650 days',
                errors: [{ field: 'createdAt_last', message: 'at most 3650 days' }],
              },
              { status: 400 },
            )
          : undefined,
      ),
    );
    const store = memoryStore();
    renderEngineList({ url: `/categories?filter=${encodeURIComponent('{"createdAt_last":"days_99999","isActive":true}')}`, store });
    await screen.findByRole('alert');
    await waitFor(() => expect(store.getItem('categories.listParams')).toMatchObject({ filter: { isActive: true } }));
    expect(store.getItem<{ filter: object }>('categories.listParams')?.filter).not.toHaveProperty('createdAt_last');
  });

  it('shows the error card with the server message, or the general advice without one', async () => {
    server.use(
      http.get(`${API}/categories`, () => HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'Unknown filter key: colour' }, { status: 400 })),
    );
    renderEngineList();
    const card = await screen.findByRole('alert');
    expect(within(card).getByText('Error Fetching Data.')).toBeInTheDocument();
    expect(within(card).getByText('Unknown filter key: colour')).toBeInTheDocument();
    cleanup();

    server.use(http.get(`${API}/categories`, () => new HttpResponse(null, { status: 500 })));
    renderEngineList();
    const general = await screen.findByRole('alert');
    expect(within(general).getByText('Error Fetching Data.')).toBeInTheDocument();
    expect(within(general).getByText('There has been an error while fetching data. Please try refreshing the page.')).toBeInTheDocument();
  });
});
