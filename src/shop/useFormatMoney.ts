import { useCallback } from 'react';
import { useLocale } from 'react-admin';
import { formatMoney, parseTaka } from '../../common/money';
import { useShop } from './useShop';

/**
 * `৳ 1,23,456.50` with the shop's symbol, in Bangla digits when the locale is
 * bn. Empty for a missing amount.
 */
export function useFormatMoney(): (taka: number | null | undefined) => string {
  const { currency } = useShop();
  const locale = useLocale();
  return useCallback(
    (taka) => {
      if (taka === null || taka === undefined) return '';
      // The wire carries at most two decimals, but a sum computed in the browser
      // (0.1 + 0.2) may not: round such a value for display rather than hide it.
      const poisha = parseTaka(taka) ?? parseTaka(taka.toFixed(2));
      if (poisha === null) return '';
      return formatMoney(poisha, { symbol: currency.symbol, digits: locale === 'bn' ? 'beng' : 'latn' });
    },
    [currency.symbol, locale],
  );
}
