import { useLocaleState } from 'react-admin';
import type { CellProps } from './CellProps';
import { cellClasses } from './cellStyles';

/** A figure in the chosen language's digits; never broken across lines (`1,250`, `-3`). */
export const NumberCell = ({ value }: CellProps) => {
  const [locale] = useLocaleState();
  if (value == null || value === '') return null;
  const n = Number(value);
  return <span className={cellClasses.nowrap}>{Number.isFinite(n) ? n.toLocaleString(locale === 'bn' ? 'bn-BD' : 'en-US') : String(value)}</span>;
};
