import { createAuthProvider, IDENTITY_QUERY_KEY, SELF_QUERY_KEY } from '../authProvider';
import { createApiClient, createApiDataProvider } from '../dataProvider';
import { i18nProvider, localizeServerMessage } from '../i18n';
import { createCallFieldLabeller } from './callFieldLabel';
import { queryClient } from './queryClient';

/**
 * `/api` on the same origin (the server serves the app); VITE_API_URL points
 * elsewhere. Server messages and exports come in the chosen language, and a
 * refused field is named by its label.
 */
const apiClient = createApiClient({
  baseUrl: import.meta.env.VITE_API_URL || '/api',
  localize: localizeServerMessage(i18nProvider),
  language: () => i18nProvider.getLocale(),
  fieldLabel: createCallFieldLabeller(queryClient, i18nProvider),
});

export const dataProvider = createApiDataProvider(apiClient, {
  // The saved columns live in auth/self: refetch it so the next visit shows them.
  onPreferencesSaved: () => {
    void queryClient.invalidateQueries({ queryKey: SELF_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: IDENTITY_QUERY_KEY });
  },
});

export const authProvider = createAuthProvider(apiClient, queryClient);
