export { createI18nProvider, i18nProvider, LOCALES, englishAll, banglaAll } from './i18nProvider';
export type { Locale } from './i18nProvider';
export { useSpecText } from './useSpecText';
export { localizeServerMessage } from './localizeServerMessage';
