import { useCallback } from 'react';
import { useLocale } from 'react-admin';
import { toBanglaDigits } from '../../common/money';

/**
 * Digits as the chosen language writes them (Bangla digits in Bangla), for
 * text the app makes: dates, times, filter tags. Not for what people typed
 * (a SKU, a phone number in a name). Money and numbers have their own
 * formatters (useFormatMoney, NumberCell); translated messages get it from
 * the i18n provider (localDigits.ts).
 */
export function useLocalDigits(): (text: string) => string {
  const locale = useLocale();
  return useCallback((text: string) => (locale === 'bn' ? toBanglaDigits(text) : text), [locale]);
}
