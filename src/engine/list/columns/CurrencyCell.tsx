import { useFormatMoney } from '../../../app/useFormatMoney';
import type { CellProps } from './CellProps';

export const CurrencyCell = ({ value }: CellProps) => {
  const formatMoney = useFormatMoney();
  if (value == null || value === '') return null;
  const n = Number(value);
  return <>{Number.isFinite(n) ? formatMoney(n) : String(value)}</>;
};
