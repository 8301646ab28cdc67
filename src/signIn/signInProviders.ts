import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { queryClient } from '../app/queryClient';
import { createAuthProvider } from '../authProvider/authProvider';
import { createApiClient } from '../dataProvider/apiClient';
import bn from '../i18n/bn';
import en from '../i18n/en';
import { polyglotProvider } from '../i18n/polyglotProvider';
import signInServerBn from '../i18n/signIn.server.bn';

/*
 * The sign-in screen's providers: the same authProvider and languages as the
 * app's (src/app/providers.ts), over the messages of the shell and the
 * sign-in alone, not those of every screen. The app, once loaded, uses its own
 * set; the session they share is tokenStorage's and the query cache.
 */

const english: TranslationMessages = mergeTranslations(englishMessages, en);
const bangla: TranslationMessages = mergeTranslations(english, bn, { server: signInServerBn });

export const signInI18nProvider = polyglotProvider(english, bangla);

const client = createApiClient({
  baseUrl: import.meta.env.VITE_API_URL || '/api',
  // The sign-in's messages have no spec words to translate (localizeServerMessage's params).
  localize: ({ code }, english) => signInI18nProvider.translate(`server.${code}`, { _: english }),
  language: () => signInI18nProvider.getLocale(),
});

export const signInAuthProvider = createAuthProvider(client, queryClient);
