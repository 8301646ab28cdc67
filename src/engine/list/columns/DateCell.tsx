import { Box } from '@mui/material';
import { useCellFormats } from './CellFormats';
import type { CellProps } from './CellProps';

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
          <Box component="span" sx={{ display: 'block' }}>
            {format.date(when)}
          </Box>
          <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            {format.time(when)}
          </Box>
        </>
      );
  }
};
