import { useLocaleState } from 'react-admin';
import type { CellProps } from './CellProps';

export const NumberCell = ({ value }: CellProps) => {
  const [locale] = useLocaleState();
  if (value == null || value === '') return null;
  const n = Number(value);
  return <>{Number.isFinite(n) ? n.toLocaleString(locale === 'bn' ? 'bn-BD' : 'en-US') : String(value)}</>;
};
