import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { localDigitsReplace } from './localDigits';
import { LOCALES } from './locales';

/**
 * The app's two languages over given message tables (the whole app's, or the
 * sign-in screen's few). The chosen locale is kept by react-admin's Store (key
 * `locale`), so the provider starts in English and react-admin switches it on load.
 */
export function polyglotProvider(english: TranslationMessages, bangla: TranslationMessages): I18nProvider {
  let localeOf = () => 'en';
  const provider = polyglotI18nProvider((locale) => (locale === 'bn' ? bangla : english), 'en', [...LOCALES], {
    replace: localDigitsReplace(() => localeOf()),
  });
  localeOf = provider.getLocale;
  return provider;
}
