export { createI18nProvider, i18nProvider, LOCALES, englishAll, banglaAll } from './i18nProvider';
export type { Locale } from './i18nProvider';
export { useSchemaText } from './useSchemaText';
export { localizeServerMessage } from './localizeServerMessage';
