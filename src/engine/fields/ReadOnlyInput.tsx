import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { useRecordContext } from 'react-admin';
import { getPath } from '../form/formFields';
import { ViewValue } from '../show/ViewValue';
import type { FieldInputProps } from './types';

/** A value the server owns (counts, timestamps): shown as the show view would, never an input. */
export function ReadOnlyInput({ field }: FieldInputProps) {
  const label = field.label;
  const record = useRecordContext();
  if (!record || getPath(record, field.key) === undefined) return null;
  return (
    <Stack sx={{ my: 1 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <ViewValue field={field} />
    </Stack>
  );
}
