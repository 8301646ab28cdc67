import { useCallback } from 'react';
import { useLocale } from 'react-admin';
import { formatMoney, toPoisha, type Poisha, type Taka } from '../../common/money';
import { useShop } from './useShop';

/**
 * `৳ 1,23,456.50` from poisha, with the shop's symbol, in Bangla digits when
 * the locale is bn. Empty for a missing amount. What the till and the order
 * screens compute is poisha; this writes it without a `/ 100` of their own.
 */
export function useFormatPoisha(): (amount: Poisha | null | undefined) => string {
  const { currency } = useShop();
  const locale = useLocale();
  return useCallback(
    (amount) => (amount === null || amount === undefined ? '' : formatMoney(amount, { symbol: currency.symbol, digits: locale === 'bn' ? 'beng' : 'latn' })),
    [currency.symbol, locale],
  );
}

/**
 * The same for a figure as the wire carries it (taka). Empty for a missing
 * amount or one that is not a number.
 */
export function useFormatMoney(): (taka: Taka | null | undefined) => string {
  const format = useFormatPoisha();
  return useCallback(
    // The wire carries at most two decimals, but a sum computed in the browser
    // (0.1 + 0.2) may not: toPoisha rounds such a value to the poisha rather than hide it.
    (taka) => (taka === null || taka === undefined || !Number.isFinite(taka) ? '' : format(toPoisha(taka))),
    [format],
  );
}
