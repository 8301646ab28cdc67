import { QueryClient } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { Admin, CustomRoutes, memoryStore, Resource } from 'react-admin';
import { MemoryRouter, Route } from 'react-router-dom';
import { createAuthProvider } from '../../authProvider';
import { createApiClient, createApiDataProvider } from '../../dataProvider';
import { Dashboard } from '../../dashboard';
import { createI18nProvider } from '../../i18n';
import { LoginPage } from '../../login';
import { registry } from '../../resources/registry';
import { Layout } from '../Layout';
import { keepLocaleOnReset } from '../store';
import { lightTheme } from '../theme';

export const TEST_API = 'http://localhost/api';

// The whole shell takes longer than Testing Library's default second to
// settle on a busy machine (auth check, auth/self, then the layout).
configure({ asyncUtilTimeout: 10_000 });

/** A stand-in list page: these tests are about the shell, not the engine's screens. */
const ListStub = () => <p>list page</p>;

/**
 * The shell as App.tsx assembles it, with the real providers over msw and
 * stand-in list pages (the engine has its own tests).
 */
export function renderShell(path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createApiClient({ baseUrl: TEST_API });
  return render(
    <MemoryRouter initialEntries={[path]} useTransitions={false}>
      <Admin
        dataProvider={createApiDataProvider(client)}
        authProvider={createAuthProvider(client, queryClient)}
        i18nProvider={createI18nProvider()}
        queryClient={queryClient}
        store={keepLocaleOnReset(memoryStore())}
        theme={lightTheme}
        layout={Layout}
        dashboard={Dashboard}
        loginPage={false}
        requireAuth
      >
        <CustomRoutes noLayout>
          <Route path="/auth/login" element={<LoginPage />} />
        </CustomRoutes>
        {registry.map((entry) => (
          <Resource key={entry.path} name={entry.path} list={ListStub} />
        ))}
      </Admin>
    </MemoryRouter>,
  );
}
