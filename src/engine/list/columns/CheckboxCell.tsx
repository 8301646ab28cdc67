import { Checkbox } from '@mui/material';
import type { CellProps } from './CellProps';

export const CheckboxCell = ({ field, value }: CellProps) => (
  <Checkbox size="small" checked={value === true || value === 'true'} disabled slotProps={{ input: { 'aria-label': field.label } }} />
);
