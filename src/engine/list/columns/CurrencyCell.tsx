import { useCellFormats } from './CellFormats';
import type { CellProps } from './CellProps';
import { cellClasses } from './cellStyles';

/** Money in the shop's format; the symbol and the figure never part across lines. */
export const CurrencyCell = ({ value }: CellProps) => {
  const { money } = useCellFormats();
  if (value == null || value === '') return null;
  const n = Number(value);
  return <span className={cellClasses.nowrap}>{Number.isFinite(n) ? money(n) : String(value)}</span>;
};
