/** The app's languages, apart from their messages: the sign-in screen lists them before any screen's text is loaded. */
export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'bn', name: 'বাংলা' },
] as const;

export type Locale = (typeof LOCALES)[number]['locale'];
