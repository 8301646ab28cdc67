import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { AdminContext, memoryStore, Notification, ResourceContextProvider, type Store } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createAuthProvider } from '../../../authProvider';
import { createApiClient, createApiDataProvider, tokenStorage } from '../../../dataProvider';
import { i18nProvider } from '../../../i18n';
import { EngineList } from '../index';
import { API } from './categoriesApi';

function CurrentPath() {
  const location = useLocation();
  return <output aria-label="current path">{location.pathname}</output>;
}

/**
 * EngineList for categories as the app mounts it: the real dataProvider,
 * authProvider (permissions from auth/self) and i18n, react-admin's toasts;
 * opened at `url` (a link with its `?filter=`), remembering in `store`.
 */
export function renderEngineList({ url = '/categories', store = memoryStore() }: { url?: string; store?: Store } = {}) {
  tokenStorage.save({ accessToken: 'access', refreshToken: 'refresh' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createApiClient({ baseUrl: API });
  const dataProvider = createApiDataProvider(client);
  const authProvider = createAuthProvider(client, queryClient);
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={store} queryClient={queryClient}>
        <ResourceContextProvider value="categories">
          <Routes>
            <Route path="/categories" element={<EngineList />} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
          <CurrentPath />
          <Notification />
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}
