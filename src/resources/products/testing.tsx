import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { TEST_API } from '../../app/testing/renderShell';
import { createApiClient, createApiDataProvider } from '../../dataProvider';
import { createI18nProvider } from '../../i18n';

/** The providers a product dialog needs, with the real dataProvider over msw at TEST_API. */
export function ProductTestContext({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <AdminContext
      dataProvider={createApiDataProvider(createApiClient({ baseUrl: TEST_API }))}
      i18nProvider={createI18nProvider()}
      queryClient={queryClient}
      store={memoryStore()}
    >
      {children}
      <Notification />
    </AdminContext>
  );
}
