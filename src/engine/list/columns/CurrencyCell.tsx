import { useCellFormats } from './CellFormats';
import type { CellProps } from './CellProps';

export const CurrencyCell = ({ value }: CellProps) => {
  const { money } = useCellFormats();
  if (value == null || value === '') return null;
  const n = Number(value);
  return <>{Number.isFinite(n) ? money(n) : String(value)}</>;
};
