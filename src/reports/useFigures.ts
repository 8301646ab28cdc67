import { useCallback, useMemo } from 'react';
import { useLocale } from 'react-admin';
import { toBanglaDigits } from '../../common/money';
import { useFormatMoney } from '../shop';

const GROUPED = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const ONE_DECIMAL = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export interface Figures {
  /** `৳ 1,23,456.50` */
  money(taka: number | null | undefined): string;
  /** `1,234` */
  count(n: number | null | undefined): string;
  /** `12.5%`; `—` when it has no base. */
  percent(n: number | null | undefined): string;
  /** `2.5` (days of cover, units a day). */
  decimal(n: number | null | undefined): string;
  /** `2026-11-27` as the language writes its digits. */
  day(day: string): string;
}

/**
 * How the dashboard and the reports write figures on screen: money the shop's
 * way (common/money.ts), counts grouped as in Bangladesh (1,23,456), all in
 * Bangla digits when the chosen language is Bangla. Exports are the server's
 * and keep Latin digits.
 */
export function useFigures(): Figures {
  const money = useFormatMoney();
  const locale = useLocale();
  const digits = useCallback((text: string) => (locale === 'bn' ? toBanglaDigits(text) : text), [locale]);
  return useMemo(
    () => ({
      money: (taka) => (taka === null || taka === undefined ? '—' : money(taka)),
      count: (n) => (n === null || n === undefined ? '—' : digits(GROUPED.format(n))),
      percent: (n) => (n === null || n === undefined ? '—' : digits(`${ONE_DECIMAL.format(n)}%`)),
      decimal: (n) => (n === null || n === undefined ? '—' : digits(ONE_DECIMAL.format(n))),
      day: (day) => digits(day),
    }),
    [money, digits],
  );
}
