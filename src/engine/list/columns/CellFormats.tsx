import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useFormatDate, type DateFormatters } from '../../../shop';
import { useFormatMoney } from '../../../shop';

interface CellFormats {
  money: (taka: number) => string;
  date: DateFormatters;
}

const CellFormatsContext = createContext<CellFormats | null>(null);

/**
 * The shop's money and date formats, read once for the whole table: each
 * hook subscribes to the session's auth/self query, and a page of 999 rows
 * would otherwise hold thousands of such subscriptions.
 */
export const CellFormatsProvider = ({ children }: { children: ReactNode }) => {
  const money = useFormatMoney();
  const date = useFormatDate();
  const value = useMemo(() => ({ money, date }), [money, date]);
  return <CellFormatsContext.Provider value={value}>{children}</CellFormatsContext.Provider>;
};

export function useCellFormats(): CellFormats {
  const formats = useContext(CellFormatsContext);
  if (!formats) throw new Error('useCellFormats needs a CellFormatsProvider above it');
  return formats;
}
