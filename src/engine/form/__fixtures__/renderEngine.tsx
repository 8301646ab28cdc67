import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AdminContext, memoryStore, Notification, ResourceContextProvider, type AuthProvider } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createApiClient, createApiDataProvider } from '../../../dataProvider';
import { i18nProvider } from '../../../i18n';
import { formSpec, storedCategory } from './formSpec';

// Two cores shared by several test runs: give react-admin's queries time to settle.
configure({ asyncUtilTimeout: 5000 });

/** Node's fetch needs an absolute URL (STACK.md trap 11). */
export const API = 'http://localhost/api';

/** What the fake server received, to assert on the bodies the app sent. */
export interface Received {
  posts: Record<string, unknown>[];
  puts: Record<string, unknown>[];
}

/**
 * The API at the network edge: the categories spec, one stored category,
 * a short category list (for parent choices), and create/update that echo.
 */
export function categoriesApi(received: Received) {
  return [
    http.get(`${API}/categories/get/schema`, () => HttpResponse.json(formSpec)),
    http.get(`${API}/categories/:id`, ({ params }) =>
      params.id === storedCategory._id
        ? HttpResponse.json(storedCategory)
        : HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'Not found' }, { status: 404 }),
    ),
    http.get(`${API}/categories`, () =>
      HttpResponse.json({
        doc: [
          { _id: 'men', name: 'Men', parentCategory: null },
          { _id: 'c1', name: 'Shirts', parentCategory: 'men' },
        ],
        docsInPage: 2,
        totalDocs: 2,
        totalPages: 1,
        page: 1,
        limit: 1000,
      }),
    ),
    http.post(`${API}/categories`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      received.posts.push(body);
      return HttpResponse.json({ _id: 'new1', ...body }, { status: 201 });
    }),
    http.put(`${API}/categories/:id`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      received.puts.push(body);
      return HttpResponse.json({ ...storedCategory, ...body });
    }),
  ];
}

function CurrentPath() {
  const location = useLocation();
  return <output aria-label="current path">{location.pathname}</output>;
}

/**
 * Renders `element` at `route` for a resource (categories unless told), with
 * the real dataProvider and i18n and react-admin's toasts, as the app would;
 * `authProvider` for a form that depends on who is signed in.
 */
export function renderEngine(
  element: ReactElement,
  { url = '/', route = '*', resource = 'categories', authProvider }: { url?: string; route?: string; resource?: string; authProvider?: AuthProvider } = {},
) {
  const dataProvider = createApiDataProvider(createApiClient({ baseUrl: API }));
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ResourceContextProvider value={resource}>
          <Routes>
            <Route path={route} element={element} />
            <Route path={`/${resource}`} element={<p>List of {resource}</p>} />
          </Routes>
          <CurrentPath />
          <Notification />
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}
