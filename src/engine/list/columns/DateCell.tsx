import { useCellFormats } from './CellFormats';
import type { CellProps } from './CellProps';
import { cellClasses } from './cellStyles';

/**
 * `date` shows day and time, `date-only` the day, `time` the time (spec §9
 * formats). Neither the day nor the time breaks at its hyphens or space: the
 * column is as wide as `2026-11-24`.
 */
export const DateCell = ({ field, value }: CellProps) => {
  const { date: format } = useCellFormats();
  if (value == null || value === '') return null;
  const when = String(value);
  switch (field.column?.type) {
    case 'time':
      return <span className={cellClasses.nowrap}>{format.time(when)}</span>;
    case 'date-only':
      return <span className={cellClasses.nowrap}>{format.date(when)}</span>;
    default:
      return (
        <>
          <span className={`${cellClasses.block} ${cellClasses.nowrap}`}>{format.date(when)}</span>
          <span className={`${cellClasses.secondLine} ${cellClasses.nowrap}`}>{format.time(when)}</span>
        </>
      );
  }
};
