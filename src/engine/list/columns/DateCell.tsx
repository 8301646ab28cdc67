import { useCellFormats } from './CellFormats';
import type { CellProps } from './CellProps';
import { cellClasses } from './cellStyles';

/** `date` shows day and time, `date-only` the day, `time` the time (spec §9 formats). */
export const DateCell = ({ field, value }: CellProps) => {
  const { date: format } = useCellFormats();
  if (value == null || value === '') return null;
  const when = String(value);
  switch (field.column?.type) {
    case 'time':
      return <>{format.time(when)}</>;
    case 'date-only':
      return <>{format.date(when)}</>;
    default:
      return (
        <>
          <span className={cellClasses.block}>{format.date(when)}</span>
          <span className={cellClasses.secondLine}>{format.time(when)}</span>
        </>
      );
  }
};
